/**
 * A catalogue file's problems in the shop's three languages, for the editors' page (the import's
 * 422 answer): where ("товар №13 (sku a55-1), поле «price»") and why ("должно быть не меньше 0").
 * Records are numbered from 1, as a person counts them; a field keeps the file's own name.
 */
import type { Lng } from '../contract/constants';
import { messageWith } from '../lib/messages';
import { counted, type PluralForms } from '../lib/plural';
import type { Problem, ProblemCode, ProblemList, ProblemPlace, ProblemValues } from './problems';

type Texts = Record<Lng, string>;

const NOUNS: Record<ProblemList, Texts> = {
  images: { tm: 'surat', ru: 'изображение', en: 'image' },
  parameters: { tm: 'häsiýetnama', ru: 'характеристика', en: 'parameter' },
  brands: { tm: 'brend', ru: 'бренд', en: 'brand' },
  categories: { tm: 'kategoriýa', ru: 'категория', en: 'category' },
  products: { tm: 'haryt', ru: 'товар', en: 'product' },
  footers: { tm: 'maglumat sahypasy', ru: 'информационная страница', en: 'information page' },
  groups: { tm: 'baş sahypanyň topary', ru: 'подборка главной страницы', en: 'home page group' },
};

const PLACES = {
  file: { tm: 'Faýl', ru: 'Файл', en: 'The file' },
  fileField: { tm: 'Faýlyň «{field}» meýdany', ru: 'Файл, поле «{field}»', en: 'The file, field {field}' },
  list: { tm: '«{list}» sanawy', ru: 'Список «{list}»', en: 'The list {list}' },
  record: { tm: '{noun} №{number}', ru: '{noun} №{number}', en: '{noun} {number}' },
  field: { tm: '«{field}» meýdany', ru: 'поле «{field}»', en: 'field {field}' },
} satisfies Record<string, Texts>;

const fill = (text: string, values: ProblemValues) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));

const capital = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Where a problem is, in `lng`: "Haryt №13 (sku a55-1), «price» meýdany". */
export function placeText(place: ProblemPlace, lng: Lng): string {
  if (!place.list) return place.field ? fill(PLACES.fileField[lng], { field: place.field }) : PLACES.file[lng];
  if (place.index === null) return fill(PLACES.list[lng], { list: place.list });
  let text = capital(fill(PLACES.record[lng], { noun: NOUNS[place.list][lng], number: place.index + 1 }));
  if (place.id) text += ` (${place.id.kind} ${place.id.value})`;
  if (place.field) text += `, ${fill(PLACES.field[lng], { field: place.field })}`;
  return text;
}

/** The JSON types a field must have, as the cause names them. */
const TYPES: Record<string, Texts> = {
  string: { tm: 'tekst', ru: 'текстом', en: 'text' },
  number: { tm: 'san', ru: 'числом', en: 'a number' },
  integer: { tm: 'bitin san', ru: 'целым числом', en: 'a whole number' },
  boolean: { tm: 'true ýa-da false', ru: 'true или false', en: 'true or false' },
  array: { tm: 'sanaw', ru: 'списком', en: 'a list' },
  object: { tm: 'obýekt', ru: 'объектом', en: 'an object' },
  null: { tm: 'null', ru: 'null', en: 'null' },
};
const OR: Texts = { tm: ' ýa-da ', ru: ' или ', en: ' or ' };

/** Nouns after a number; Russian's "не длиннее 200 символов" takes the genitive. */
const CHARACTERS: Record<Lng, PluralForms> = {
  tm: { other: '{n} nyşan' },
  ru: { one: '{n} символа', few: '{n} символов', many: '{n} символов', other: '{n} символа' },
  en: { one: '{n} character', other: '{n} characters' },
};
const ENTRIES: Record<Lng, PluralForms> = {
  tm: { other: '{n} ýazgy' },
  ru: { one: '{n} записи', few: '{n} записей', many: '{n} записей', other: '{n} записи' },
  en: { one: '{n} entry', other: '{n} entries' },
};

const CAUSES: Record<ProblemCode, Texts> = {
  required: {
    tm: 'hökmany «{field}» meýdany ýok',
    ru: 'нет обязательного поля «{field}»',
    en: "the required field '{field}' is missing",
  },
  unknownField: {
    tm: '«{field}» diýen meýdan faýlyň görnüşinde ýok',
    ru: 'в формате файла нет поля «{field}»',
    en: "the file's format has no field '{field}'",
  },
  type: { tm: '{type} bolmaly', ru: 'должно быть {type}', en: 'must be {type}' },
  atLeast: { tm: 'iň azyndan {limit} bolmaly', ru: 'должно быть не меньше {limit}', en: 'must be at least {limit}' },
  atMost: { tm: 'iň köp {limit} bolup biler', ru: 'должно быть не больше {limit}', en: 'must be at most {limit}' },
  greaterThan: {
    tm: '{limit} sanyndan uly bolmaly',
    ru: 'должно быть больше {limit}',
    en: 'must be greater than {limit}',
  },
  lessThan: { tm: '{limit} sanyndan kiçi bolmaly', ru: 'должно быть меньше {limit}', en: 'must be less than {limit}' },
  empty: { tm: 'boş bolmaly däl', ru: 'не должно быть пустым', en: 'must not be empty' },
  minLength: {
    tm: 'iň azyndan {characters} bolmaly',
    ru: 'должно быть не короче {characters}',
    en: 'must be at least {characters} long',
  },
  maxLength: {
    tm: '{characters}dan uzyn bolmaly däl',
    ru: 'должно быть не длиннее {characters}',
    en: 'must be at most {characters} long',
  },
  minItems: {
    tm: 'iň azyndan {entries} bolmaly',
    ru: 'нужно не меньше {entries}',
    en: 'must have at least {entries}',
  },
  maxItems: {
    tm: 'iň köp {entries} bolup biler',
    ru: 'допускается не больше {entries}',
    en: 'may have at most {entries}',
  },
  pattern: {
    tm: 'ýazylyşy nädogry: «{pattern}» görnüşine gabat gelmeli',
    ru: 'записано неверно: должно соответствовать шаблону «{pattern}»',
    en: "is written wrongly: must match the pattern '{pattern}'",
  },
  dateTime: {
    tm: 'sene we wagt bolmaly (ISO 8601, meselem 2026-12-01T10:00:00Z)',
    ru: 'должно быть датой и временем (ISO 8601, например 2026-12-01T10:00:00Z)',
    en: 'must be a date and time (ISO 8601, for example 2026-12-01T10:00:00Z)',
  },
  oneOf: { tm: 'şularyň biri bolmaly: {values}', ru: 'должно быть одним из: {values}', en: 'must be one of: {values}' },
  cents: {
    tm: 'oturdan soň iň köp iki sifr bolup biler',
    ru: 'допускается не больше двух знаков после запятой',
    en: 'may have at most two decimals',
  },
  invalid: { tm: 'nädogry', ru: 'неверное значение', en: 'is not valid' },
  notObject: {
    tm: 'JSON obýekti bolmaly, sanawlary: {lists}',
    ru: 'должен быть объектом JSON со списками: {lists}',
    en: 'must be a JSON object with lists: {lists}',
  },
  duplicate: {
    tm: 'kody şu sanawyň №{number} ýazgysynyňky bilen birmeňzeş',
    ru: 'тот же код, что у записи №{number} этого списка',
    en: 'has the same code as entry {number} of this list',
  },
  duplicateValue: {
    tm: '«{code}» kodly baha gaýtalanýar',
    ru: 'значение с кодом «{code}» повторяется',
    en: "the value code '{code}' is repeated",
  },
  duplicateParameter: {
    tm: 'bu häsiýetnama sanawda eýýäm bar (№{number})',
    ru: 'эта характеристика уже есть в списке (№{number})',
    en: 'repeats entry {number} of the list',
  },
  noImage: { tm: '«{code}» suraty ýok', ru: 'нет изображения «{code}»', en: "there is no image '{code}'" },
  noCategory: { tm: '«{code}» kategoriýasy ýok', ru: 'нет категории «{code}»', en: "there is no category '{code}'" },
  noBrand: { tm: '«{code}» brendi ýok', ru: 'нет бренда «{code}»', en: "there is no brand '{code}'" },
  noParameter: {
    tm: '«{code}» häsiýetnamasy ýok',
    ru: 'нет характеристики «{code}»',
    en: "there is no parameter '{code}'",
  },
  noValue: {
    tm: '«{parameter}» häsiýetnamasynda «{value}» bahasy ýok',
    ru: 'у характеристики «{parameter}» нет значения «{value}»',
    en: "parameter '{parameter}' has no value '{value}'",
  },
  noProduct: { tm: '«{code}» harydy ýok', ru: 'нет товара «{code}»', en: "there is no product '{code}'" },
  cycle: {
    tm: 'ene kategoriýalar aýlaw emele getirýär',
    ru: 'родительские категории образуют цикл',
    en: 'the parents make a cycle',
  },
  oldPrice: {
    tm: 'öňki baha häzirki bahadan uly bolmaly',
    ru: 'старая цена должна быть больше цены',
    en: 'the old price must be greater than the price',
  },
  linksItself: { tm: 'harydy özüne baglaýar', ru: 'связывает товар с ним самим', en: 'links the product to itself' },
  nul: {
    tm: 'NUL (U+0000) nyşany bolmaly däl',
    ru: 'не должно содержать символов NUL (U+0000)',
    en: 'must not contain NUL characters (U+0000)',
  },
  sameValueText: {
    tm: '{lng} teksti («{text}») «{other}» bahasynyňky bilen birmeňzeş: süzgüç ony iki gezek görkezerdi',
    ru: 'тот же текст {lng} («{text}»), что у значения «{other}»: фильтр показал бы его дважды',
    en: "has the same {lng} text '{text}' as value '{other}': a filter would list it twice",
  },
  panelClash: {
    tm: '«{category}» kategoriýasynyň süzgüji «{name}» ({lng}) atly iki topar görkezerdi: «{first}» we «{second}» häsiýetnamalary; olary bir häsiýetnama ediň ýa-da dürli atlandyryň',
    ru: 'фильтр категории «{category}» показал бы две группы «{name}» ({lng}): характеристики «{first}» и «{second}»; объедините их в одну или назовите по-разному',
    en: "the filter of category '{category}' would show two groups named '{name}' ({lng}): parameters '{first}' and '{second}'; make them one parameter or name them apart",
  },
};

/** Why it is a problem, in `lng`: "должно быть не меньше 0". */
export function causeText(problem: Pick<Problem, 'code' | 'values'>, lng: Lng): string {
  const values: ProblemValues = { ...problem.values };
  if (typeof values.type === 'string')
    values.type = values.type
      .split(',')
      .map((type) => TYPES[type]?.[lng] ?? type)
      .join(OR[lng]);
  if (typeof values.limit === 'number') {
    values.characters = counted(lng, values.limit, CHARACTERS[lng]);
    values.entries = counted(lng, values.limit, ENTRIES[lng]);
  }
  if (typeof values.lng === 'string') values.lng = values.lng.toUpperCase();
  return fill(CAUSES[problem.code][lng], values);
}

/** A problem as the import's answer gives it: the file's notation, and place and cause in `lng`. */
export function problemInLanguage(problem: Problem, lng: Lng) {
  return {
    at: problem.at,
    reason: problem.reason,
    place: placeText(problem.place, lng),
    cause: causeText(problem, lng),
  };
}

const PROBLEMS: Record<Lng, PluralForms> = {
  tm: { other: '{n} ýalňyşlyk' },
  ru: { one: '{n} ошибка', few: '{n} ошибки', many: '{n} ошибок', other: '{n} ошибки' },
  en: { one: '{n} problem', other: '{n} problems' },
};

/** What the import's refusal says first: "Найдено: 2 ошибки; ничего не загружено". */
export function importProblemsMessage(lng: Lng, count: number, complete: boolean): string {
  return messageWith(complete ? 'importProblems' : 'importProblemsCapped', lng, {
    problems: counted(lng, count, PROBLEMS[lng]),
  });
}
