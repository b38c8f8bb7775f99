/**
 * The address add/edit form (spec §2, §3, §5): welaýat -> etrap (that welaýat's etraps and cities)
 * -> for Ashgabat a neighbourhood (the list, or another typed in), then street, building, flat
 * and a name for the address. Changing the welaýat clears the etrap and neighbourhood it no longer
 * holds. yup checks it (address-schema.ts); the API's refusal (20 addresses at most, ...) is shown
 * as it says it; anything else is 'error while saving', and nothing typed is lost.
 */
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AddressWire } from '../../../server/src/contract/auth';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api/api-client';
import { useLng } from '../../lib/lng-context';
import { sessionEnded, useSaveAddress } from './account-api';
import { addressBodyOf, addressFormOf, addressSchema, EMPTY_ADDRESS, OTHER_NEIGHBOURHOOD } from './address-schema';
import { FormActions, Fields, FormAlert, TextField } from '../../components/ui/field-kit';
import { PlaceSelect } from '../../components/ui/place-select';
import { ASHGABAT_NEIGHBOURHOODS, hasNeighbourhoods, WELAYATS, welayatOf } from '../../../server/src/contract/places';
import { useSchemaForm } from './use-schema-form';

export function AddressForm({
  address,
  onCancel,
  onSaved,
  onSessionEnded,
}: {
  /** the address to edit; null adds one */
  address: AddressWire | null;
  onCancel: () => void;
  onSaved: (address: AddressWire) => void;
  onSessionEnded: () => void;
}) {
  const intl = useIntl();
  const lng = useLng();
  const form = useSchemaForm(addressSchema, address ? addressFormOf(address) : EMPTY_ADDRESS);
  const { trigger: save, isMutating: saving } = useSaveAddress(lng);
  const [problem, setProblem] = useState<string | null>(null);
  const { values, errors } = form;
  const welayat = welayatOf(values.welayat);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const checked = form.validate();
    if (!checked) return;
    try {
      onSaved(await save({ id: address?.id, body: addressBodyOf(checked) }));
    } catch (error) {
      if (sessionEnded(error)) onSessionEnded();
      setProblem(
        error instanceof ApiError && error.status === 400 && error.message
          ? error.message
          : intl.formatMessage({ id: 'profile.form.saveError' }),
      );
    }
  }

  const choose = intl.formatMessage({ id: 'profile.address.choose' });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="address-form-title" data-testid="address-form">
      <h3 id="address-form-title">
        <FormattedMessage id={address ? 'profile.address.formEdit' : 'profile.address.formAdd'} />
      </h3>
      <Fields>
        <PlaceSelect
          labelId="profile.address.welayat"
          name="welayat"
          places={WELAYATS}
          sorted={false}
          choose={choose}
          value={values.welayat}
          error={errors.welayat}
          disabled={saving}
          onChange={(event) => form.change({ welayat: event.target.value, etrap: '', city: '', otherCity: '' })}
        />
        <PlaceSelect
          labelId="profile.address.etrap"
          name="etrap"
          places={welayat?.places ?? []}
          choose={choose}
          value={values.etrap}
          error={errors.etrap}
          disabled={saving || !welayat}
          onChange={(event) => form.change({ etrap: event.target.value })}
        />
        {hasNeighbourhoods(values.welayat) && (
          <PlaceSelect
            labelId="profile.address.city"
            name="city"
            places={ASHGABAT_NEIGHBOURHOODS}
            choose={choose}
            value={values.city}
            error={errors.city}
            disabled={saving}
            onChange={(event) => form.change({ city: event.target.value })}
          >
            <option value={OTHER_NEIGHBOURHOOD}>{intl.formatMessage({ id: 'profile.address.otherCity' })}</option>
          </PlaceSelect>
        )}
        {hasNeighbourhoods(values.welayat) && values.city === OTHER_NEIGHBOURHOOD && (
          <TextField
            labelId="profile.address.otherCityName"
            name="otherCity"
            value={values.otherCity}
            error={errors.otherCity}
            disabled={saving}
            maxLength={100}
            onChange={(event) => form.change({ otherCity: event.target.value })}
          />
        )}
        <TextField
          className="wide"
          labelId="profile.address.street"
          name="street"
          autoComplete="address-line1"
          value={values.street}
          error={errors.street}
          disabled={saving}
          maxLength={200}
          onChange={(event) => form.change({ street: event.target.value })}
        />
        <TextField
          labelId="profile.address.building"
          name="building"
          value={values.building}
          error={errors.building}
          disabled={saving}
          maxLength={50}
          onChange={(event) => form.change({ building: event.target.value })}
        />
        <TextField
          labelId="profile.address.home"
          name="home"
          value={values.home}
          error={errors.home}
          disabled={saving}
          maxLength={50}
          onChange={(event) => form.change({ home: event.target.value })}
        />
        <TextField
          className="wide"
          labelId="profile.address.name"
          name="name"
          placeholder={intl.formatMessage({ id: 'profile.address.namePlaceholder' })}
          value={values.name}
          error={errors.name}
          disabled={saving}
          maxLength={100}
          onChange={(event) => form.change({ name: event.target.value })}
        />
      </Fields>
      <FormActions>
        <Button type="submit" variant="primary" disabled={saving}>
          <FormattedMessage id={saving ? 'profile.form.saving' : 'profile.address.save'} />
        </Button>
        <Button variant="secondary" disabled={saving} onClick={onCancel}>
          <FormattedMessage id="profile.address.cancel" />
        </Button>
      </FormActions>
      {problem && <FormAlert>{problem}</FormAlert>}
    </form>
  );
}
