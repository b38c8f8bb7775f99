/**
 * The checkout's address section (spec §2 checkout, §3): one of the shopper's saved addresses, or
 * a new one (welaýat -> etrap -> Ashgabat's neighbourhood, then street, building and flat), its
 * places listed as the profile's address form lists them (components/ui/place-select.tsx).
 * Changing the welaýat clears the etrap and neighbourhood it no longer holds.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../components/ui/icons';
import { Fields, FormSection as Section, TextField } from '../../components/ui/field-kit';
import { PlaceSelect } from '../../components/ui/place-select';
import type { Lng } from '../../lib/catalog-types';
import { useLng } from '../../lib/lng-context';
import { ASHGABAT_NEIGHBOURHOODS, placeNames, WELAYATS } from '../profile';
import type { AddressWire } from './checkout-api';
import { NEW_ADDRESS } from './checkout-schema';
import type { CheckoutPartProps } from './checkout-part';
import { SavedAddressChoice } from './saved-address-choice';

function savedAddressLine(
  address: AddressWire,
  lng: Lng,
  building: (value: string) => string,
  home: (value: string) => string,
) {
  const names = placeNames(address, lng);
  return [
    address.name,
    [
      address.street,
      address.building ? building(address.building) : null,
      address.home ? home(address.home) : null,
      names.city,
      names.etrap,
    ]
      .filter(Boolean)
      .join(', '),
  ].join(': ');
}

export function CheckoutAddress({
  values,
  errors,
  change,
  saved,
}: CheckoutPartProps & { saved: AddressWire[] | undefined }) {
  const intl = useIntl();
  const lng = useLng();
  const text = (id: string, textValues?: Record<string, string | number>) => intl.formatMessage({ id }, textValues);
  const welayatPlaces = WELAYATS.find((option) => option.code === values.welayat)?.places ?? [];
  const choose = text('checkout.address.choose');

  return (
    <Section aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title">
        <Icon name="pin" /> <FormattedMessage id="checkout.address.title" />
      </h2>
      <Fields>
        <SavedAddressChoice
          saved={(saved ?? []).map((address) => ({
            value: String(address.id),
            line: savedAddressLine(
              address,
              lng,
              (building) => text('checkout.line.building', { building }),
              (home) => text('checkout.line.home', { home }),
            ),
          }))}
          newLine={text('checkout.address.new')}
          value={values.addressId}
          error={errors.addressId}
          onChange={(addressId) => change({ addressId })}
        />
        {values.addressId === NEW_ADDRESS && (
          <>
            <PlaceSelect
              labelId="checkout.field.welayat"
              name="welayat"
              places={WELAYATS}
              sorted={false}
              choose={choose}
              value={values.welayat}
              error={errors.welayat}
              onChange={(event) => change({ welayat: event.target.value, etrap: '', city: '' })}
            />
            <PlaceSelect
              labelId="checkout.field.etrap"
              name="etrap"
              places={welayatPlaces}
              choose={choose}
              value={values.etrap}
              error={errors.etrap}
              disabled={!values.welayat}
              onChange={(event) => change({ etrap: event.target.value })}
            />
            {values.welayat === 'ashgabat' && (
              <PlaceSelect
                className="wide"
                labelId="checkout.field.neighbourhood"
                name="city"
                places={ASHGABAT_NEIGHBOURHOODS}
                choose={choose}
                value={values.city}
                error={errors.city}
                onChange={(event) => change({ city: event.target.value })}
              />
            )}
            <TextField
              className="wide"
              labelId="checkout.field.street"
              name="street"
              autoComplete="address-line1"
              value={values.street}
              error={errors.street}
              onChange={(event) => change({ street: event.target.value })}
            />
            <TextField
              labelId="checkout.field.building"
              name="building"
              value={values.building}
              error={errors.building}
              onChange={(event) => change({ building: event.target.value })}
            />
            <TextField
              labelId="checkout.field.home"
              name="home"
              value={values.home}
              error={errors.home}
              onChange={(event) => change({ home: event.target.value })}
            />
          </>
        )}
      </Fields>
    </Section>
  );
}
