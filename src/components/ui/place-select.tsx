/**
 * A select of places (welaýats, etraps and cities, Ashgabat's neighbourhoods) named in the page's
 * language, after a prompt: the checkout's new address and the profile's address form list places
 * alike. Etraps and neighbourhoods are sorted by their names as the page's language sorts them;
 * welaýats keep the contract's official order (`sorted={false}`).
 */
import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { Names } from '../../../server/src/contract/places';
import { INTL_TAG } from '../../lib/i18n';
import { useLng } from '../../lib/lng-context';
import { SelectField, type FieldProps } from './field-kit';

type SelectProps = FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id'>;

export function PlaceSelect({
  places,
  choose,
  sorted = true,
  children,
  ...select
}: SelectProps & {
  places: readonly { code: string; names: Names }[];
  /** the prompt, the empty first option */
  choose: string;
  sorted?: boolean;
  /** options after the places (e.g. "another neighbourhood") */
  children?: ReactNode;
}) {
  const lng = useLng();
  const shown = sorted ? [...places].sort((a, b) => a.names[lng].localeCompare(b.names[lng], INTL_TAG[lng])) : places;
  return (
    <SelectField {...select}>
      <option value="">{choose}</option>
      {shown.map((place) => (
        <option key={place.code} value={place.code}>
          {place.names[lng]}
        </option>
      ))}
      {children}
    </SelectField>
  );
}
