/**
 * The address form (spec §3, §5): welaýat -> etrap (one of that welaýat's) -> for Ashgabat a
 * neighbourhood (one of the list, or another one typed in), then street and building, an optional
 * flat, and a name for the address, checked by the one address rule the API applies too
 * (contract/address-rules.ts, docs/adr/023). Messages are message ids ('fill in all fields' and
 * the like), translated where they are shown. The result is the API's address body.
 */
import { object, string, type InferType } from 'yup';
import {
  addressPartProblem,
  type AddressField,
  type AddressParts,
  type AddressProblem,
} from '../../../server/src/contract/address-rules';
import type { AddressBody } from '../../../server/src/contract/auth';
import { hasNeighbourhoods, neighbourhoodOf } from '../../../server/src/contract/places';

/** The neighbourhood select's value for "another neighbourhood" (then typed into `otherCity`). */
export const OTHER_NEIGHBOURHOOD = 'other';

interface Values {
  welayat?: string;
  city?: string;
  otherCity?: string;
}

/** The neighbourhood the API gets: only for Ashgabat, the typed one when "another" is picked. */
function cityOf(values: Values): string | null {
  if (!hasNeighbourhoods(values.welayat ?? '')) return null;
  return (values.city === OTHER_NEIGHBOURHOOD ? values.otherCity : values.city)?.trim() || null;
}

const NOT_LISTED: Partial<Record<AddressField, string>> = {
  welayat: 'profile.address.pickWelayat',
  etrap: 'profile.address.pickEtrap',
  city: 'profile.address.pickNeighbourhood',
};
const messageOf = (field: AddressField, problem: AddressProblem) =>
  problem === 'required'
    ? 'profile.form.required'
    : problem === 'tooLong'
      ? 'profile.form.tooLong'
      : (NOT_LISTED[field] ?? 'profile.form.required');

/**
 * One form field under the one address rule, a saved address's (contract/address-rules.ts): the
 * rule sees the address the API would get, so form and server cannot disagree.
 */
const part = (field: AddressField, formField: string = field) =>
  string()
    .trim()
    .default('')
    .test('address-rule', 'profile.form.required', function (value) {
      // "another neighbourhood": the typed one (otherCity) answers for the rule
      if (formField === 'city' && value === OTHER_NEIGHBOURHOOD) return true;
      const values = { ...(this.parent as Record<string, string>), [formField]: value ?? '' };
      const address: AddressParts = { ...values, city: cityOf(values) };
      const problem = addressPartProblem(field, address, 'saved');
      return problem ? this.createError({ message: messageOf(field, problem) }) : true;
    });

export const addressSchema = object({
  name: part('name'),
  welayat: part('welayat'),
  etrap: part('etrap'),
  // The select: a listed neighbourhood, or "another" (then the typed one is the rule's).
  city: string()
    .default('')
    .when(['welayat'], {
      is: hasNeighbourhoods,
      then: () =>
        part('city').test(
          'listed',
          'profile.address.pickNeighbourhood',
          (value) => !value || value === OTHER_NEIGHBOURHOOD || Boolean(neighbourhoodOf(value)),
        ),
    }),
  otherCity: string()
    .default('')
    .when(['welayat', 'city'], {
      is: (welayat: string, city: string) => hasNeighbourhoods(welayat) && city === OTHER_NEIGHBOURHOOD,
      then: () => part('city', 'otherCity'),
    }),
  street: part('street'),
  building: part('building'),
  home: part('home'),
});

export type AddressForm = InferType<typeof addressSchema>;

export const EMPTY_ADDRESS: AddressForm = {
  name: '',
  welayat: '',
  etrap: '',
  city: '',
  otherCity: '',
  street: '',
  building: '',
  home: '',
};

/** The form's values from a saved address (a neighbourhood the list lacks becomes "another"). */
export function addressFormOf(address: Partial<Record<keyof AddressBody, string | null>>): AddressForm {
  const listed = address.city ? neighbourhoodOf(address.city) : undefined;
  return {
    name: address.name ?? '',
    welayat: address.welayat ?? '',
    etrap: address.etrap ?? '',
    city: address.city ? (listed ? listed.code : OTHER_NEIGHBOURHOOD) : '',
    otherCity: address.city && !listed ? address.city : '',
    street: address.street ?? '',
    building: address.building ?? '',
    home: address.home ?? '',
  };
}

/** The API's body from validated values: the neighbourhood only for Ashgabat, empty parts as null. */
export function addressBodyOf(form: AddressForm): AddressBody {
  return {
    name: form.name.trim(),
    welayat: form.welayat,
    etrap: form.etrap,
    city: cityOf(form),
    street: form.street.trim(),
    building: form.building.trim(),
    home: form.home.trim() || null,
  };
}
