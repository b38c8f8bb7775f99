/**
 * The address form's rules (spec §3, §5): welaýat -> etrap (one of that welaýat's) -> for
 * Ashgabat a neighbourhood (one of the list, or another one typed in), then street and building,
 * an optional flat, and a name for the address. Messages are message ids ('fill in all fields'
 * and the like), translated where they are shown. The result is the API's address body.
 */
import { object, string, type InferType } from 'yup';
import type { AddressBody } from '../../../server/src/contract/auth';
import { hasNeighbourhoods, isWelayatCode, neighbourhoodOf, placeOf } from './places/places';

/** The neighbourhood select's value for "another neighbourhood" (then typed into `otherCity`). */
export const OTHER_NEIGHBOURHOOD = 'other';

const LIMITS = { name: 100, street: 200, part: 50, city: 100 } as const;

const text = (max: number) => string().trim().max(max, 'profile.form.tooLong');
const required = (max: number) => text(max).required('profile.form.fillAll');

export const addressSchema = object({
  name: required(LIMITS.name),
  welayat: string()
    .required('profile.form.fillAll')
    .test('known', 'profile.address.pickWelayat', (value) => !value || isWelayatCode(value)),
  etrap: string()
    .required('profile.form.fillAll')
    .test('in-welayat', 'profile.address.pickEtrap', (value, context) =>
      Boolean(!value || placeOf(String(context.parent.welayat), value)),
    ),
  city: string()
    .default('')
    .when('welayat', {
      is: hasNeighbourhoods,
      then: (schema) =>
        schema
          .required('profile.form.fillAll')
          .test(
            'listed',
            'profile.address.pickNeighbourhood',
            (value) => !value || value === OTHER_NEIGHBOURHOOD || Boolean(neighbourhoodOf(value)),
          ),
    }),
  otherCity: text(LIMITS.city)
    .default('')
    .when(['welayat', 'city'], {
      is: (welayat: string, city: string) => hasNeighbourhoods(welayat) && city === OTHER_NEIGHBOURHOOD,
      then: (schema) => schema.required('profile.form.fillAll'),
    }),
  street: required(LIMITS.street),
  building: required(LIMITS.part),
  home: text(LIMITS.part).default(''),
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
export function addressFormOf(address: Partial<AddressBody>): AddressForm {
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
  const city = hasNeighbourhoods(form.welayat)
    ? form.city === OTHER_NEIGHBOURHOOD
      ? form.otherCity.trim()
      : form.city
    : null;
  return {
    name: form.name.trim(),
    welayat: form.welayat,
    etrap: form.etrap,
    city: city || null,
    street: form.street.trim(),
    building: form.building.trim() || null,
    home: form.home.trim() || null,
  };
}
