/** An address on one line in the shopper's language: etrap, neighbourhood, street, building, flat; welaýat. */
import type { IntlShape } from 'react-intl';
import type { Lng } from '../../lib/catalog-types';
import { placeNames } from '../../../server/src/contract/places';

export interface AddressParts {
  welayat: string;
  etrap: string;
  city?: string | null;
  street: string;
  building?: string | null;
  home?: string | null;
}

/** `texts`: the screen's text group ('profile' or 'orders'), which holds `{group}.line.building` and `.home`. */
export function addressLine(address: AddressParts, lng: Lng, intl: IntlShape, texts: 'profile' | 'orders'): string {
  const names = placeNames(address, lng);
  const parts = [
    address.street,
    address.building ? intl.formatMessage({ id: `${texts}.line.building` }, { building: address.building }) : null,
    address.home ? intl.formatMessage({ id: `${texts}.line.home` }, { home: address.home }) : null,
    names.city,
    names.etrap,
    names.etrap === names.welayat ? null : names.welayat,
  ];
  return parts.filter(Boolean).join(', ');
}
