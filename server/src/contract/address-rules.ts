/**
 * The one address rule (spec §3, §5; docs/adr/023), for the profile's saved addresses and the
 * checkout's delivery address, in the forms and the API alike:
 * - the province (welaýat) is one of the spec's codes, the district (etrap) one of that province's;
 * - an Ashgabat address names its neighbourhood (a listed code or another one typed in), and only
 *   an Ashgabat address names one;
 * - street and building are required, the flat (home) is not;
 * - a saved address has a name ("Home", "Work"); a delivery address has none.
 * No TypeBox here: the browser bundle takes the file whole (the schemas are in address.ts).
 */
import { hasNeighbourhoods, isWelayatCode, placeOf } from './places';

export const ADDRESS_FIELDS = ['name', 'welayat', 'etrap', 'city', 'street', 'building', 'home'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The longest text of each part. */
export const ADDRESS_LIMITS: Record<AddressField, number> = {
  name: 100,
  welayat: 50,
  etrap: 100,
  city: 100,
  street: 200,
  building: 50,
  home: 50,
};

/** saved: one of the profile's addresses; delivery: the one an order goes to. */
export type AddressPurpose = 'saved' | 'delivery';

/** What is wrong with a part: missing, too long, not on the list, or not asked for in this province. */
export type AddressProblem = 'required' | 'tooLong' | 'unknown' | 'notHere';

export type AddressParts = Partial<Record<AddressField, string | null>>;

const partOf = (address: AddressParts, field: AddressField) => (address[field] ?? '').trim();

/** The problem of one part of `address` (the others give its context), or null. */
export function addressPartProblem(
  field: AddressField,
  address: AddressParts,
  purpose: AddressPurpose,
): AddressProblem | null {
  const value = partOf(address, field);
  if (field === 'name' && purpose === 'delivery') return null;
  if (value.length > ADDRESS_LIMITS[field]) return 'tooLong';
  const welayat = partOf(address, 'welayat');
  switch (field) {
    case 'welayat':
      return !value ? 'required' : isWelayatCode(value) ? null : 'unknown';
    case 'etrap':
      if (!value) return 'required';
      // An unknown province is the province's problem; its districts cannot be told.
      return !isWelayatCode(welayat) || placeOf(welayat, value) ? null : 'unknown';
    case 'city':
      if (hasNeighbourhoods(welayat)) return value ? null : 'required';
      return value ? 'notHere' : null;
    case 'home':
      return null;
    default:
      return value ? null : 'required';
  }
}

/** The first broken part, in the fields' order; null when the address keeps the rule. */
export function firstAddressProblem(
  address: AddressParts,
  purpose: AddressPurpose,
): { field: AddressField; problem: AddressProblem } | null {
  for (const field of ADDRESS_FIELDS) {
    const problem = addressPartProblem(field, address, purpose);
    if (problem) return { field, problem };
  }
  return null;
}
