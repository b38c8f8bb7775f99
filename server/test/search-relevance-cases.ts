/**
 * What a shopper types and what must come first, over the sample catalogue of the tests
 * (generateCatalogue({ products: 120, now: TEST_NOW })). Latin, Cyrillic and mixed; Turkmen letters
 * typed or not; typos; model numbers with and without spaces and dashes.
 * - product: "Brand Model" of the first card of GET /products?query=
 * - brand: the first row of GET /brands?query= and the first item of the search call's brands group
 * - category: the code of the first row of GET /categories?query= and of the categories group
 * - productIn: the category code of the first card of GET /products?query= (a kind, not a model)
 * - productUnder: the code of the top-level category of the first card (a word only a category holds)
 * - categories: the codes of every row of GET /categories?query= and of the categories group, in order
 */
export type RelevanceCase = { query: string; why: string } & (
  | { product: string }
  | { brand: string }
  | { category: string }
  | { productIn: string }
  | { productUnder: string }
  | { categories: string[] }
);

export const RELEVANCE_CASES: RelevanceCase[] = [
  // model numbers
  { query: 'a15', product: 'Samsung Galaxy A15', why: 'model number, end of the model' },
  { query: 'A 15', product: 'Samsung Galaxy A15', why: 'model number with a space' },
  { query: 'A-15', product: 'Samsung Galaxy A15', why: 'model number with a dash' },
  { query: 'galaxy a15', product: 'Samsung Galaxy A15', why: 'whole model' },
  { query: 'galaxya15', product: 'Samsung Galaxy A15', why: 'whole model run together' },
  { query: 'wh-ch520', product: 'Sony WH-CH520', why: 'model with a dash' },
  { query: 'whch520', product: 'Sony WH-CH520', why: 'model without its dash' },
  { query: 'rb33a3440sa', product: 'Samsung RB33A3440SA', why: 'long model number' },
  { query: 'kgn36', product: 'Bosch Serie 4 KGN36VLEC', why: 'start of a model number' },
  { query: 'qn85d', product: 'Samsung Neo QLED QN85D', why: 'model number inside a longer model' },
  { query: 'tl-wr840n', product: 'TP-Link TL-WR840N', why: 'model with a dash' },
  { query: 'd3500', product: 'Nikon D3500', why: 'model number alone' },
  { query: 'xbox series s', product: 'Microsoft Xbox Series S', why: 'whole model, one letter last' },
  { query: 'SM-A155', product: 'Samsung Galaxy A15', why: "the maker's model code, one digit more" },
  // Latin
  { query: 'iphone 13', product: 'Apple iPhone 13', why: 'model and number' },
  { query: 'macbook air 15', product: 'Apple MacBook Air 15 M3', why: 'model words and a number' },
  { query: 'playstation 5', product: 'Sony PlayStation 5 Slim Digital Edition', why: 'start of a long model' },
  { query: 'dyson v8', product: 'Dyson V8 Absolute', why: 'brand and model' },
  { query: 'jbl go 4', product: 'JBL Go 4', why: 'short words' },
  { query: 'steam deck', product: 'Valve Steam Deck OLED', why: 'model words without the brand' },
  { query: 'redmi pad', product: 'Xiaomi Redmi Pad SE', why: 'model words' },
  { query: 'smart band 8', product: 'Xiaomi Smart Band 8', why: 'common words that together make one model' },
  { query: 'stiralnaya mashina bosch', product: 'Bosch Serie 4 WAN24100', why: 'Russian typed in Latin letters' },
  // Cyrillic
  { query: 'айфон 13', product: 'Apple iPhone 13', why: 'Russian spelling of iPhone' },
  { query: 'плейстейшн', product: 'Sony PlayStation 5 Slim Digital Edition', why: 'Russian spelling of PlayStation' },
  { query: 'эйрподс', product: 'Apple AirPods 4', why: 'Russian spelling of AirPods' },
  { query: 'ксениум', product: 'Philips Xenium E111', why: 'x typed as кс' },
  { query: 'редми пад', product: 'Xiaomi Redmi Pad SE', why: 'Cyrillic transliteration of a Latin model' },
  { query: 'никон д3500', product: 'Nikon D3500', why: 'Cyrillic brand and model number' },
  { query: 'нокиа', product: 'Nokia 105', why: 'Cyrillic brand, one product' },
  { query: 'мультиквик', product: 'Braun MultiQuick 3 MQ3135', why: 'Cyrillic model name' },
  { query: 'арчер', product: 'TP-Link Archer C6', why: 'ch typed as ч' },
  // mixed scripts and Turkmen letters
  { query: 'галакси а15', product: 'Samsung Galaxy A15', why: 'Cyrillic model with a Cyrillic а' },
  { query: 'самсунг a15', product: 'Samsung Galaxy A15', why: 'Cyrillic brand, Latin model number' },
  { query: 'дайсон v8', product: 'Dyson V8 Absolute', why: 'Cyrillic brand, Latin model' },
  { query: 'ütük philips', product: 'Philips DST3041', why: 'Turkmen word with its letters' },
  { query: 'utuk tefal', product: 'Tefal FV1711', why: 'Turkmen word without its letters' },
  { query: 'çäýnek bosch', product: 'Bosch TWK3A011', why: 'Turkmen letters' },
  { query: 'caynek bosch', product: 'Bosch TWK3A011', why: 'Turkmen letters typed plain' },
  {
    query: 'чайник бош',
    product: 'Bosch TWK3A011',
    why: 'Russian word one typo from the Turkmen çäýnek, Cyrillic brand',
  },
  // typos
  { query: 'samsng galaxy a15', product: 'Samsung Galaxy A15', why: 'missing letter in the brand' },
  { query: 'galxy a15', product: 'Samsung Galaxy A15', why: 'missing letter in the model' },
  { query: 'ipone 13', product: 'Apple iPhone 13', why: 'missing letter' },
  { query: 'aipods', product: 'Apple AirPods 4', why: 'missing letter' },
  { query: 'kenon 90d', product: 'Canon EOS 90D', why: 'wrong letter in the brand' },
  // brands
  { query: 'самсунг', brand: 'Samsung', why: 'Cyrillic brand' },
  { query: 'samsnug', brand: 'Samsung', why: 'two letters swapped' },
  { query: 'Самсунг галакси', brand: 'Samsung', why: 'brand and a model word' },
  { query: 'эпл', brand: 'Apple', why: 'Russian spelling of Apple' },
  { query: 'сони', brand: 'Sony', why: 'Cyrillic brand, y as и' },
  { query: 'филипс', brand: 'Philips', why: 'ph as ф' },
  { query: 'хуавей', brand: 'Huawei', why: 'Cyrillic brand, w as в' },
  { query: 'lenvo', brand: 'Lenovo', why: 'missing letter' },
  { query: 'тп линк', brand: 'TP-Link', why: 'Cyrillic brand with a dash' },
  // categories
  { query: 'смартфон', category: 'smartphones', why: 'Russian category' },
  { query: 'smartphone', category: 'smartphones', why: 'English category' },
  { query: 'telefon', category: 'phones-tablets', why: 'top level first at equal relevance' },
  { query: 'телефон', category: 'phones-tablets', why: 'Cyrillic' },
  { query: 'пылесос', category: 'vacuum-cleaners', why: 'Russian name starts with the word' },
  { query: 'kondisioner', category: 'air-conditioners', why: 'Turkmen' },
  { query: 'холодильник', category: 'refrigerators', why: 'Russian' },
  { query: 'telewizor', category: 'tv', why: 'Turkmen w' },
  { query: 'ütükler', category: 'irons', why: 'exact Turkmen name' },
  { query: 'геймпад', category: 'gamepads', why: 'Turkmen name in Cyrillic letters' },
  // a generic word: the kind it mostly means first
  { query: 'telefon', productIn: 'smartphones', why: 'smartphones before the push-button phones named so' },
  { query: 'телефон', productIn: 'smartphones', why: 'Cyrillic generic word' },
  { query: 'phone', productIn: 'smartphones', why: 'English generic word' },
  { query: 'phones', productIn: 'smartphones', why: 'English plural' },
  { query: 'телефон нокиа', productIn: 'feature-phones', why: 'the other kind still found: Nokia makes no smartphone' },
  // a model code: its own category or none
  { query: 'SM-A155', categories: [], why: 'no model holds it: none, not every category starting "sm"' },
  { query: 'iphone 13', categories: ['smartphones'], why: 'model and number' },
  { query: 'wh-ch520', categories: ['headphones'], why: 'its own category, not those starting "wh"' },
  { query: '4G routerler', category: '4g-routers', why: 'a category name with a digit, no product needed' },
  // a word only a category's name holds: the category's products
  { query: 'kompýuter', productUnder: 'computers', why: 'TM word of "Noutbuklar we kompýuterler" only' },
  { query: 'компьютер', productUnder: 'computers', why: 'RU word of "Ноутбуки и компьютеры" only' },
  { query: 'computer', productUnder: 'computers', why: 'EN word of "Laptops and computers" only' },
  { query: 'aşhana', productUnder: 'kitchen', why: 'TM word of "Aşhana tehnikasy" only' },
  { query: 'кухня', productUnder: 'kitchen', why: 'RU "кухни" of "Техника для кухни", another ending' },
  { query: 'kitchen', productUnder: 'kitchen', why: 'EN word of "Kitchen appliances" only' },
  // typed in the other keyboard layout
  { query: 'yjen,er', productUnder: 'computers', why: 'RU "ноутбук" typed on the Latin layout, a comma for б' },
  { query: 'ntktajy', productIn: 'smartphones', why: 'RU "телефон" typed on the Latin layout' },
  { query: 'ыфьыгтп', brand: 'Samsung', why: 'EN "samsung" typed on the Russian layout' },
  { query: 'дфзещз', productUnder: 'computers', why: 'EN "laptop" typed on the Russian layout' },
  { query: 'еудуцшящк', productUnder: 'tv', why: 'TM "telewizor" typed on the Russian layout' },
  { query: 'yjen,er lenovo', productIn: 'laptops', why: 'one word on the Latin layout, one as typed' },
  // a model the shop does not sell: its nearest models (the test catalogue sells the A15, S24 FE, iPhone 13)
  { query: 'galaxy a16', product: 'Samsung Galaxy A15', why: 'the only A16 is an iPad: the nearest Galaxy' },
  { query: 'a13', product: 'Samsung Galaxy A15', why: 'a model word alone: the A15 is nearer than the iPad (A16)' },
  { query: 'iphone 14', product: 'Apple iPhone 13', why: 'the nearest iPhone the shop sells' },
  { query: 'айфон 14', product: 'Apple iPhone 13', why: 'RU: the same, in Cyrillic' },
  { query: 'galaxy s25 fe', product: 'Samsung Galaxy S24 FE', why: 'letters and a number in one word' },
  { query: 'smartfon a16', product: 'Samsung Galaxy A15', why: 'TM kind word and a model not sold' },
  { query: 'iphone 14', categories: ['smartphones'], why: 'the category of the nearest models, not none' },
];
