import { describe, expect, it } from '@jest/globals';
import { ValidationError } from 'yup';
import { addressBodyOf, addressFormOf, addressSchema, EMPTY_ADDRESS, OTHER_NEIGHBOURHOOD } from './address-schema';

async function problems(value: object) {
  try {
    await addressSchema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path, inner.message]));
  }
}

const mary = {
  ...EMPTY_ADDRESS,
  name: 'Home',
  welayat: 'mary',
  etrap: 'mary-city',
  street: 'Magtymguly',
  building: '12',
};

describe('the address schema', () => {
  it("asks for every required field with 'fill in all fields'", async () => {
    expect(await problems(EMPTY_ADDRESS)).toEqual({
      name: 'profile.form.required',
      welayat: 'profile.form.required',
      etrap: 'profile.form.required',
      street: 'profile.form.required',
      building: 'profile.form.required',
    });
    expect(await problems({ ...mary, name: '   ' })).toEqual({ name: 'profile.form.required' });
  });

  it('takes a welaýat of the spec and an etrap of that welaýat only', async () => {
    expect(await problems(mary)).toEqual({});
    expect(await problems({ ...mary, welayat: 'arkadag' })).toMatchObject({ welayat: 'profile.address.pickWelayat' });
    // Türkmenabat is in Lebap, not Mary
    expect(await problems({ ...mary, etrap: 'turkmenabat' })).toEqual({ etrap: 'profile.address.pickEtrap' });
  });

  it('needs a neighbourhood in Ashgabat, listed or typed in', async () => {
    const ashgabat = { ...mary, welayat: 'ashgabat', etrap: 'kopetdag' };
    expect(await problems(ashgabat)).toEqual({ city: 'profile.form.required' });
    expect(await problems({ ...ashgabat, city: 'parahat-7' })).toEqual({});
    expect(await problems({ ...ashgabat, city: 'somewhere' })).toEqual({ city: 'profile.address.pickNeighbourhood' });
    expect(await problems({ ...ashgabat, city: OTHER_NEIGHBOURHOOD })).toEqual({ otherCity: 'profile.form.required' });
    expect(await problems({ ...ashgabat, city: OTHER_NEIGHBOURHOOD, otherCity: 'Täze zaman' })).toEqual({});
  });

  it('limits lengths as the API does', async () => {
    expect(await problems({ ...mary, name: 'x'.repeat(101) })).toEqual({ name: 'profile.form.tooLong' });
    expect(await problems({ ...mary, street: 'x'.repeat(201) })).toEqual({ street: 'profile.form.tooLong' });
  });

  it('makes the API body: the neighbourhood only for Ashgabat, empty parts null, and back', () => {
    expect(addressBodyOf({ ...mary, city: 'parahat-1', home: '  ' })).toEqual({
      name: 'Home',
      welayat: 'mary',
      etrap: 'mary-city',
      city: null,
      street: 'Magtymguly',
      building: '12',
      home: null,
    });
    const typed = {
      ...mary,
      welayat: 'ashgabat',
      etrap: 'kopetdag',
      city: OTHER_NEIGHBOURHOOD,
      otherCity: ' Täze zaman ',
    };
    const body = addressBodyOf(typed);
    expect(body.city).toBe('Täze zaman');
    expect(addressFormOf(body)).toMatchObject({ city: OTHER_NEIGHBOURHOOD, otherCity: 'Täze zaman' });
    expect(addressFormOf({ ...body, city: 'howdan-b' })).toMatchObject({ city: 'howdan-b', otherCity: '' });
  });
});
