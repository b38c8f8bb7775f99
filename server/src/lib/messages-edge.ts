/**
 * Texts of the API's edge (docs/adr/009, 010): requests refused before a handler runs.
 */
export const EDGE_MESSAGES = {
  bodyTooLarge: {
    tm: 'Haýyşyň mazmuny gaty uly: iň köp {limit} KB bolup biler',
    ru: 'Тело запроса слишком большое: допускается не больше {limit} КБ',
    en: 'The request body is too large: at most {limit} KB',
  },
  bodyTooDeep: {
    tm: 'Haýyşyň mazmunynda içki gatlaklar gaty köp: iň köp {limit} bolup biler',
    ru: 'Слишком глубокая вложенность в теле запроса: допускается не больше {limit} уровней',
    en: 'The request body is nested too deeply: at most {limit} levels',
  },
  bodyNotJson: {
    tm: 'Haýyşyň mazmuny dogry JSON däl',
    ru: 'Тело запроса не является корректным JSON',
    en: 'The request body is not valid JSON',
  },
  bodyIncomplete: {
    tm: 'Haýyşyň mazmuny Content-Length sözbaşysyna gabat gelmeýär',
    ru: 'Тело запроса не совпадает с заголовком Content-Length',
    en: 'The request body does not match its Content-Length',
  },
  bodyNotSupported: {
    tm: 'Haýyşyň mazmuny JSON bolmaly (Content-Type: application/json)',
    ru: 'Тело запроса должно быть в формате JSON (Content-Type: application/json)',
    en: 'The request body must be JSON (Content-Type: application/json)',
  },
  uploadMalformed: {
    tm: 'Ýüklenen faýl okalyp bilinmedi: multipart/form-data mazmuny bozuk. Faýly täzeden iberiň',
    ru: 'Не удалось прочитать загрузку: тело multipart/form-data повреждено. Отправьте файл ещё раз',
    en: 'The upload could not be read: its multipart/form-data body is malformed. Send the file again',
  },
  badAddress: { tm: 'Salgy nädogry', ru: 'Неверный адрес', en: 'The address is not valid' },
  addressTooLong: { tm: 'Salgy gaty uzyn', ru: 'Слишком длинный адрес', en: 'The address is too long' },
  priceBoundsCrossed: {
    tm: 'priceMin priceMax-dan uly bolmaly däl',
    ru: 'priceMin не должна быть больше priceMax',
    en: 'priceMin must not be above priceMax',
  },
  // Validation: '<where>: <reason>', e.g. 'querystring/limit: must be at most 1000'.
  invalidValue: { tm: 'Nädogry baha', ru: 'Неверное значение', en: 'Invalid value' },
  mustBeFinite: { tm: 'çäkli san bolmaly', ru: 'должно быть конечным числом', en: 'must be a finite number' },
  mustBeNumber: { tm: 'san bolmaly', ru: 'должно быть числом', en: 'must be a number' },
  mustBeInteger: { tm: 'bitin san bolmaly', ru: 'должно быть целым числом', en: 'must be a whole number' },
  mustBeBoolean: { tm: 'true ýa-da false bolmaly', ru: 'должно быть true или false', en: 'must be true or false' },
  mustBeText: { tm: 'tekst bolmaly', ru: 'должно быть строкой', en: 'must be text' },
  mustBeList: { tm: 'sanaw bolmaly', ru: 'должно быть списком', en: 'must be a list' },
  mustBeObject: { tm: 'obýekt bolmaly', ru: 'должно быть объектом', en: 'must be an object' },
  mustBeAtMost: { tm: 'iň köp {limit} bolmaly', ru: 'должно быть не больше {limit}', en: 'must be at most {limit}' },
  mustBeAtLeast: { tm: 'iň az {limit} bolmaly', ru: 'должно быть не меньше {limit}', en: 'must be at least {limit}' },
  mustBeAbove: {
    tm: '{limit} sanyndan uly bolmaly',
    ru: 'должно быть больше {limit}',
    en: 'must be greater than {limit}',
  },
  mustBeBelow: {
    tm: '{limit} sanyndan kiçi bolmaly',
    ru: 'должно быть меньше {limit}',
    en: 'must be less than {limit}',
  },
  mustBeCents: {
    tm: 'oturdan soň iň köp iki san bolmaly',
    ru: 'допускается не больше двух знаков после запятой',
    en: 'must have at most two decimals',
  },
  tooLong: {
    tm: 'iň köp {limit} simwol bolup biler',
    ru: 'допускается не больше {limit} символов',
    en: 'may be at most {limit} characters long',
  },
  tooManyItems: {
    tm: 'iň köp {limit} element bolup biler',
    ru: 'допускается не больше {limit} элементов',
    en: 'may hold at most {limit} items',
  },
  tooFewItems: {
    tm: 'iň az {limit} element bolmaly',
    ru: 'должно содержать не меньше {limit} элементов',
    en: 'must hold at least {limit} items',
  },
  mustNotBeEmpty: { tm: 'boş bolmaly däl', ru: 'не должно быть пустым', en: 'must not be empty' },
  wrongFormat: { tm: 'formaty nädogry', ru: 'имеет неверный формат', en: 'has a wrong format' },
  personNameCharacters: {
    tm: 'diňe harplardan, boşluklardan, defislerden, nokatlardan we apostroflardan ybarat bolup biler: {chars} aýryň',
    ru: 'может содержать только буквы, пробелы, дефисы, точки и апострофы: уберите {chars}',
    en: 'may hold only letters, spaces, hyphens, dots and apostrophes: remove {chars}',
  },
  personNameStart: { tm: 'harp bilen başlanmaly', ru: 'должно начинаться с буквы', en: 'must start with a letter' },
  mustBeOneOf: {
    tm: 'şulardan biri bolmaly: {values}',
    ru: 'должно быть одним из значений: {values}',
    en: 'must be one of: {values}',
  },
  unknownField: { tm: 'näbelli meýdan: {name}', ru: 'неизвестное поле: {name}', en: 'unknown field: {name}' },
  missingField: {
    tm: 'hökmany meýdan ýok: {name}',
    ru: 'нет обязательного поля: {name}',
    en: 'required field missing: {name}',
  },
} as const;
