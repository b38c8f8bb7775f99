/**
 * The administrative division of Turkmenistan for delivery addresses (spec §3): the five welaýats
 * and Ashgabat (the spec's codes), each with its etraps (districts) and the cities that are units
 * of their own (etrap hukukly şäherler), and Ashgabat's neighbourhoods (places-ashgabat.ts). The contract holds it because the
 * address rule (address-rules.ts) checks codes against it in the forms and in the API alike.
 *
 * Sources, for the state of 2022-2025:
 * - Mejlis of Turkmenistan, resolution "Türkmenistanyň dolandyryş-çäk bölünişiginiň meseleleri
 *   hakynda" of 9 November 2022 (Türkmenistanyň Milli Geňeşiniň Maglumatlary, 2022, № 4, art. 136;
 *   mejlis.gov.tm/single-decree/6): Gubadag etrap joined Boldumsaz, Gurbansoltan eje joined Akdepe,
 *   Farap joined Çärjew, Döwletli was shared between Hojambaz and Köýtendag, Garagum (Mary) ended.
 *   After it: 37 etraps, 6 cities with etrap rights, Ashgabat's 4 etraps (the 2022 census's units,
 *   stat.gov.tm, census of 17 December 2022).
 * - Arkadag, the new seat of Ahal, became a city with welaýat status in 2023 (Mejlis, March 2023,
 *   with its etraps Kärizek and Gorjaw). The spec knows six provinces, so it is listed under Ahal,
 *   where it lies.
 * - Mejlis resolution of September 2025 (reported by TDH, 20 September 2025): new etraps Altyn asyr
 *   (Ahal), Garaşsyzlyk and Gubadag (Daşoguz), Döwletli, Farap and Garabekewül (Lebap), Oguzhan
 *   (Mary).
 * Turkmen names are in the Latin Turkmen alphabet, Russian names as the state press writes them
 * (an adjective where that is the usual form, "этрап X" for names that are phrases), English names
 * transliterated (ä→a, ç→ch, ş→sh, ý→y, ž→zh, ň→n, w kept as in official English usage).
 * docs/storefront.md ("Profile and orders") says what is not certain.
 */
import type { Lng } from './constants';
import { ASHGABAT_NEIGHBOURHOODS } from './places-ashgabat';

export type Names = Record<Lng, string>;

export interface Place {
  /** stable code stored in the address (the API keeps it as given) */
  code: string;
  names: Names;
  kind: 'etrap' | 'city';
}

export interface Welayat {
  code: WelayatCode;
  names: Names;
  places: Place[];
}

/** The spec's province codes (§3), in its order. */
export const WELAYAT_CODES = ['ahal', 'balkan', 'dashoguz', 'lebap', 'mary', 'ashgabat'] as const;
export type WelayatCode = (typeof WELAYAT_CODES)[number];

const etrap = (code: string, tm: string, ru: string, en: string): Place => ({
  code,
  kind: 'etrap',
  names: { tm: `${tm} etraby`, ru, en: `${en} District` },
});
const city = (code: string, tm: string, ru: string, en: string): Place => ({
  code,
  kind: 'city',
  names: { tm: `${tm} şäheri`, ru: `город ${ru}`, en: `${en} City` },
});

export const WELAYATS: readonly Welayat[] = [
  {
    code: 'ahal',
    names: { tm: 'Ahal welaýaty', ru: 'Ахалский велаят', en: 'Ahal Region' },
    places: [
      city('arkadag', 'Arkadag', 'Аркадаг', 'Arkadag'),
      etrap('ak-bugday', 'Ak bugdaý', 'этрап Ак бугдай', 'Ak Bugday'),
      etrap('altyn-asyr', 'Altyn asyr', 'этрап Алтын асыр', 'Altyn Asyr'),
      etrap('babadayhan', 'Babadaýhan', 'Бабадайханский этрап', 'Babadayhan'),
      etrap('baherden', 'Bäherden', 'Бахерденский этрап', 'Baherden'),
      etrap('gokdepe', 'Gökdepe', 'Гёкдепинский этрап', 'Gokdepe'),
      etrap('kaka', 'Kaka', 'Каахкинский этрап', 'Kaka'),
      etrap('sarahs', 'Sarahs', 'Серахсский этрап', 'Sarahs'),
      etrap('tejen', 'Tejen', 'Тедженский этрап', 'Tejen'),
    ],
  },
  {
    code: 'balkan',
    names: { tm: 'Balkan welaýaty', ru: 'Балканский велаят', en: 'Balkan Region' },
    places: [
      city('balkanabat', 'Balkanabat', 'Балканабат', 'Balkanabat'),
      city('turkmenbashy-city', 'Türkmenbaşy', 'Туркменбаши', 'Turkmenbashy'),
      etrap('bereket', 'Bereket', 'Берекетский этрап', 'Bereket'),
      etrap('esenguly', 'Esenguly', 'Эсенгулыйский этрап', 'Esenguly'),
      etrap('etrek', 'Etrek', 'Этрекский этрап', 'Etrek'),
      etrap('magtymguly', 'Magtymguly', 'Махтумкулийский этрап', 'Magtymguly'),
      etrap('serdar', 'Serdar', 'Сердарский этрап', 'Serdar'),
      etrap('turkmenbashy', 'Türkmenbaşy', 'Туркменбашийский этрап', 'Turkmenbashy'),
    ],
  },
  {
    code: 'dashoguz',
    names: { tm: 'Daşoguz welaýaty', ru: 'Дашогузский велаят', en: 'Dashoguz Region' },
    places: [
      city('dashoguz-city', 'Daşoguz', 'Дашогуз', 'Dashoguz'),
      etrap('akdepe', 'Akdepe', 'Акдепинский этрап', 'Akdepe'),
      etrap('boldumsaz', 'Boldumsaz', 'Болдумсазский этрап', 'Boldumsaz'),
      etrap('garashsyzlyk', 'Garaşsyzlyk', 'этрап Гарашсызлык', 'Garashsyzlyk'),
      etrap('gorogly', 'Görogly', 'этрап Гёроглы', 'Gorogly'),
      etrap('gubadag', 'Gubadag', 'этрап Губадаг', 'Gubadag'),
      etrap('koneurgench', 'Köneürgenç', 'Кёнеургенчский этрап', 'Koneurgench'),
      etrap('ruhubelent', 'Ruhubelent', 'этрап Рухубелент', 'Ruhubelent'),
      {
        code: 'saparmyrat-turkmenbashy',
        kind: 'etrap',
        names: {
          tm: 'Saparmyrat Türkmenbaşy adyndaky etrap',
          ru: 'этрап имени Сапармурата Туркменбаши',
          en: 'Saparmyrat Turkmenbashy District',
        },
      },
      etrap('shabat', 'Şabat', 'этрап Шабат', 'Shabat'),
    ],
  },
  {
    code: 'lebap',
    names: { tm: 'Lebap welaýaty', ru: 'Лебапский велаят', en: 'Lebap Region' },
    places: [
      city('turkmenabat', 'Türkmenabat', 'Туркменабат', 'Turkmenabat'),
      etrap('charjew', 'Çärjew', 'Чарджевский этрап', 'Charjew'),
      etrap('darganata', 'Darganata', 'Дарганатинский этрап', 'Darganata'),
      etrap('danew', 'Dänew', 'Дяневский этрап', 'Danew'),
      etrap('dowletli', 'Döwletli', 'Довлетлинский этрап', 'Dowletli'),
      etrap('farap', 'Farap', 'Фарапский этрап', 'Farap'),
      etrap('garabekewul', 'Garabekewül', 'Гарабекевюльский этрап', 'Garabekewul'),
      etrap('halach', 'Halaç', 'Халачский этрап', 'Halach'),
      etrap('hojambaz', 'Hojambaz', 'Ходжамбазский этрап', 'Hojambaz'),
      etrap('kerki', 'Kerki', 'Керкинский этрап', 'Kerki'),
      etrap('koytendag', 'Köýtendag', 'Кёйтендагский этрап', 'Koytendag'),
      etrap('sayat', 'Saýat', 'Саятский этрап', 'Sayat'),
    ],
  },
  {
    code: 'mary',
    names: { tm: 'Mary welaýaty', ru: 'Марыйский велаят', en: 'Mary Region' },
    places: [
      city('mary-city', 'Mary', 'Мары', 'Mary'),
      city('bayramaly-city', 'Baýramaly', 'Байрамали', 'Bayramaly'),
      etrap('bayramaly', 'Baýramaly', 'Байрамалийский этрап', 'Bayramaly'),
      etrap('mary', 'Mary', 'Марыйский этрап', 'Mary'),
      etrap('murgap', 'Murgap', 'Мургапский этрап', 'Murgap'),
      etrap('oguzhan', 'Oguzhan', 'Огузханский этрап', 'Oguzhan'),
      etrap('sakarchage', 'Sakarçäge', 'Сакарчагинский этрап', 'Sakarchage'),
      etrap('serhetabat', 'Serhetabat', 'Серхетабадский этрап', 'Serhetabat'),
      etrap('tagtabazar', 'Tagtabazar', 'Тагтабазарский этрап', 'Tagtabazar'),
      etrap('turkmengala', 'Türkmengala', 'Туркменгалинский этрап', 'Turkmengala'),
      etrap('wekilbazar', 'Wekilbazar', 'Векилбазарский этрап', 'Wekilbazar'),
      etrap('yoloten', 'Ýolöten', 'Ёлётенский этрап', 'Yoloten'),
    ],
  },
  {
    code: 'ashgabat',
    names: { tm: 'Aşgabat şäheri', ru: 'город Ашхабад', en: 'Ashgabat City' },
    places: [
      etrap('bagtyyarlyk', 'Bagtyýarlyk', 'этрап Багтыярлык', 'Bagtyyarlyk'),
      etrap('berkararlyk', 'Berkararlyk', 'этрап Беркарарлык', 'Berkararlyk'),
      etrap('buzmeyin', 'Büzmeýin', 'этрап Бюзмейин', 'Buzmeyin'),
      etrap('kopetdag', 'Köpetdag', 'Копетдагский этрап', 'Kopetdag'),
    ],
  },
];

export { ASHGABAT_NEIGHBOURHOODS };

export const isWelayatCode = (value: unknown): value is WelayatCode =>
  typeof value === 'string' && (WELAYAT_CODES as readonly string[]).includes(value);

export const welayatOf = (code: string) => WELAYATS.find((welayat) => welayat.code === code);

export const placeOf = (welayat: string, code: string) =>
  welayatOf(welayat)?.places.find((place) => place.code === code);

/** Only Ashgabat's addresses name a neighbourhood (spec §3). */
export const hasNeighbourhoods = (welayat: string) => welayat === 'ashgabat';

export const neighbourhoodOf = (code: string) => ASHGABAT_NEIGHBOURHOODS.find((place) => place.code === code);

/**
 * A stored address part in the shopper's language. Codes the data does not know (an address
 * saved by another client, or a place renamed later) are shown as they were stored.
 */
export function placeNames(address: { welayat: string; etrap: string; city?: string | null }, lng: Lng) {
  return {
    welayat: welayatOf(address.welayat)?.names[lng] ?? address.welayat,
    etrap: placeOf(address.welayat, address.etrap)?.names[lng] ?? address.etrap,
    city: address.city ? (neighbourhoodOf(address.city)?.names[lng] ?? address.city) : null,
  };
}
