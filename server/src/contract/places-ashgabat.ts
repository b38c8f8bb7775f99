/**
 * Ashgabat's neighbourhoods for the address form (spec §3: Ashgabat also has a list of
 * neighbourhoods): the numbered residential districts Parahat 1-7 (Russian "Мир" before the
 * renaming) and Howdan A, B, W (Russian "Гаудан"), and the former settlements the city took in
 * (Köşi, Bekrewe, Çoganly, and those of the 2013 and 2018 extensions: Abadan, Arçabil, Büzmeýin,
 * Çandybil, Ruhabat), with the older quarters Hitrowka and Gurtly. The list is not exhaustive:
 * the form offers "another neighbourhood" with a text field for the rest.
 * Sources: the Mejlis resolutions on Ashgabat's boundaries (2013, 5 January 2018) and the city's
 * place names as the state press uses them; docs/storefront.md names what is not certain.
 */
import type { Lng } from './constants';

export interface Neighbourhood {
  code: string;
  names: Record<Lng, string>;
}

const named = (code: string, tm: string, ru: string, en: string): Neighbourhood => ({
  code,
  names: { tm, ru, en },
});

const parahat = [1, 2, 3, 4, 5, 6, 7].map((n) => named(`parahat-${n}`, `Parahat ${n}`, `Парахат-${n}`, `Parahat ${n}`));

export const ASHGABAT_NEIGHBOURHOODS: readonly Neighbourhood[] = [
  ...parahat,
  named('howdan-a', 'Howdan A', 'Гаудан А', 'Howdan A'),
  named('howdan-b', 'Howdan B', 'Гаудан Б', 'Howdan B'),
  named('howdan-w', 'Howdan W', 'Гаудан В', 'Howdan W'),
  named('abadan', 'Abadan', 'Абадан', 'Abadan'),
  named('archabil', 'Arçabil', 'Арчабил', 'Archabil'),
  named('bekrewe', 'Bekrewe', 'Бекреве', 'Bekrewe'),
  named('buzmeyin', 'Büzmeýin', 'Бюзмеин', 'Buzmeyin'),
  named('chandybil', 'Çandybil', 'Чандыбил', 'Chandybil'),
  named('choganly', 'Çoganly', 'Чоганлы', 'Choganly'),
  named('gurtly', 'Gurtly', 'Гуртлы', 'Gurtly'),
  named('hitrowka', 'Hitrowka', 'Хитровка', 'Hitrowka'),
  named('koshi', 'Köşi', 'Кёши', 'Koshi'),
  named('ruhabat', 'Ruhabat', 'Рухабат', 'Ruhabat'),
];
