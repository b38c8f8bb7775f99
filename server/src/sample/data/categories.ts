import type { Loc, SubcategoryDef, TopCategoryDef } from './types';

/*
 * Hand-written catalogue tree. Conventions:
 * - a product name is `${noun} ${brand} ${series} ${model}` (series may be ''), so series and model
 *   are chosen to read as the real product name: series 'Galaxy' + model 'A55' -> 'Samsung Galaxy A55';
 * - models of a line are ordered from the cheapest to the dearest, `price` spans them (TMT);
 * - the values of the first two parameters follow the product name ('..., 256 GB, 8 GB'), so they are
 *   never yes/no parameters, and the first one grows with the price (storage, size, power...);
 * - texts only put a {param:...} inside a sentence when its value is a number/unit or a proper name;
 *   word values ('Bar'/'Ýok', colours, types) always follow a label and a colon.
 */

const L = (tm: string, ru: string, en: string): Loc => ({ tm, ru, en });

// ===================================================================== phones and tablets

const smartphones: SubcategoryDef = {
  code: 'smartphones',
  name: L('Smartfonlar', 'Смартфоны', 'Smartphones'),
  kind: 'phone',
  noun: L('Smartfon', 'Смартфон', 'Smartphone'),
  parameters: ['storage', 'ram', 'screen', 'phone_camera', 'battery', 'colour'],
  values: {
    storage: ['128gb', '256gb', '512gb', '1tb'],
    ram: ['4gb', '6gb', '8gb', '12gb', '16gb'],
    screen: ['6-1in', '6-4in', '6-6in', '6-7in', '6-8in'],
    battery: ['3000-4000mah', '4000-5000mah', '5000-6000mah', '6000-7000mah'],
  },
  lines: [
    { brand: 'samsung', series: 'Galaxy', models: ['A15', 'A25', 'A35', 'A55'], price: [2900, 8500] },
    { brand: 'samsung', series: 'Galaxy', models: ['S24 FE', 'S24', 'S24+', 'S24 Ultra'], price: [12500, 29500] },
    { brand: 'apple', series: 'iPhone', models: ['13', '14', '15', '16', '15 Pro', '16 Pro'], price: [12500, 29000] },
    { brand: 'xiaomi', series: 'Redmi Note', models: ['13', '13 Pro', '14', '14 Pro'], price: [3000, 7000] },
    { brand: 'honor', series: '', models: ['X6b', 'X8b', 'X9b', '200', 'Magic6 Pro'], price: [2300, 19500] },
    { brand: 'oppo', series: '', models: ['A18', 'A38', 'A58', 'Reno11 F'], price: [2100, 6500] },
    { brand: 'vivo', series: '', models: ['Y17s', 'Y28', 'Y36', 'V30e'], price: [2100, 6800] },
    { brand: 'infinix', series: '', models: ['Hot 40i', 'Hot 40 Pro', 'Note 40', 'Note 40 Pro'], price: [1900, 5000] },
  ],
  description: [
    L(
      '{name} gündelik durmuşyň ähli zerurlyklaryna laýyk gelýän döwrebap smartfondyr. {param:screen} ekranda habarlary okamak, wideo görmek we kartalar bilen işlemek amatly, {param:ram} operatiw ýat bolsa programmalaryň arasynda bökdençsiz geçmäge mümkinçilik berýär.',
      '{name} — современный смартфон на каждый день. На экране {param:screen} удобно читать сообщения, смотреть видео и пользоваться картами, а {param:ram} оперативной памяти позволяют без задержек переключаться между приложениями.',
      '{name} is a modern smartphone built for everyday life. The {param:screen} display is comfortable for messaging, video and maps, while {param:ram} of RAM keeps switching between apps smooth.',
    ),
    L(
      '{param:storage} içki ýat suratlaryňyzy, wideolaryňyzy we sazlaryňyzy saklamak üçin giň ýer berýär. {param:phone_camera} esasy kamera gündiz hem, agşam hem aýdyň suratlary düşürýär, {param:battery} akkumulýator bolsa işjeň ulanylanda-da telefonyň bütin gün işlemegini üpjün edýär. Smartfon resmi kepillik bilen satylýar.',
      'Во встроенной памяти объёмом {param:storage} хватит места для фотографий, видео и музыки. Основная камера {param:phone_camera} делает чёткие снимки и днём, и вечером, а аккумулятор {param:battery} выдерживает целый день активного использования. Смартфон продаётся с официальной гарантией.',
      '{param:storage} of storage leaves plenty of room for photos, videos and music. The {param:phone_camera} main camera takes sharp pictures by day and in the evening, and the {param:battery} battery lasts through a full day of active use. Sold with an official warranty.',
    ),
  ],
  features: [
    L('{param:screen} ýagty ekran', 'Яркий экран {param:screen}', 'Bright {param:screen} display'),
    L(
      '{param:ram} operatiw we {param:storage} içki ýat',
      '{param:ram} оперативной и {param:storage} встроенной памяти',
      '{param:ram} RAM and {param:storage} storage',
    ),
    L('{param:phone_camera} esasy kamera', 'Основная камера {param:phone_camera}', '{param:phone_camera} main camera'),
    L(
      '{param:battery} akkumulýator we çalt zarýad beriş',
      'Аккумулятор {param:battery} с быстрой зарядкой',
      '{param:battery} battery with fast charging',
    ),
    L('Reňki: {param:colour}', 'Цвет: {param:colour}', 'Colour: {param:colour}'),
    L('Resmi kepillik', 'Официальная гарантия', 'Official warranty'),
  ],
};

const featurePhones: SubcategoryDef = {
  code: 'feature-phones',
  name: L('Düwmeli telefonlar', 'Кнопочные телефоны', 'Feature phones'),
  kind: 'phone',
  noun: L('Mobil telefon', 'Мобильный телефон', 'Mobile phone'),
  parameters: ['sim', 'screen', 'battery', 'colour'],
  values: {
    screen: ['1-77in', '2-4in', '2-8in'],
    battery: ['800-1200mah', '1200-2000mah', '2000-3000mah'],
  },
  lines: [
    { brand: 'nokia', series: '', models: ['105', '110 4G', '130', '225 4G', '3310'], price: [250, 900] },
    { brand: 'philips', series: 'Xenium', models: ['E111', 'E172', 'E255', 'E570'], price: [280, 900] },
    { brand: 'tecno', series: '', models: ['T301', 'T302', 'T372', 'T474'], price: [200, 450] },
  ],
  description: [
    L(
      '{name} jaň etmek we SMS ibermek üçin ýönekeý hem ygtybarly telefondyr. Uly düwmeler we aýdyň {param:screen} ekran ony ýaşuly adamlar üçin-de, çagalar üçin-de amatly edýär.',
      '{name} — простой и надёжный телефон для звонков и SMS. Крупные кнопки и чёткий экран {param:screen} делают его удобным и для пожилых людей, и для детей.',
      '{name} is a simple, dependable phone for calls and texts. Large keys and a clear {param:screen} screen make it easy to use for older people and children alike.',
    ),
    L(
      '{param:battery} akkumulýator bir zarýad bilen birnäçe gün işleýär, şonuň üçin telefon syýahat, iş ýa-da ätiýaçlyk telefon hökmünde gowy ýaraýar. Enjamda FM radio, fonar we {param:sim} goldawy bar.',
      'Аккумулятора {param:battery} хватает на несколько дней без подзарядки, поэтому телефон хорош в поездке, на работе или как запасной. Есть FM-радио, фонарик и поддержка {param:sim}.',
      'The {param:battery} battery lasts several days on a single charge, which makes it a good phone for travel, work or as a spare. It has FM radio, a torch and {param:sim} support.',
    ),
  ],
  features: [
    L('Bir zarýad bilen birnäçe gün işleýär', 'Несколько дней без подзарядки', 'Several days on one charge'),
    L(
      '{param:screen} ekran we uly düwmeler',
      'Экран {param:screen} и крупные кнопки',
      '{param:screen} screen and large keys',
    ),
    L('{param:sim} goldawy', 'Поддержка {param:sim}', '{param:sim} support'),
    L('FM radio we fonar', 'FM-радио и фонарик', 'FM radio and torch'),
    L('Reňki: {param:colour}', 'Цвет: {param:colour}', 'Colour: {param:colour}'),
  ],
};

const tablets: SubcategoryDef = {
  code: 'tablets',
  name: L('Planşetler', 'Планшеты', 'Tablets'),
  kind: 'tablet',
  noun: L('Planşet', 'Планшет', 'Tablet'),
  parameters: ['storage', 'ram', 'screen', 'tablet_network', 'colour'],
  values: {
    storage: ['128gb', '256gb', '512gb', '1tb'],
    ram: ['4gb', '6gb', '8gb', '12gb', '16gb'],
    screen: ['8-3in', '10-9in', '11in', '12-4in', '13in'],
  },
  lines: [
    {
      brand: 'apple',
      series: 'iPad',
      models: ['(A16)', 'mini (A17 Pro)', 'Air (M2)', 'Pro (M4)'],
      price: [7000, 22500],
    },
    { brand: 'samsung', series: 'Galaxy Tab', models: ['A9', 'A9+', 'S9 FE', 'S10+'], price: [2800, 17000] },
    {
      brand: 'xiaomi',
      series: '',
      models: ['Redmi Pad SE', 'Redmi Pad Pro', 'Pad 6', 'Pad 6S Pro'],
      price: [2800, 9500],
    },
    { brand: 'lenovo', series: 'Tab', models: ['M10 Plus', 'M11', 'P12'], price: [2600, 6500] },
    { brand: 'huawei', series: 'MatePad', models: ['SE', 'Air', 'Pro'], price: [2800, 14000] },
    { brand: 'honor', series: 'Pad', models: ['X9', '9'], price: [2600, 5500] },
    { brand: 'realme', series: 'Pad', models: ['2 Lite', '2'], price: [2300, 3800] },
    { brand: 'oppo', series: 'Pad', models: ['Air', '2'], price: [3500, 9000] },
  ],
  description: [
    L(
      '{name} okuw, iş we dynç alyş üçin uly ekranly amatly enjamdyr. {param:screen} ekranda kitap okamak, onlaýn sapaklara gatnaşmak we film görmek telefondakydan has rahat.',
      '{name} — удобное устройство с большим экраном для учёбы, работы и отдыха. На экране {param:screen} читать книги, заниматься на онлайн-уроках и смотреть фильмы гораздо комфортнее, чем на телефоне.',
      '{name} is a handy big-screen device for study, work and leisure. Reading, online lessons and films are far more comfortable on the {param:screen} display than on a phone.',
    ),
    L(
      '{param:ram} operatiw ýat we {param:storage} içki ýat birnäçe programmany bir wagtda açyk saklamaga hem-de köp faýly ýanyňyz bilen göterip ýörmäge mümkinçilik berýär. Aragatnaşyk: {param:tablet_network}. Köp modellere klawiatura ýa-da stilus birikdirip, planşeti ykjam iş guralyna öwrüp bolýar.',
      '{param:ram} оперативной и {param:storage} встроенной памяти позволяют держать открытыми несколько приложений и хранить много файлов. Связь: {param:tablet_network}. К большинству моделей можно подключить клавиатуру или стилус и превратить планшет в компактный рабочий инструмент.',
      '{param:ram} of RAM and {param:storage} of storage let you keep several apps open and carry plenty of files. Connectivity: {param:tablet_network}. Most models also work with a keyboard or stylus, turning the tablet into a compact work tool.',
    ),
  ],
  features: [
    L('{param:screen} ekran', 'Экран {param:screen}', '{param:screen} display'),
    L('{param:storage} içki ýat', '{param:storage} встроенной памяти', '{param:storage} storage'),
    L('Aragatnaşyk: {param:tablet_network}', 'Связь: {param:tablet_network}', 'Connectivity: {param:tablet_network}'),
    L('Bütin güne ýetýän akkumulýator', 'Аккумулятор на весь день', 'All-day battery'),
    L('Stereo dinamikler', 'Стереодинамики', 'Stereo speakers'),
    L('Reňki: {param:colour}', 'Цвет: {param:colour}', 'Colour: {param:colour}'),
  ],
};

// ===================================================================== laptops and computers

const laptops: SubcategoryDef = {
  code: 'laptops',
  name: L('Noutbuklar', 'Ноутбуки', 'Laptops'),
  kind: 'laptop',
  noun: L('Noutbuk', 'Ноутбук', 'Laptop'),
  parameters: ['ram', 'ssd', 'processor', 'screen'],
  values: {
    ram: ['8gb', '16gb', '32gb'],
    screen: ['13-3in', '14in', '15-6in', '16in', '17-3in'],
  },
  lines: [
    {
      brand: 'hp',
      series: '',
      models: ['250 G9', '255 G10', 'Pavilion 15', 'Victus 15', 'Omen 16'],
      price: [7500, 28000],
    },
    {
      brand: 'lenovo',
      series: '',
      models: ['IdeaPad Slim 3', 'IdeaPad Slim 5', 'IdeaPad Gaming 3', 'Legion 5', 'Legion Pro 7'],
      price: [8000, 45000],
    },
    {
      brand: 'asus',
      series: '',
      models: ['Vivobook 15', 'Vivobook 16', 'TUF Gaming F15', 'TUF Gaming A15', 'ROG Strix G16'],
      price: [8000, 32000],
    },
    { brand: 'acer', series: '', models: ['Aspire 3', 'Aspire 5', 'Nitro V 15', 'Nitro 5'], price: [7500, 19000] },
    { brand: 'dell', series: 'Inspiron', models: ['15 3520', '15 3530', '14 5440', '16 5640'], price: [9000, 17000] },
    { brand: 'msi', series: '', models: ['Modern 15', 'Thin GF63', 'Katana 15', 'Cyborg 15'], price: [9000, 24000] },
  ],
  description: [
    L(
      '{name} iş, okuw we güýmenje üçin ygtybarly kömekçidir. {param:processor} prosessory we {param:ram} operatiw ýady resminamalar, brauzerde açylan onlarça sahypa we wideo jaň bilen bir wagtda işleseňiz-de çalt işleýär.',
      '{name} — надёжный помощник для работы, учёбы и развлечений. Процессор {param:processor} и {param:ram} оперативной памяти обеспечивают быструю работу, даже когда одновременно открыты документы, десятки вкладок браузера и видеозвонок.',
      '{name} is a dependable partner for work, study and entertainment. The {param:processor} processor and {param:ram} of RAM keep it responsive even with documents, dozens of browser tabs and a video call open at once.',
    ),
    L(
      '{param:ssd} göwrümli çalt SSD operasion ulgamy birnäçe sekuntda ýükleýär we uly faýllary gijikdirmän açýar. {param:screen} ekran tablisalar, surat redaktirlemek we film görmek üçin amatly. Noutbuk öýde-de, ofisde-de, ýolda-da ulanmaga laýyk.',
      'SSD-накопитель на {param:ssd} загружает систему за считанные секунды и быстро открывает большие файлы. Экран {param:screen} удобен для таблиц, обработки фото и просмотра фильмов. Ноутбук одинаково хорош дома, в офисе и в дороге.',
      'The {param:ssd} SSD boots the system in seconds and opens large files without delay. The {param:screen} screen suits spreadsheets, photo editing and films alike. Equally at home in the house, the office or on the road.',
    ),
  ],
  features: [
    L('Prosessor: {param:processor}', 'Процессор {param:processor}', '{param:processor} processor'),
    L('{param:ram} operatiw ýat', '{param:ram} оперативной памяти', '{param:ram} RAM'),
    L('{param:ssd} çalt SSD', 'Быстрый SSD на {param:ssd}', 'Fast {param:ssd} SSD'),
    L('{param:screen} ekran', 'Экран {param:screen}', '{param:screen} display'),
    L('Wi-Fi we Bluetooth simsiz aragatnaşygy', 'Wi-Fi и Bluetooth', 'Wi-Fi and Bluetooth'),
  ],
};

const macbooks: SubcategoryDef = {
  code: 'macbooks',
  name: L('MacBook noutbuklary', 'Ноутбуки MacBook', 'MacBook laptops'),
  kind: 'laptop',
  noun: L('Noutbuk', 'Ноутбук', 'Laptop'),
  parameters: ['mac_memory', 'ssd', 'colour'],
  lines: [
    { brand: 'apple', series: 'MacBook Air 13', models: ['M2', 'M3', 'M4'], price: [20000, 24500] },
    { brand: 'apple', series: 'MacBook Air 15', models: ['M3', 'M4'], price: [26000, 28000] },
    { brand: 'apple', series: 'MacBook Pro 14', models: ['M4', 'M4 Pro', 'M4 Max'], price: [32000, 62000] },
    { brand: 'apple', series: 'MacBook Pro 16', models: ['M4 Pro', 'M4 Max'], price: [49000, 70000] },
  ],
  description: [
    L(
      '{name} Apple kompaniýasynyň öz çipinde işleýär: ol güýçli, sessiz we tygşytly. Batareýanyň bir zarýady bütin iş güni üçin ýeterlik, ýeňil alýumin korpusy bolsa noutbugy hemişe ýanyňyz bilen alyp gezmäge mümkinçilik berýär.',
      '{name} работает на собственном чипе Apple: он мощный, тихий и экономичный. Одного заряда хватает на весь рабочий день, а лёгкий алюминиевый корпус позволяет всегда носить ноутбук с собой.',
      '{name} runs on Apple’s own chip: powerful, quiet and efficient. One charge lasts a full working day, and the light aluminium body makes it easy to carry everywhere.',
    ),
    L(
      '{param:mac_memory} bitewi ýat we {param:ssd} SSD programmalary we faýllary pursatda açýar. Retina ekran tekstleri aýdyň, reňkleri bolsa takyk görkezýär, macOS ulgamy iPhone we iPad bilen bökdençsiz işleýär. Reňki: {param:colour}.',
      '{param:mac_memory} объединённой памяти и SSD на {param:ssd} открывают программы и файлы мгновенно. Экран Retina показывает чёткий текст и точные цвета, а macOS без проблем работает в связке с iPhone и iPad. Цвет: {param:colour}.',
      '{param:mac_memory} of unified memory and a {param:ssd} SSD open apps and files instantly. The Retina display shows crisp text and accurate colour, and macOS works seamlessly with iPhone and iPad. Colour: {param:colour}.',
    ),
  ],
  features: [
    L('{param:mac_memory} bitewi ýat', '{param:mac_memory} объединённой памяти', '{param:mac_memory} unified memory'),
    L('{param:ssd} SSD', 'SSD на {param:ssd}', '{param:ssd} SSD'),
    L('Retina ekran', 'Экран Retina', 'Retina display'),
    L('Bütin güne ýetýän batareýa', 'Автономность на весь день', 'All-day battery life'),
    L('Reňki: {param:colour}', 'Цвет: {param:colour}', 'Colour: {param:colour}'),
  ],
};

const monitors: SubcategoryDef = {
  code: 'monitors',
  name: L('Monitorlar', 'Мониторы', 'Monitors'),
  kind: 'monitor',
  noun: L('Monitor', 'Монитор', 'Monitor'),
  parameters: ['screen', 'resolution', 'matrix', 'refresh_rate'],
  values: {
    screen: ['21-5in', '23-8in', '27in', '31-5in', '34in'],
    refresh_rate: ['60hz', '75hz', '100hz', '144hz', '165hz', '240hz'],
  },
  lines: [
    { brand: 'samsung', series: 'Odyssey', models: ['G3', 'G5', 'G7', 'OLED G8'], price: [2800, 20000] },
    { brand: 'lg', series: 'UltraGear', models: ['24GN60R', '27GP850', '27GR95QE'], price: [2800, 17000] },
    { brand: 'dell', series: '', models: ['S2421H', 'P2422H', 'S2721DGF', 'UltraSharp U2723QE'], price: [2800, 11500] },
    {
      brand: 'asus',
      series: '',
      models: ['VA24EHF', 'TUF Gaming VG249Q1A', 'TUF Gaming VG27AQ', 'ROG Swift PG27AQDM'],
      price: [2200, 17000],
    },
    {
      brand: 'xiaomi',
      series: '',
      models: ['Monitor A24i', 'Monitor A27i', 'Gaming Monitor G27i'],
      price: [1900, 3800],
    },
  ],
  description: [
    L(
      '{name} iş, okuw we oýunlar üçin aýdyň we durnukly surat berýär. Ekranyň {param:screen} diagonaly we {param:resolution} çözgüdi tablisalar, programmirleme ýa-da dizaýn bilen işleýän wagtyňyz iş meýdanyny giňeldýär.',
      '{name} даёт чёткую и стабильную картинку для работы, учёбы и игр. Диагональ {param:screen} и разрешение {param:resolution} расширяют рабочее пространство при работе с таблицами, кодом или дизайном.',
      '{name} delivers a sharp, steady picture for work, study and gaming. The {param:screen} diagonal and {param:resolution} resolution give you more room for spreadsheets, code or design work.',
    ),
    L(
      '{param:matrix} matrisa we {param:refresh_rate} täzeleniş ýygylygy hereketi ýumşak hem aýdyň görkezýär — muny esasan-da oýunlarda we wideolarda duýarsyňyz. Monitory HDMI ýa-da DisplayPort arkaly kompýutere, noutbuga ýa-da oýun konsolyna birikdirip bolýar.',
      'Матрица {param:matrix} и частота обновления {param:refresh_rate} обеспечивают плавное и чёткое изображение в движении — особенно это заметно в играх и видео. Монитор подключается к компьютеру, ноутбуку или игровой приставке через HDMI или DisplayPort.',
      'The {param:matrix} panel and {param:refresh_rate} refresh rate keep motion smooth and crisp, which you will notice most in games and video. Connect it to a computer, laptop or games console over HDMI or DisplayPort.',
    ),
  ],
  features: [
    L(
      '{param:screen} ekran, {param:resolution}',
      'Экран {param:screen}, {param:resolution}',
      '{param:screen} screen, {param:resolution}',
    ),
    L('{param:matrix} matrisa', 'Матрица {param:matrix}', '{param:matrix} panel'),
    L(
      '{param:refresh_rate} täzeleniş ýygylygy',
      'Частота обновления {param:refresh_rate}',
      '{param:refresh_rate} refresh rate',
    ),
    L(
      'Gözüň ýadamagyny azaldýan Flicker-free tehnologiýasy',
      'Технология Flicker-free против усталости глаз',
      'Flicker-free backlight for less eye strain',
    ),
    L('HDMI we DisplayPort girişleri', 'Входы HDMI и DisplayPort', 'HDMI and DisplayPort inputs'),
  ],
};

const mice: SubcategoryDef = {
  code: 'mice',
  name: L('Syçanjyklar', 'Компьютерные мыши', 'Mice'),
  kind: 'mouse',
  noun: L('Syçanjyk', 'Мышь', 'Mouse'),
  parameters: ['connection', 'dpi', 'backlight', 'colour'],
  values: {
    connection: ['wired', 'wireless', 'bluetooth', 'bluetooth-wireless'],
  },
  lines: [
    { brand: 'logitech', series: '', models: ['M90', 'M185', 'M331 Silent Plus', 'MX Master 3S'], price: [100, 2400] },
    {
      brand: 'logitech',
      series: '',
      models: ['G102 Lightsync', 'G305 Lightspeed', 'G502 X', 'G Pro X Superlight 2'],
      price: [350, 3600],
    },
    { brand: 'razer', series: '', models: ['DeathAdder Essential', 'Basilisk V3', 'Viper V3 Pro'], price: [600, 3800] },
    {
      brand: 'xiaomi',
      series: '',
      models: ['Wireless Mouse Lite', 'Mi Dual Mode Wireless Mouse Silent Edition'],
      price: [150, 350],
    },
  ],
  description: [
    L(
      '{name} kompýuter we noutbuk bilen her gün işlemek üçin amatly syçanjykdyr. Ele laýyk gelýän şekili uzak iş gününde-de eliňizi ýadatmaýar, {param:dpi} sensor bolsa kursory takyk we çalt hereket etdirýär.',
      '{name} — удобная мышь для ежедневной работы за компьютером и ноутбуком. Эргономичная форма не утомляет руку даже за долгий рабочий день, а сенсор {param:dpi} перемещает курсор точно и быстро.',
      '{name} is a comfortable mouse for everyday work at a computer or laptop. Its ergonomic shape keeps your hand relaxed through a long working day, while the {param:dpi} sensor moves the cursor quickly and precisely.',
    ),
    L(
      'Birikme görnüşi: {param:connection}. Simsiz modeller bir batareýa bilen birnäçe aý işleýär, simli modeller bolsa zarýad talap etmeýär we hiç haçan gijikmeýär. Syçanjyk Windows, macOS we Linux bilen goşmaça sazlamasyz işleýär.',
      'Тип подключения: {param:connection}. Беспроводные модели месяцами работают от одной батарейки, а проводные не требуют зарядки и не дают задержек. Мышь работает с Windows, macOS и Linux без дополнительной настройки.',
      'Connection: {param:connection}. Wireless models run for months on a single battery, and wired ones never need charging and have no lag. Works with Windows, macOS and Linux with no setup.',
    ),
  ],
  features: [
    L('{param:dpi} takyk sensor', 'Точный сенсор {param:dpi}', 'Precise {param:dpi} sensor'),
    L('Birikme: {param:connection}', 'Подключение: {param:connection}', 'Connection: {param:connection}'),
    L('Yşyklandyryş: {param:backlight}', 'Подсветка: {param:backlight}', 'Backlight: {param:backlight}'),
    L('Ýumşak basylýan ygtybarly düwmeler', 'Мягкие и надёжные кнопки', 'Soft, durable buttons'),
    L('Reňki: {param:colour}', 'Цвет: {param:colour}', 'Colour: {param:colour}'),
  ],
};

const keyboards: SubcategoryDef = {
  code: 'keyboards',
  name: L('Klawiaturalar', 'Клавиатуры', 'Keyboards'),
  kind: 'keyboard',
  noun: L('Klawiatura', 'Клавиатура', 'Keyboard'),
  parameters: ['keyboard_type', 'keyboard_size', 'connection', 'backlight'],
  values: {
    connection: ['wired', 'wireless', 'bluetooth', 'bluetooth-wireless'],
  },
  lines: [
    {
      brand: 'logitech',
      series: '',
      models: ['K120', 'K380', 'G213 Prodigy', 'MX Keys S', 'G915 TKL'],
      price: [150, 4200],
    },
    {
      brand: 'razer',
      series: '',
      models: ['Cynosa V2', 'Ornata V3', 'BlackWidow V4', 'Huntsman V3 Pro'],
      price: [1000, 5000],
    },
    { brand: 'asus', series: '', models: ['TUF Gaming K3', 'ROG Strix Scope II', 'ROG Falchion'], price: [1000, 3200] },
  ],
  description: [
    L(
      '{name} tekst ýazmak, iş we oýun üçin ýokary hilli klawiaturadyr. Düwmeler aýdyň basylýar we millionlarça basyşa çydamly, şonuň üçin klawiatura ýyllarboýy hyzmat edýär. Klawiaturanyň görnüşi: {param:keyboard_type}.',
      '{name} — качественная клавиатура для набора текста, работы и игр. Клавиши нажимаются чётко и выдерживают миллионы нажатий, так что клавиатура прослужит долгие годы. Тип клавиатуры: {param:keyboard_type}.',
      '{name} is a quality keyboard for typing, work and play. The keys press crisply and are rated for millions of keystrokes, so it will serve you for years. Keyboard type: {param:keyboard_type}.',
    ),
    L(
      'Ölçeg formaty: {param:keyboard_size}, birikme görnüşi: {param:connection}. Düwmelerde latyn we kiril harplary bar, şonuň üçin türkmen, rus we iňlis dillerinde ýazmak amatly.',
      'Формат: {param:keyboard_size}, подключение: {param:connection}. На клавишах нанесены латинские и кириллические буквы — удобно печатать на туркменском, русском и английском.',
      'Form factor: {param:keyboard_size}; connection: {param:connection}. The keycaps carry both Latin and Cyrillic letters, handy for typing in Turkmen, Russian and English.',
    ),
  ],
  features: [
    L('Görnüşi: {param:keyboard_type}', 'Тип: {param:keyboard_type}', 'Type: {param:keyboard_type}'),
    L('Formaty: {param:keyboard_size}', 'Формат: {param:keyboard_size}', 'Form factor: {param:keyboard_size}'),
    L('Birikme: {param:connection}', 'Подключение: {param:connection}', 'Connection: {param:connection}'),
    L('Yşyklandyryş: {param:backlight}', 'Подсветка: {param:backlight}', 'Backlight: {param:backlight}'),
    L('Düwmelerde latyn we kiril harplary', 'Латиница и кириллица на клавишах', 'Latin and Cyrillic keycaps'),
  ],
};

const printers: SubcategoryDef = {
  code: 'printers',
  name: L('Printerler', 'Принтеры и МФУ', 'Printers'),
  kind: 'printer',
  noun: L('Printer', 'Принтер', 'Printer'),
  parameters: ['print_speed', 'printer_connection', 'print_colour', 'printer_functions'],
  lines: [
    { brand: 'hp', series: 'LaserJet', models: ['M111w', 'M211dw', 'MFP M141w', 'MFP M236sdw'], price: [2600, 5800] },
    { brand: 'hp', series: 'Smart Tank', models: ['515', '580', '720'], price: [3500, 6500] },
    { brand: 'canon', series: 'i-SENSYS', models: ['LBP6030B', 'MF3010', 'LBP233dw', 'MF445dw'], price: [2400, 9000] },
    { brand: 'canon', series: 'PIXMA', models: ['G3410', 'G3420', 'G3470'], price: [3400, 4600] },
    { brand: 'epson', series: 'EcoTank', models: ['L3250', 'L3256', 'L5290', 'L8050'], price: [3700, 8000] },
  ],
  description: [
    L(
      '{name} öýde, okuwda we ofisde resminamalary, ders işlerini we suratlary çap etmek üçin niýetlenendir. Çap ediş tizligi {param:print_speed} bolany üçin köp sahypaly resminamalar hem çalt taýýar bolýar.',
      '{name} предназначен для печати документов, рефератов и фотографий дома, в учёбе и в офисе. Скорость печати — {param:print_speed}, так что даже объёмные документы будут готовы быстро.',
      '{name} is made for printing documents, coursework and photos at home, at school or in the office. At {param:print_speed}, even long documents are ready in no time.',
    ),
    L(
      'Çap ediş görnüşi: {param:print_colour}. Enjamyň görnüşi: {param:printer_functions}. Birikme: {param:printer_connection}; Wi-Fi goldaýan modellerden smartfondan hem simsiz çap edip bolýar. Kartrijleri, siýany we kagyzy dükanymyzdan satyn alyp bilersiňiz.',
      'Цветность печати: {param:print_colour}. Тип устройства: {param:printer_functions}. Интерфейсы: {param:printer_connection}; с моделями с Wi-Fi можно печатать прямо со смартфона без проводов. Картриджи, чернила и бумагу можно купить в нашем магазине.',
      'Print colour: {param:print_colour}. Device type: {param:printer_functions}. Connectivity: {param:printer_connection}; models with Wi-Fi print straight from a smartphone without cables. Cartridges, ink and paper are available in our shop.',
    ),
  ],
  features: [
    L(
      'Çap ediş tizligi: {param:print_speed}',
      'Скорость печати: {param:print_speed}',
      'Print speed: {param:print_speed}',
    ),
    L('Çap ediş görnüşi: {param:print_colour}', 'Печать: {param:print_colour}', 'Print colour: {param:print_colour}'),
    L('Görnüşi: {param:printer_functions}', 'Тип: {param:printer_functions}', 'Type: {param:printer_functions}'),
    L(
      'Birikme: {param:printer_connection}',
      'Интерфейсы: {param:printer_connection}',
      'Connectivity: {param:printer_connection}',
    ),
    L('Bir sahypany çap etmegiň arzan bahasy', 'Низкая стоимость отпечатка', 'Low cost per page'),
  ],
};

// ===================================================================== TVs

const ledTv: SubcategoryDef = {
  code: 'led-tv',
  name: L('LED telewizorlar', 'LED-телевизоры', 'LED TVs'),
  kind: 'tv',
  noun: L('Telewizor', 'Телевизор', 'TV'),
  parameters: ['screen', 'hdr', 'refresh_rate'],
  values: {
    screen: ['43in', '50in', '55in', '65in', '75in', '85in'],
    refresh_rate: ['60hz', '120hz', '144hz'],
  },
  lines: [
    { brand: 'samsung', series: 'Crystal UHD', models: ['CU7100', 'DU7100', 'CU8000', 'DU8000'], price: [5500, 14000] },
    { brand: 'lg', series: 'UHD', models: ['UR78', 'UR81', 'UT80'], price: [5200, 13000] },
    { brand: 'xiaomi', series: 'TV A', models: ['2025', 'Pro 2025'], price: [3800, 11000] },
    { brand: 'hisense', series: '', models: ['A6K', 'A6N', 'E7K'], price: [4200, 11000] },
    { brand: 'tcl', series: '', models: ['P635', 'P735', 'P755'], price: [4000, 11500] },
    { brand: 'philips', series: '', models: ['PUS7608', 'PUS8108', 'PUS8518'], price: [5500, 13000] },
    { brand: 'sony', series: 'Bravia', models: ['X75WL', 'X80L', 'X85L'], price: [9000, 22000] },
  ],
  description: [
    L(
      '{name} bütin maşgala bilen film, serial we sport ýaryşlaryny görmek üçin döredilen. Ekranyň diagonaly {param:screen}; LED yşyklandyryş ýagty we birsydyrgyn surat berýär, reňkler bolsa tebigy görünýär.',
      '{name} создан для того, чтобы смотреть фильмы, сериалы и спортивные трансляции всей семьёй. Диагональ экрана — {param:screen}; светодиодная подсветка даёт яркую и равномерную картинку с естественными цветами.',
      '{name} is made for films, series and live sport with the whole family. Screen size {param:screen}; the LED backlight gives a bright, even picture with natural colours.',
    ),
    L(
      'Telewizor Wi-Fi arkaly internete birikýär: YouTube we beýleki wideo hyzmatlary goşmaça enjamsyz açylýar. HDR formaty: {param:hdr}, täzeleniş ýygylygy: {param:refresh_rate}. Telewizory diwara asmak üçin VESA berkitmesi göz öňünde tutulan.',
      'Телевизор подключается к интернету по Wi-Fi: YouTube и другие видеосервисы открываются без приставки. Поддержка HDR: {param:hdr}, частота обновления: {param:refresh_rate}. Предусмотрено крепление VESA для установки на стену.',
      'It connects to the internet over Wi-Fi, so YouTube and other video services open without a set-top box. HDR: {param:hdr}; refresh rate: {param:refresh_rate}. A VESA mount lets you hang it on the wall.',
    ),
  ],
  features: [
    L('{param:screen} ekran', 'Экран {param:screen}', '{param:screen} screen'),
    L('Smart TV we Wi-Fi', 'Smart TV и Wi-Fi', 'Smart TV with Wi-Fi'),
    L(
      'Täzeleniş ýygylygy: {param:refresh_rate}',
      'Частота обновления {param:refresh_rate}',
      '{param:refresh_rate} refresh rate',
    ),
    L('HDR goldawy: {param:hdr}', 'Поддержка HDR: {param:hdr}', 'HDR support: {param:hdr}'),
    L('Smartfonyň ekranyny telewizorda görkezmek', 'Трансляция экрана смартфона', 'Screen casting from your phone'),
    L('HDMI we USB portlary', 'Порты HDMI и USB', 'HDMI and USB ports'),
  ],
};

const qledTv: SubcategoryDef = {
  code: 'qled-tv',
  name: L('QLED we Mini LED telewizorlar', 'QLED- и Mini LED-телевизоры', 'QLED and Mini LED TVs'),
  kind: 'tv',
  noun: L('Telewizor', 'Телевизор', 'TV'),
  parameters: ['screen', 'hdr', 'refresh_rate'],
  values: {
    screen: ['50in', '55in', '65in', '75in', '85in'],
    refresh_rate: ['60hz', '120hz', '144hz'],
  },
  lines: [
    { brand: 'samsung', series: 'QLED', models: ['Q60D', 'Q70D', 'Q80D'], price: [9500, 19000] },
    { brand: 'samsung', series: 'Neo QLED', models: ['QN85D', 'QN90D'], price: [20000, 32000] },
    { brand: 'tcl', series: '', models: ['C655', 'C755', 'C855'], price: [8000, 22000] },
    { brand: 'hisense', series: '', models: ['U7N', 'U8N'], price: [14000, 24000] },
    { brand: 'sony', series: 'Bravia', models: ['7', '9'], price: [22000, 45000] },
  ],
  description: [
    L(
      '{name} kwant nokatlary tehnologiýasynyň hasabyna has ýagty we baý reňkler berýär. Ýokary ýagtylyk Gün şöhlesi düşýän otagda-da suraty aýdyň saklaýar, Mini LED yşyklandyryşly modellerde bolsa müňlerçe kiçijik diodlar gara reňki has çuň edýär.',
      '{name} благодаря квантовым точкам выдаёт более яркие и насыщенные цвета. Высокая яркость сохраняет картинку чёткой даже в солнечной комнате, а в моделях с подсветкой Mini LED тысячи крошечных светодиодов делают чёрный цвет глубже.',
      '{name} uses quantum dots for brighter, richer colour. High brightness keeps the picture clear even in a sunlit room, and in Mini LED models thousands of tiny LEDs make blacks deeper.',
    ),
    L(
      'Diagonaly {param:screen} bolan ekranda {param:refresh_rate} täzeleniş ýygylygy sport ýaryşlarynda we oýunlarda hereketi ýumşak edýär, HDR ({param:hdr}) bolsa ýagty we garaňky sahnalaryň jikme-jikliklerini saklaýar. Telewizoryň akylly platformasy ähli meşhur wideo hyzmatlaryny we sesli dolandyryşy goldaýar.',
      'На экране диагональю {param:screen} частота обновления {param:refresh_rate} делает движение плавным в спорте и играх, а HDR ({param:hdr}) сохраняет детали и в ярких, и в тёмных сценах. Умная платформа телевизора поддерживает все популярные видеосервисы и голосовое управление.',
      'On the {param:screen} screen, a {param:refresh_rate} refresh rate keeps sport and games smooth, and HDR ({param:hdr}) preserves detail in both bright and dark scenes. The smart platform supports all the popular streaming services and voice control.',
    ),
  ],
  features: [
    L('Kwant nokatly ekran', 'Экран на квантовых точках', 'Quantum-dot display'),
    L('Diagonaly: {param:screen}', 'Диагональ {param:screen}', '{param:screen} screen'),
    L(
      '{param:refresh_rate} täzeleniş ýygylygy',
      'Частота обновления {param:refresh_rate}',
      '{param:refresh_rate} refresh rate',
    ),
    L('HDR goldawy: {param:hdr}', 'Поддержка HDR: {param:hdr}', 'HDR support: {param:hdr}'),
    L('Oýunlar üçin HDMI 2.1 we VRR', 'HDMI 2.1 и VRR для игр', 'HDMI 2.1 and VRR for gaming'),
  ],
};

const oledTv: SubcategoryDef = {
  code: 'oled-tv',
  name: L('OLED telewizorlar', 'OLED-телевизоры', 'OLED TVs'),
  kind: 'tv',
  noun: L('Telewizor', 'Телевизор', 'TV'),
  parameters: ['screen', 'hdr', 'refresh_rate'],
  values: {
    screen: ['48in', '55in', '65in', '77in', '83in'],
    refresh_rate: ['120hz', '144hz'],
  },
  lines: [
    { brand: 'lg', series: 'OLED', models: ['B3', 'C3', 'C4', 'G4'], price: [20000, 52000] },
    { brand: 'samsung', series: 'OLED', models: ['S90D', 'S95D'], price: [26000, 45000] },
    { brand: 'sony', series: 'Bravia', models: ['8', 'XR A95L'], price: [30000, 60000] },
    { brand: 'philips', series: '', models: ['OLED708', 'OLED808', 'OLED908'], price: [22000, 40000] },
  ],
  description: [
    L(
      '{name} — OLED telewizor: onuň ekranynda her bir piksel özbaşdak ýagtylanýar we gerek bolanda doly öçýär. Şonuň üçin gara reňk hakykatdan-da gara, kontrast bolsa çäksiz diýen ýaly — film we oýunlar kinoteatrdaky ýaly görünýär.',
      '{name} — OLED-телевизор: каждый пиксель его экрана светится сам и при необходимости полностью гаснет. Поэтому чёрный цвет по-настоящему чёрный, а контраст практически бесконечный — фильмы и игры выглядят как в кинотеатре.',
      '{name} is an OLED TV: every pixel lights itself and switches off completely when needed. Blacks are truly black and contrast is practically infinite, so films and games look cinema-grade.',
    ),
    L(
      'Diagonaly {param:screen} bolan ekran islendik burçdan seredilende-de reňklerini ýitirmeýär, {param:refresh_rate} täzeleniş ýygylygy bolsa sport ýaryşlarynda we oýunlarda hereketi ýumşak edýär. HDR ({param:hdr}) ýagty we garaňky sahnalaryň jikme-jikliklerini saklaýar, örän inçe korpus bolsa telewizory diwarda owadan görkezýär.',
      'Экран диагональю {param:screen} не теряет цвета под любым углом обзора, а частота обновления {param:refresh_rate} делает движение плавным в спорте и играх. HDR ({param:hdr}) сохраняет детали в ярких и тёмных сценах, а очень тонкий корпус красиво смотрится на стене.',
      'The {param:screen} screen keeps its colours from any viewing angle, and the {param:refresh_rate} refresh rate keeps sport and games smooth. HDR ({param:hdr}) preserves detail in bright and dark scenes, and the ultra-slim body looks great on the wall.',
    ),
  ],
  features: [
    L('Özbaşdak ýagtylanýan OLED pikseller', 'Самосветящиеся пиксели OLED', 'Self-lit OLED pixels'),
    L('Diagonaly: {param:screen}', 'Диагональ {param:screen}', '{param:screen} screen'),
    L(
      '{param:refresh_rate} täzeleniş ýygylygy',
      'Частота обновления {param:refresh_rate}',
      '{param:refresh_rate} refresh rate',
    ),
    L('HDR goldawy: {param:hdr}', 'Поддержка HDR: {param:hdr}', 'HDR support: {param:hdr}'),
    L('Oýunlar üçin HDMI 2.1 we VRR', 'HDMI 2.1 и VRR для игр', 'HDMI 2.1 and VRR for gaming'),
  ],
};

// ===================================================================== refrigerators

const fridgeFreezers: SubcategoryDef = {
  code: 'fridge-freezers',
  name: L('Iki kameraly sowadyjylar', 'Двухкамерные холодильники', 'Fridge freezers'),
  kind: 'fridge',
  noun: L('Sowadyjy', 'Холодильник', 'Fridge freezer'),
  parameters: ['fridge_volume', 'colour', 'no_frost', 'fridge_inverter', 'energy_class'],
  values: {
    fridge_volume: ['200-250l', '250-300l', '300-350l', '350-400l', '400-450l'],
  },
  lines: [
    {
      brand: 'samsung',
      series: '',
      models: ['RB33A3440SA', 'RB34T600FSA', 'RB37A5200SA', 'RB38T676FB1'],
      price: [8500, 16000],
    },
    { brand: 'lg', series: '', models: ['GC-B459SMUM', 'GC-B459MLWM', 'GA-B509CQSL'], price: [9000, 16000] },
    { brand: 'bosch', series: 'Serie 4', models: ['KGN36VLEC', 'KGN39VLEB', 'KGN39VIEA'], price: [12000, 17000] },
    { brand: 'beko', series: '', models: ['RCNA366I30W', 'RCNA406I35XB'], price: [7000, 11000] },
    { brand: 'indesit', series: '', models: ['DS 4180 E', 'ITS 4180 W', 'ITR 4200 W'], price: [5500, 8500] },
    { brand: 'artel', series: '', models: ['HD 345RN', 'HD 370 RND Eco', 'HD 455 RWEN'], price: [5000, 8500] },
    { brand: 'haier', series: '', models: ['C2F636CWRG', 'C2F637CXRG'], price: [9000, 12000] },
  ],
  description: [
    L(
      '{name} azyk önümlerini uzak wagtlap täze saklamak üçin döredilen. Ýokarky kamerada süýt önümleri, gök önümler we taýýar naharlar salkyn saklanýar, aşakdaky doňduryjyda bolsa et, balyk we ýarym taýýar önümler doňdurylýar. Umumy göwrümi {param:fridge_volume}, şonuň üçin maşgalanyň hepdelik önümleri aňsatlyk bilen ýerleşýär.',
      '{name} помогает надолго сохранить продукты свежими. В верхней камере хранятся молочные продукты, овощи и готовые блюда, а в нижней морозильной — мясо, рыба и полуфабрикаты. Общий объём {param:fridge_volume} — недельный запас продуктов для семьи помещается без труда.',
      '{name} keeps your food fresh for longer. The upper compartment holds dairy, vegetables and ready meals, while the lower freezer takes meat, fish and convenience food. With a total capacity of {param:fridge_volume}, a family’s weekly shop fits with ease.',
    ),
    L(
      'Energiýa netijeliligi synpy {param:energy_class} bolan sowadyjy elektrik energiýasyny tygşytly sarp edýär, güýçli kompressory bolsa tomsuň iň yssy günlerinde-de içerdäki temperaturany durnukly saklaýar. Gapylaryň açylýan tarapyny üýtgedip bolýar, tekjeleriň beýikligi bolsa uzyn çüýşeler we uly gazanlar üçin sazlanýar.',
      'Класс энергоэффективности {param:energy_class} означает экономный расход электроэнергии, а мощный компрессор держит стабильную температуру даже в самую сильную летнюю жару. Двери можно перевесить на другую сторону, а высоту полок — настроить под высокие бутылки и крупные кастрюли.',
      'Energy class {param:energy_class} keeps running costs low, and a powerful compressor holds a steady temperature even on the hottest summer days. The doors are reversible and the shelves adjust for tall bottles and large pots.',
    ),
  ],
  features: [
    L(
      'Umumy göwrümi: {param:fridge_volume}',
      'Общий объём {param:fridge_volume}',
      '{param:fridge_volume} total capacity',
    ),
    L('No Frost: {param:no_frost}', 'No Frost: {param:no_frost}', 'No Frost: {param:no_frost}'),
    L(
      'Inwertorly kompressor: {param:fridge_inverter}',
      'Инверторный компрессор: {param:fridge_inverter}',
      'Inverter compressor: {param:fridge_inverter}',
    ),
    L(
      'Energiýa synpy: {param:energy_class}',
      'Класс энергопотребления {param:energy_class}',
      'Energy class {param:energy_class}',
    ),
    L(
      'Miwe we gök önümler üçin aýratyn gutular',
      'Отдельные ящики для овощей и фруктов',
      'Separate crisper drawers for fruit and vegetables',
    ),
    L('Korpusyň reňki: {param:colour}', 'Цвет корпуса: {param:colour}', 'Body colour: {param:colour}'),
  ],
};

const sideBySide: SubcategoryDef = {
  code: 'side-by-side',
  name: L('Side-by-Side sowadyjylar', 'Холодильники Side-by-Side', 'Side-by-side fridges'),
  kind: 'fridge',
  noun: L('Sowadyjy', 'Холодильник', 'Refrigerator'),
  parameters: ['fridge_volume', 'colour', 'ice_maker', 'energy_class'],
  values: {
    fridge_volume: ['500-550l', '550-600l', '600-650l', '650-700l'],
  },
  lines: [
    { brand: 'samsung', series: '', models: ['RS61R5041SL', 'RS62R5031B4', 'RS63R5571SL'], price: [20000, 28000] },
    { brand: 'lg', series: '', models: ['GC-B247SLUV', 'GC-Q247CABV'], price: [22000, 36000] },
    { brand: 'bosch', series: 'Serie 4', models: ['KAN93VIFP', 'KAI93VIFP'], price: [30000, 36000] },
  ],
  description: [
    L(
      '{name} uly maşgala we köp myhman kabul edýän öý üçin giň sowadyjydyr. Gapylaryň biri sowadyjy, beýlekisi doňduryjy bölüme açylýar, umumy göwrümi bolsa {param:fridge_volume}: toý-meýlisiň ýa-da baýramçylygyň öňünden köp önümi saklamaga ýeterlik.',
      '{name} — вместительный холодильник для большой семьи и гостеприимного дома. Одна дверь открывает холодильную камеру, другая — морозильную, а общий объём {param:fridge_volume} позволяет запастись продуктами перед тоем или праздником.',
      '{name} is a roomy refrigerator for a big family and a house that welcomes guests. One door opens the fridge, the other the freezer, and a total capacity of {param:fridge_volume} lets you stock up before a wedding or a holiday.',
    ),
    L(
      'Ähli kameralarda No Frost ulgamy işleýär — doňduryjyny eredip arassalamak gerek däl. Buz taýýarlaýjy: {param:ice_maker}. Energiýa netijeliligi synpy {param:energy_class}, inwertorly kompressor bolsa sessiz işleýär we elektrik energiýasyny tygşytlaýar.',
      'Во всех камерах работает система No Frost — размораживать морозилку не нужно. Ледогенератор: {param:ice_maker}. Класс энергоэффективности {param:energy_class}, а инверторный компрессор работает тихо и экономит электроэнергию.',
      'Every compartment is No Frost, so there is no defrosting. Ice maker: {param:ice_maker}. Energy class {param:energy_class}, and the inverter compressor runs quietly and saves electricity.',
    ),
  ],
  features: [
    L(
      'Umumy göwrümi: {param:fridge_volume}',
      'Общий объём {param:fridge_volume}',
      '{param:fridge_volume} total capacity',
    ),
    L('Doly No Frost', 'Полный No Frost', 'Full No Frost'),
    L('Buz taýýarlaýjy: {param:ice_maker}', 'Ледогенератор: {param:ice_maker}', 'Ice maker: {param:ice_maker}'),
    L(
      'Energiýa synpy: {param:energy_class}',
      'Класс энергопотребления {param:energy_class}',
      'Energy class {param:energy_class}',
    ),
    L('Gapydaky sensorly dolandyryş paneli', 'Сенсорная панель управления на двери', 'Touch control panel on the door'),
    L('Korpusyň reňki: {param:colour}', 'Цвет корпуса: {param:colour}', 'Body colour: {param:colour}'),
  ],
};

// ===================================================================== washing machines

const frontLoadWashers: SubcategoryDef = {
  code: 'front-load-washers',
  name: L(
    'Öňden ýüklenýän kir ýuwujy maşynlar',
    'Стиральные машины с фронтальной загрузкой',
    'Front-loading washing machines',
  ),
  kind: 'washer',
  noun: L('Kir ýuwujy maşyn', 'Стиральная машина', 'Washing machine'),
  parameters: ['washer_capacity', 'spin_speed', 'energy_class', 'inverter_motor', 'steam_wash'],
  lines: [
    { brand: 'bosch', series: 'Serie 4', models: ['WAN24100', 'WAN28201', 'WAN28282'], price: [8500, 11500] },
    { brand: 'lg', series: '', models: ['F2J3WS0W', 'F2V5HS0W', 'F4V5VS0W', 'F4WV708P1E'], price: [7500, 13500] },
    {
      brand: 'samsung',
      series: '',
      models: ['WW60A4S00EE', 'WW70A4S20CE', 'WW80T4020EE', 'WW90T554CAX'],
      price: [6800, 12500],
    },
    { brand: 'beko', series: '', models: ['WUE6511XWW', 'WSRE6512ZSS', 'WUE7612XAW'], price: [5500, 8000] },
    {
      brand: 'indesit',
      series: '',
      models: ['IWSB 51051 BY', 'BWSA 61051 WSV', 'BWSE 81293X WSV'],
      price: [4800, 7500],
    },
    { brand: 'midea', series: '', models: ['MF100W60', 'MF100W70', 'MF200W80WB'], price: [5000, 8500] },
    { brand: 'artel', series: '', models: ['WF60F010AW', 'Grand Inverter'], price: [4500, 7000] },
  ],
  description: [
    L(
      '{name} öýde kir ýuwmagy aňsat we ygtybarly işe öwürýär. Ýükleme möçberi {param:washer_capacity}: bu ýorgan-düşekleri, uly süpürgiçleri we maşgalanyň hepdelik kirini bir gezekde ýuwmaga ýeterlik. Pagta, sintetika, ýüň, çaga eşikleri we çalt ýuwmak ýaly programmalar her mata üçin dogry režimi saýlamaga kömek edýär.',
      '{name} делает стирку дома простой и надёжной. Загрузка {param:washer_capacity} — достаточно, чтобы за один раз постирать одеяла, большие полотенца и недельный запас белья всей семьи. Программы для хлопка, синтетики, шерсти, детских вещей и быстрая стирка помогут выбрать правильный режим для любой ткани.',
      '{name} makes washing at home simple and dependable. A {param:washer_capacity} load is enough for duvets, large towels and a family’s weekly laundry in one go. Cotton, synthetics, wool, baby clothes and quick wash programmes help you pick the right cycle for every fabric.',
    ),
    L(
      'Sykma tizligi {param:spin_speed} bolany üçin eşikler diýen ýaly gury çykýar we çalt guraýar. Energiýa netijeliligi synpy {param:energy_class} suwy we elektrik energiýasyny tygşytlamaga kömek edýär. Inwertorly motor: {param:inverter_motor}, bug bilen ýuwmak: {param:steam_wash}.',
      'Отжим на {param:spin_speed} — бельё выходит почти сухим и быстро сохнет. Класс энергоэффективности {param:energy_class} помогает экономить воду и электроэнергию. Инверторный мотор: {param:inverter_motor}, обработка паром: {param:steam_wash}.',
      'A {param:spin_speed} spin leaves clothes almost dry, so they dry fast. Energy class {param:energy_class} helps save water and electricity. Inverter motor: {param:inverter_motor}; steam wash: {param:steam_wash}.',
    ),
  ],
  features: [
    L('Ýükleme: {param:washer_capacity}', 'Загрузка {param:washer_capacity}', '{param:washer_capacity} load'),
    L('Sykma: {param:spin_speed}', 'Отжим до {param:spin_speed}', 'Spin up to {param:spin_speed}'),
    L(
      'Energiýa synpy: {param:energy_class}',
      'Класс энергопотребления {param:energy_class}',
      'Energy class {param:energy_class}',
    ),
    L(
      'Inwertorly motor: {param:inverter_motor}',
      'Инверторный мотор: {param:inverter_motor}',
      'Inverter motor: {param:inverter_motor}',
    ),
    L('Çaga gulpy we suw syzmagyndan gorag', 'Защита от детей и от протечек', 'Child lock and leak protection'),
  ],
};

const washerDryers: SubcategoryDef = {
  code: 'washer-dryers',
  name: L('Guradyjyly kir ýuwujy maşynlar', 'Стирально-сушильные машины', 'Washer dryers'),
  kind: 'washer',
  noun: L('Guradyjyly kir ýuwujy maşyn', 'Стирально-сушильная машина', 'Washer dryer'),
  parameters: ['washer_capacity', 'dryer_capacity', 'spin_speed', 'energy_class'],
  lines: [
    { brand: 'samsung', series: '', models: ['WD80T4046CE', 'WD90T654DBH'], price: [12500, 17000] },
    { brand: 'lg', series: '', models: ['F2V5NG0W', 'F2V9GC9W'], price: [12000, 18000] },
    { brand: 'bosch', series: 'Serie 6', models: ['WNA14400', 'WNA254U0'], price: [17000, 21000] },
    { brand: 'haier', series: '', models: ['HWD80-B14636', 'HWD100-BD1499U1'], price: [11000, 16000] },
  ],
  description: [
    L(
      '{name} ýuwmagy we guratmagy bir enjamda birleşdirýär: ýuwlup gutarandan soň eşikleri asmagyň zerurlygy ýok — olar şol maşynyň özünde guradylýar. Bu esasan-da kiçi kwartiralarda, gyşda we ýagyşly günlerde amatly.',
      '{name} объединяет стирку и сушку в одном приборе: после стирки бельё не нужно развешивать — оно высыхает прямо в барабане. Особенно удобно в небольших квартирах, зимой и в дождливые дни.',
      '{name} combines washing and drying in one appliance: there is no need to hang the laundry out, as it dries right in the drum. Especially handy in small flats, in winter and on rainy days.',
    ),
    L(
      'Ýuwmak üçin ýükleme {param:washer_capacity}, guratmak üçin — {param:dryer_capacity}. Sykma tizligi {param:spin_speed}, energiýa netijeliligi synpy {param:energy_class}. Bug bilen arassalamak programmasy matalary täzeleýär we ütüklemegi aňsatlaşdyrýar.',
      'Загрузка для стирки — {param:washer_capacity}, для сушки — {param:dryer_capacity}. Отжим {param:spin_speed}, класс энергоэффективности {param:energy_class}. Программа обработки паром освежает ткани и облегчает глажку.',
      'Washing load {param:washer_capacity}, drying load {param:dryer_capacity}. Spin speed {param:spin_speed}, energy class {param:energy_class}. A steam programme refreshes fabrics and makes ironing easier.',
    ),
  ],
  features: [
    L(
      'Ýuwmak: {param:washer_capacity}, guratmak: {param:dryer_capacity}',
      'Стирка {param:washer_capacity}, сушка {param:dryer_capacity}',
      'Wash {param:washer_capacity}, dry {param:dryer_capacity}',
    ),
    L('Sykma: {param:spin_speed}', 'Отжим до {param:spin_speed}', 'Spin up to {param:spin_speed}'),
    L(
      'Energiýa synpy: {param:energy_class}',
      'Класс энергопотребления {param:energy_class}',
      'Energy class {param:energy_class}',
    ),
    L('Ýuwmak we guratmak bir siklde', 'Стирка и сушка за один цикл', 'Wash and dry in one cycle'),
    L('Bug bilen arassalamak', 'Обработка паром', 'Steam refresh'),
  ],
};

// ===================================================================== air conditioners

const inverterAc: SubcategoryDef = {
  code: 'inverter-ac',
  name: L('Inwertorly kondisionerler', 'Инверторные кондиционеры', 'Inverter air conditioners'),
  kind: 'aircon',
  noun: L('Kondisioner', 'Кондиционер', 'Air conditioner'),
  parameters: ['btu', 'energy_class', 'noise_level', 'refrigerant', 'wifi_control'],
  lines: [
    {
      brand: 'gree',
      series: '',
      models: ['Bora Inverter', 'Lomo Inverter', 'Pular Inverter', 'Fairy Inverter'],
      price: [6000, 17500],
    },
    {
      brand: 'midea',
      series: '',
      models: ['Mission Inverter', 'Blanc Inverter', 'Paramount Inverter', 'Breezeless+'],
      price: [5500, 16000],
    },
    {
      brand: 'artel',
      series: '',
      models: ['Shah Inverter', 'Baraka Inverter', 'Grand Inverter', 'Iceberg Inverter'],
      price: [5000, 14000],
    },
    { brand: 'samsung', series: 'WindFree', models: ['Comfort', 'Avant', 'Elite'], price: [10000, 22000] },
    {
      brand: 'lg',
      series: '',
      models: ['DualCool Inverter', 'ArtCool Mirror', 'ArtCool Gallery'],
      price: [8000, 22000],
    },
    { brand: 'haier', series: '', models: ['Tundra Inverter', 'Flexis Plus', 'Jade'], price: [7000, 18000] },
  ],
  description: [
    L(
      '{name} tomsuň iň yssy günlerinde-de öýüňizde salkyn we rahat howany saklaýar. Inwertorly kompressor gerekli temperatura ýetenden soň öçmeýär, eýsem kuwwatyny kem-kemden peseldip işlemegini dowam etdirýär: şeýlelikde otagdaky temperatura birsydyrgyn bolýar, elektrik energiýasy bolsa adaty kondisionerlere garanyňda ep-esli az sarp edilýär.',
      '{name} сохраняет в доме прохладу и комфорт даже в самую сильную летнюю жару. Инверторный компрессор не отключается после достижения нужной температуры, а плавно снижает мощность: температура в комнате остаётся ровной, а электроэнергии расходуется заметно меньше, чем у обычных кондиционеров.',
      '{name} keeps your home cool and comfortable through the hottest summer days. The inverter compressor does not switch off once the room reaches the set temperature; it smoothly lowers its output instead, so the temperature stays even and electricity use is noticeably lower than with conventional units.',
    ),
    L(
      'Sowadyş kuwwaty {param:btu}. Saýlanyňyzda şuny göz öňünde tutuň: 9000 BTU takmynan 25 inedördül metr, 12000 BTU — 35, 18000 BTU — 50, 24000 BTU bolsa 70 inedördül metr meýdanly otag üçin ýeterlikdir. Gyşda kondisioner ýyladyş režiminde hem işleýär, içki blogyň ses derejesi {param:noise_level} bolany üçin ýatak otagyna-da laýyk gelýär.',
      'Холодопроизводительность — {param:btu}. При выборе ориентируйтесь так: 9000 BTU — примерно на 25 м², 12000 BTU — на 35 м², 18000 BTU — на 50 м², 24000 BTU — на 70 м². Зимой кондиционер работает на обогрев, а уровень шума внутреннего блока {param:noise_level} позволяет ставить его и в спальню.',
      'Cooling capacity {param:btu}. As a guide: 9000 BTU suits about 25 m², 12000 BTU about 35 m², 18000 BTU about 50 m² and 24000 BTU up to 70 m². In winter it also heats, and with an indoor unit noise level of {param:noise_level} it is quiet enough for a bedroom.',
    ),
  ],
  features: [
    L('Sowadyş kuwwaty: {param:btu}', 'Холодопроизводительность {param:btu}', '{param:btu} cooling capacity'),
    L(
      'Energiýa synpy: {param:energy_class}',
      'Класс энергопотребления {param:energy_class}',
      'Energy class {param:energy_class}',
    ),
    L('Sowatmak we ýylatmak', 'Охлаждение и обогрев', 'Cooling and heating'),
    L('Ses derejesi: {param:noise_level}', 'Уровень шума {param:noise_level}', 'Noise level {param:noise_level}'),
    L(
      'Wi-Fi arkaly dolandyryş: {param:wifi_control}',
      'Управление по Wi-Fi: {param:wifi_control}',
      'Wi-Fi control: {param:wifi_control}',
    ),
    L('Freon: {param:refrigerant}', 'Хладагент {param:refrigerant}', 'Refrigerant {param:refrigerant}'),
  ],
};

const onOffAc: SubcategoryDef = {
  code: 'on-off-ac',
  name: L('Adaty kondisionerler (on/off)', 'Кондиционеры on/off', 'Standard (on/off) air conditioners'),
  kind: 'aircon',
  noun: L('Kondisioner', 'Кондиционер', 'Air conditioner'),
  parameters: ['btu', 'energy_class', 'noise_level', 'refrigerant'],
  lines: [
    { brand: 'gree', series: '', models: ['Bora', 'Lomo', 'Pular'], price: [4500, 12000] },
    { brand: 'midea', series: '', models: ['Mission', 'Blanc'], price: [4300, 11000] },
    { brand: 'artel', series: '', models: ['Grand', 'Marvarid'], price: [3800, 10000] },
  ],
  description: [
    L(
      '{name} otagy çalt sowatmak üçin niýetlenen ýönekeý we ygtybarly split-ulgamdyr. Kompressor doly kuwwatda işläp, gerekli temperatura çalt ýetýär, soňra öçüp-ýanyp ony saklaýar. Şeýle enjamlar inwertorly kondisionerlerden arzan, olary abatlamak hem aňsat.',
      '{name} — простая и надёжная сплит-система для быстрого охлаждения помещения. Компрессор работает на полной мощности и быстро выходит на нужную температуру, а затем поддерживает её, периодически включаясь и выключаясь. Такие модели дешевле инверторных и проще в ремонте.',
      '{name} is a simple, dependable split system built to cool a room fast. The compressor runs at full power to reach the set temperature quickly, then cycles on and off to hold it. Units like this cost less than inverter models and are easier to repair.',
    ),
    L(
      'Sowadyş kuwwaty {param:btu}, energiýa netijeliligi synpy {param:energy_class}. Kondisioner ofis, dükan, bag jaý ýa-da her gün sowadylmaýan otaglar üçin gowy çözgütdir. Içki blogyň ses derejesi {param:noise_level}, freonyň görnüşi {param:refrigerant}.',
      'Холодопроизводительность {param:btu}, класс энергоэффективности {param:energy_class}. Хорошее решение для офиса, магазина, дачи или комнат, где кондиционер нужен не каждый день. Уровень шума внутреннего блока {param:noise_level}, хладагент {param:refrigerant}.',
      'Cooling capacity {param:btu}, energy class {param:energy_class}. A good choice for an office, a shop, a summer house or rooms that do not need cooling every day. Indoor unit noise level {param:noise_level}; refrigerant {param:refrigerant}.',
    ),
  ],
  features: [
    L('Sowadyş kuwwaty: {param:btu}', 'Холодопроизводительность {param:btu}', '{param:btu} cooling capacity'),
    L('Çalt sowadyş režimi (Turbo)', 'Режим быстрого охлаждения Turbo', 'Turbo fast cooling'),
    L(
      'Sowatmak, ýylatmak we çyglylygy aýyrmak',
      'Охлаждение, обогрев и осушение',
      'Cooling, heating and dehumidifying',
    ),
    L(
      'Energiýa synpy: {param:energy_class}',
      'Класс энергопотребления {param:energy_class}',
      'Energy class {param:energy_class}',
    ),
    L('Uzakdan dolandyryş pulty we taýmer', 'Пульт ДУ и таймер', 'Remote control and timer'),
  ],
};

// ===================================================================== kitchen appliances

const microwaves: SubcategoryDef = {
  code: 'microwaves',
  name: L('Mikrotolkunly peçler', 'Микроволновые печи', 'Microwave ovens'),
  kind: 'microwave',
  noun: L('Mikrotolkunly peç', 'Микроволновая печь', 'Microwave oven'),
  parameters: ['microwave_volume', 'microwave_power', 'grill', 'colour'],
  lines: [
    { brand: 'samsung', series: '', models: ['MS20A3010AL', 'MS23K3513AW', 'MG23K3515AK'], price: [1600, 2800] },
    { brand: 'lg', series: '', models: ['MS2042DB', 'MS2535GIS', 'MH6336GIB'], price: [1500, 3000] },
    { brand: 'midea', series: '', models: ['MM720CKE', 'MM720CFB', 'MM720CPI'], price: [1100, 1700] },
    { brand: 'panasonic', series: '', models: ['NN-ST34HM', 'NN-GT35HM', 'NN-CT55JW'], price: [1800, 4000] },
  ],
  description: [
    L(
      '{name} nahary birnäçe minutda gyzdyrmak, doňdurylan önümleri eretmek we ýönekeý tagamlary taýýarlamak üçin amatly kömekçidir. Kameranyň göwrümi {param:microwave_volume}: uly tabak hem, maşgala üçin nahar gaby hem aňsatlyk bilen ýerleşýär.',
      '{name} — удобный помощник, чтобы за пару минут разогреть еду, разморозить продукты или приготовить простое блюдо. Объём камеры {param:microwave_volume}: легко помещается и большая тарелка, и семейная кастрюля.',
      '{name} reheats a meal in minutes, defrosts food and cooks simple dishes. With a {param:microwave_volume} cavity, a large plate or a family-size dish fits easily.',
    ),
    L(
      'Mikrotolkun kuwwaty {param:microwave_power}, birnäçe kuwwat derejesi bolsa süýdi ýylatmakdan başlap, eti çalt eretmäge çenli ähli işleri ýerine ýetirmäge mümkinçilik berýär. Grill: {param:grill}. Kameranyň içki örtügi aňsat arassalanýar, çaga gulpy bolsa howpsuzlygy üpjün edýär.',
      'Мощность СВЧ — {param:microwave_power}, а несколько уровней мощности позволяют и подогреть молоко, и быстро разморозить мясо. Гриль: {param:grill}. Внутреннее покрытие камеры легко моется, а блокировка от детей делает печь безопасной.',
      '{param:microwave_power} of microwave power and several power levels cover everything from warming milk to defrosting meat quickly. Grill: {param:grill}. The interior coating is easy to wipe clean and a child lock keeps it safe.',
    ),
  ],
  features: [
    L(
      'Kameranyň göwrümi: {param:microwave_volume}',
      'Объём {param:microwave_volume}',
      '{param:microwave_volume} capacity',
    ),
    L(
      'Kuwwaty: {param:microwave_power}',
      'Мощность СВЧ {param:microwave_power}',
      '{param:microwave_power} microwave power',
    ),
    L('Grill: {param:grill}', 'Гриль: {param:grill}', 'Grill: {param:grill}'),
    L('Agramy boýunça awtomatik eretmek', 'Автоматическая разморозка по весу', 'Auto defrost by weight'),
    L('Çaga gulpy', 'Блокировка от детей', 'Child lock'),
    L('Korpusyň reňki: {param:colour}', 'Цвет корпуса: {param:colour}', 'Body colour: {param:colour}'),
  ],
};

const kettles: SubcategoryDef = {
  code: 'kettles',
  name: L('Elektrik çäýnekler', 'Электрочайники', 'Electric kettles'),
  kind: 'kettle',
  noun: L('Elektrik çäýnek', 'Электрочайник', 'Electric kettle'),
  parameters: ['kettle_volume', 'power', 'kettle_material', 'temp_control'],
  values: {
    power: ['1800w', '2000w', '2200w', '2400w'],
  },
  lines: [
    { brand: 'tefal', series: '', models: ['KO1501', 'Loft KI250D', 'Sense KO6931'], price: [300, 900] },
    { brand: 'philips', series: '', models: ['HD9318', 'HD9350', 'HD9365'], price: [350, 800] },
    { brand: 'bosch', series: '', models: ['TWK3A011', 'TWK3P420', 'TWK7203'], price: [350, 900] },
    { brand: 'braun', series: '', models: ['WK 1100', 'WK 3100', 'WK 5115'], price: [400, 850] },
    { brand: 'redmond', series: '', models: ['RK-M171', 'RK-G200S', 'SkyKettle RK-M216S'], price: [300, 800] },
    { brand: 'xiaomi', series: '', models: ['Electric Kettle 2', 'Mi Smart Kettle Pro'], price: [300, 700] },
  ],
  description: [
    L(
      '{name} çaý söýýän maşgala üçin gündelik zerur enjamdyr. Göwrümi {param:kettle_volume}, kuwwaty {param:power}: suw birnäçe minutda gaýnaýar, bu bolsa myhmanlar gelende has-da amatly.',
      '{name} — незаменимый прибор для семьи, где любят чай. Объём {param:kettle_volume}, мощность {param:power}: вода закипает за пару минут, что особенно удобно, когда приходят гости.',
      '{name} is a must for any tea-loving family. With a {param:kettle_volume} capacity and {param:power} of power, water boils in a couple of minutes, handy when guests arrive.',
    ),
    L(
      'Korpusyň materialy: {param:kettle_material}. Suw gaýnandan soň çäýnek özi öçýär, suwsuz ýakylanda bolsa gorag ulgamy işe girýär — bu enjamyň ömrüni uzaldýar. Temperaturany saýlamak: {param:temp_control}; şeýle funksiýaly modellerde gök çaý demlemek üçin suwy 80 gradusa çenli gyzdyryp bolýar.',
      'Материал корпуса: {param:kettle_material}. После закипания чайник выключается сам, а при включении без воды срабатывает защита — это продлевает срок службы прибора. Выбор температуры: {param:temp_control}; в моделях с этой функцией воду для зелёного чая можно нагреть до 80 градусов.',
      'Body material: {param:kettle_material}. It switches off by itself once the water boils and is protected against boiling dry, which extends its life. Temperature control: {param:temp_control}; models with this feature can heat water to 80 °C for green tea.',
    ),
  ],
  features: [
    L('Göwrümi: {param:kettle_volume}', 'Объём {param:kettle_volume}', '{param:kettle_volume} capacity'),
    L('Kuwwaty: {param:power}', 'Мощность {param:power}', '{param:power} power'),
    L('Korpusy: {param:kettle_material}', 'Корпус: {param:kettle_material}', 'Body: {param:kettle_material}'),
    L('Gaýnandan soň awtomatik öçýär', 'Автоотключение при закипании', 'Auto shut-off when boiled'),
    L('Suwsuz ýakmakdan gorag', 'Защита от включения без воды', 'Boil-dry protection'),
  ],
};

const blenders: SubcategoryDef = {
  code: 'blenders',
  name: L('Blenderler', 'Блендеры', 'Blenders'),
  kind: 'blender',
  noun: L('Blender', 'Блендер', 'Blender'),
  parameters: ['power', 'blender_speeds', 'colour'],
  values: {
    power: ['500w', '700w', '1000w', '1200w', '1500w'],
  },
  lines: [
    {
      brand: 'braun',
      series: 'MultiQuick',
      models: ['3 MQ3135', '5 MQ5235', '7 MQ7087X', '9 MQ9187XLI'],
      price: [500, 2400],
    },
    { brand: 'philips', series: '', models: ['HR2041', 'HR2228', 'HR3573'], price: [450, 2200] },
    {
      brand: 'bosch',
      series: '',
      models: ['MSM64110', 'ErgoMaster MS6CM6155', 'VitaPower MMB6141B'],
      price: [400, 1800],
    },
    { brand: 'tefal', series: '', models: ['BlendForce BL4201', 'PerfectMix+ BL811D38'], price: [650, 1600] },
  ],
  description: [
    L(
      '{name} kokteýl, smuzi, çorba-püre we çaga iýmitini birnäçe sekuntda taýýarlamaga kömek edýär. Kuwwaty {param:power} bolan motor gök önümleri, miweleri, hozy we hatda buzy hem aňsatlyk bilen owradýar.',
      '{name} за считанные секунды приготовит коктейль, смузи, суп-пюре или детское питание. Мотор мощностью {param:power} легко измельчает овощи, фрукты, орехи и даже лёд.',
      '{name} makes shakes, smoothies, cream soups and baby food in seconds. The {param:power} motor easily handles vegetables, fruit, nuts and even ice.',
    ),
    L(
      '{param:blender_speeds} we impuls režimi önümleriň owradylyş derejesini takyk sazlamaga mümkinçilik berýär. Pyçaklar poslamaýan polatdan ýasalan, aýrylýan bölekleri bolsa aňsat ýuwulýar. Korpusyň reňki: {param:colour}.',
      '{param:blender_speeds} и импульсный режим позволяют точно настроить степень измельчения. Ножи сделаны из нержавеющей стали, а съёмные детали легко моются. Цвет корпуса: {param:colour}.',
      '{param:blender_speeds} plus a pulse mode let you control exactly how fine the result is. The blades are stainless steel and the removable parts are easy to wash. Body colour: {param:colour}.',
    ),
  ],
  features: [
    L('Kuwwaty: {param:power}', 'Мощность {param:power}', '{param:power} motor'),
    L(
      '{param:blender_speeds} we impuls režimi',
      '{param:blender_speeds} и импульсный режим',
      '{param:blender_speeds} and pulse mode',
    ),
    L('Poslamaýan polatdan pyçaklar', 'Ножи из нержавеющей стали', 'Stainless steel blades'),
    L('Buzy owradýar', 'Колет лёд', 'Crushes ice'),
    L('Korpusyň reňki: {param:colour}', 'Цвет корпуса: {param:colour}', 'Body colour: {param:colour}'),
  ],
};

const cookers: SubcategoryDef = {
  code: 'cookers',
  name: L('Plitalar', 'Плиты', 'Cookers'),
  kind: 'stove',
  noun: L('Plita', 'Плита', 'Cooker'),
  parameters: ['oven_volume', 'colour', 'hob_surface'],
  lines: [
    { brand: 'artel', series: 'Apetito', models: ['01-G', '02-G', '10-G', '01-E'], price: [4000, 6500] },
    { brand: 'beko', series: '', models: ['FSS 53000 DW', 'FSE 52320 DWD', 'GG15115DX'], price: [4500, 9000] },
    { brand: 'indesit', series: '', models: ['IS5V5PMW', 'I5ESHA'], price: [4000, 6500] },
  ],
  description: [
    L(
      '{name} palowdan başlap duhowkada bişirilýän çörek-börege çenli öý naharlaryny taýýarlamak üçin ygtybarly kömekçidir. Dört ojakly bişiriş üstünde birnäçe tagamy bir wagtda taýýarlap bolýar. Bişiriş üstüniň örtügi: {param:hob_surface}.',
      '{name} — надёжный помощник для домашней кухни, от плова до выпечки. На четырёх конфорках можно готовить несколько блюд одновременно. Покрытие варочной поверхности: {param:hob_surface}.',
      '{name} is a dependable helper in the home kitchen, from plov to home baking. Four burners let you cook several dishes at once. Hob surface: {param:hob_surface}.',
    ),
    L(
      'Duhowkanyň göwrümi {param:oven_volume}: gutap, pirog we bütin towuk bişirmäge ýeterlik. Gaz plitalarda elektrik ot alyş ody bir düwme bilen ýakýar, gaz-kontrol bolsa ot öçende gazyň akymyny awtomatik ýapýar; elektrik plitalar bolsa gaz geçirilmedik jaýlar üçin amatly. Korpusyň reňki: {param:colour}.',
      'Объём духовки {param:oven_volume}: хватит для гутапов, пирогов и целой курицы. В газовых плитах электроподжиг зажигает огонь одной кнопкой, а газ-контроль перекрывает газ, если пламя погаснет; электрические плиты удобны там, где нет газа. Цвет корпуса: {param:colour}.',
      'The {param:oven_volume} oven is big enough for gutaps, pies and a whole chicken. On gas cookers, electric ignition lights the burner at the press of a button and a flame-failure device shuts off the gas if the flame goes out; electric cookers suit homes without gas. Body colour: {param:colour}.',
    ),
  ],
  features: [
    L('Duhowka: {param:oven_volume}', 'Духовка {param:oven_volume}', '{param:oven_volume} oven'),
    L('Dört ojak', 'Четыре конфорки', 'Four burners'),
    L('Bişiriş üsti: {param:hob_surface}', 'Варочная поверхность: {param:hob_surface}', 'Hob: {param:hob_surface}'),
    L(
      'Gaz modellerde elektrik ot alyş we gaz-kontrol',
      'Электроподжиг и газ-контроль в газовых моделях',
      'Electric ignition and flame-failure safety on gas models',
    ),
    L('Korpusyň reňki: {param:colour}', 'Цвет корпуса: {param:colour}', 'Body colour: {param:colour}'),
  ],
};

// ===================================================================== small home appliances

const vacuums: SubcategoryDef = {
  code: 'vacuum-cleaners',
  name: L('Tozan sorujylar', 'Пылесосы', 'Vacuum cleaners'),
  kind: 'vacuum',
  noun: L('Tozan sorujy', 'Пылесос', 'Vacuum cleaner'),
  parameters: ['power', 'dust_capacity', 'dust_container', 'vacuum_filter'],
  values: {
    power: ['1400w', '1600w', '1800w', '2000w', '2200w'],
  },
  lines: [
    { brand: 'samsung', series: '', models: ['VC18M21A0SB', 'VC18M31A0HU', 'VC20M255AWB'], price: [1500, 2600] },
    {
      brand: 'philips',
      series: 'PowerPro',
      models: ['Compact FC9332', 'Active FC9552', 'Expert FC9732'],
      price: [1500, 3200],
    },
    { brand: 'bosch', series: '', models: ['BGS05A220', 'BGL38BA3H', 'BGS41ZOO'], price: [1600, 3500] },
  ],
  description: [
    L(
      '{name} öýüňizi hemişe tertipli saklamak üçin güýçli tozan sorujydyr. Sarp edýän kuwwaty {param:power}: ol halylardaky, pollardaky we mebelleriň aşagyndaky tozany, çägäni we öý haýwanlarynyň tüýüni aňsatlyk bilen arassalaýar.',
      '{name} — мощный пылесос, чтобы в доме всегда был порядок. Потребляемая мощность {param:power}: он легко собирает пыль, песок и шерсть домашних животных с ковров, пола и из-под мебели.',
      '{name} is a powerful vacuum cleaner that keeps the home in order. Drawing {param:power}, it easily lifts dust, sand and pet hair from carpets, floors and under furniture.',
    ),
    L(
      'Tozan ýygnaýjy: {param:dust_container}, göwrümi {param:dust_capacity}. {param:vacuum_filter} süzgüç iň ownuk tozany hem saklaýar we otagdaky howany arassa edýär — bu allergiýasy bolanlar üçin möhümdir. Toplumda haly we pol üçin uniwersal çotga hem-de mebel üçin dar uçluk bar.',
      'Пылесборник: {param:dust_container}, объём {param:dust_capacity}. Фильтр {param:vacuum_filter} задерживает даже мельчайшую пыль и очищает воздух в комнате — это важно для аллергиков. В комплекте универсальная щётка для ковров и пола и щелевая насадка для мебели.',
      'Dust collector: {param:dust_container}, capacity {param:dust_capacity}. The {param:vacuum_filter} filter traps even the finest dust and leaves the air cleaner, which matters for allergy sufferers. A carpet-and-floor brush and a crevice tool for furniture come in the box.',
    ),
  ],
  features: [
    L('Kuwwaty: {param:power}', 'Мощность {param:power}', '{param:power} power'),
    L(
      'Tozan ýygnaýjy: {param:dust_container}',
      'Пылесборник: {param:dust_container}',
      'Dust collector: {param:dust_container}',
    ),
    L(
      'Tozan ýygnaýjynyň göwrümi: {param:dust_capacity}',
      'Объём пылесборника {param:dust_capacity}',
      '{param:dust_capacity} dust capacity',
    ),
    L('{param:vacuum_filter} süzgüç', 'Фильтр {param:vacuum_filter}', '{param:vacuum_filter} filter'),
    L('Sorujy güýji sazlanýar', 'Регулировка мощности всасывания', 'Adjustable suction'),
  ],
};

const cordlessVacuums: SubcategoryDef = {
  code: 'cordless-vacuums',
  name: L('Simsiz tozan sorujylar', 'Беспроводные пылесосы', 'Cordless vacuums'),
  kind: 'vacuum',
  noun: L('Simsiz tozan sorujy', 'Беспроводной пылесос', 'Cordless vacuum'),
  parameters: ['stick_suction', 'runtime', 'colour'],
  values: {
    runtime: ['40min', '50min', '60min', '70min'],
  },
  lines: [
    {
      brand: 'dyson',
      series: '',
      models: ['V8 Absolute', 'V12 Detect Slim', 'V15 Detect', 'Gen5detect'],
      price: [7000, 18500],
    },
    {
      brand: 'xiaomi',
      series: '',
      models: ['Mi Vacuum Cleaner G9', 'Mi Vacuum Cleaner G10', 'Vacuum Cleaner G11'],
      price: [2800, 5500],
    },
    { brand: 'samsung', series: 'Jet', models: ['60 Fit', '75', '90'], price: [4000, 9000] },
  ],
  description: [
    L(
      '{name} simsiz we ýeňil bolany üçin gündelik arassaçylyk bary-ýogy birnäçe minut wagt alýar. Rozetka gözlemek ýa-da agyr korpusy yzyňyzdan süýremek gerek däl: tozan sorujyny alyň-da, tutuş öýi aýlanyp çykyň.',
      '{name} — беспроводной и лёгкий, поэтому ежедневная уборка занимает считанные минуты. Не нужно искать розетку и тянуть за собой тяжёлый корпус: взяли пылесос — и прошли по всему дому.',
      '{name} is cordless and light, so everyday cleaning takes only minutes. No hunting for a socket and no dragging a heavy body around: pick it up and go through the whole house.',
    ),
    L(
      'Sorujy güýji {param:stick_suction}, bir zarýad bilen işleýiş wagty {param:runtime} — orta ululykdaky kwartirany arassalamaga ýeterlik. Turbasyny aýryp, ony el tozan sorujysyna öwrüp bolýar: diwan, awtoulag oturgyçlary we tekjeler üçin amatly. Diwara berkidilýän zarýad stansiýasy tozan sorujyny hemişe taýýar saklaýar.',
      'Мощность всасывания {param:stick_suction}, время работы от одного заряда {param:runtime} — достаточно, чтобы убрать квартиру среднего размера. Если снять трубу, пылесос превращается в ручной — для дивана, автомобильных сидений и полок. Настенная зарядная станция держит его всегда наготове.',
      'Suction power {param:stick_suction}, runtime per charge {param:runtime}: enough for a medium-sized flat. Remove the wand and it becomes a handheld vacuum for sofas, car seats and shelves. A wall-mounted charging dock keeps it always ready.',
    ),
  ],
  features: [
    L(
      'Sorujy güýji: {param:stick_suction}',
      'Мощность всасывания {param:stick_suction}',
      '{param:stick_suction} suction power',
    ),
    L('Işleýiş wagty: {param:runtime}', 'До {param:runtime} без подзарядки', 'Up to {param:runtime} per charge'),
    L('El tozan sorujysyna öwrülýär', 'Превращается в ручной пылесос', 'Converts to a handheld'),
    L('Diwara berkidilýän zarýad stansiýasy', 'Настенная зарядная станция', 'Wall-mounted charging dock'),
    L('Reňki: {param:colour}', 'Цвет: {param:colour}', 'Colour: {param:colour}'),
  ],
};

const robotVacuums: SubcategoryDef = {
  code: 'robot-vacuums',
  name: L('Robot tozan sorujylar', 'Роботы-пылесосы', 'Robot vacuums'),
  kind: 'vacuum',
  noun: L('Robot tozan sorujy', 'Робот-пылесос', 'Robot vacuum'),
  parameters: ['robot_suction', 'runtime', 'navigation', 'mop'],
  values: {
    runtime: ['90min', '120min', '150min', '180min'],
  },
  lines: [
    { brand: 'xiaomi', series: 'Robot Vacuum', models: ['E10', 'S10', 'S10+', 'X10+'], price: [3000, 12000] },
    { brand: 'samsung', series: '', models: ['Jet Bot', 'Jet Bot+', 'Jet Bot AI+'], price: [6000, 18000] },
    { brand: 'dyson', series: '', models: ['360 Heurist', '360 Vis Nav'], price: [17000, 24000] },
  ],
  description: [
    L(
      '{name} siz işdekäňiz ýa-da dynç alýarkaňyz öýi özbaşdak arassalaýar. Nawigasiýa: {param:navigation}. Robot otaglaryň kartasyny düzýär, päsgelçilikleri aýlanyp geçýär we bir ýeri iki gezek arassalamaýar.',
      '{name} сам убирает дом, пока вы на работе или отдыхаете. Навигация: {param:navigation}. Робот строит карту комнат, объезжает препятствия и не убирает одно место дважды.',
      '{name} cleans the house on its own while you are at work or relaxing. Navigation: {param:navigation}. It maps the rooms, steers around obstacles and never cleans the same spot twice.',
    ),
    L(
      'Sorujy güýji {param:robot_suction}, bir zarýad bilen işleýiş wagty {param:runtime}. Ýuwup arassalamak: {param:mop}. Arassalaýyş tertibini smartfondaky programma arkaly düzüp bolýar, işini tamamlandan soň robot zarýad bazasyna özi gaýdyp gelýär.',
      'Мощность всасывания {param:robot_suction}, время работы от одного заряда {param:runtime}. Влажная уборка: {param:mop}. Расписание уборки настраивается в приложении на смартфоне, а после работы робот сам возвращается на базу.',
      'Suction power {param:robot_suction}, runtime per charge {param:runtime}. Mopping: {param:mop}. Set a cleaning schedule in the smartphone app, and when the job is done the robot returns to its dock by itself.',
    ),
  ],
  features: [
    L('Nawigasiýa: {param:navigation}', 'Навигация: {param:navigation}', 'Navigation: {param:navigation}'),
    L(
      'Sorujy güýji: {param:robot_suction}',
      'Мощность всасывания {param:robot_suction}',
      '{param:robot_suction} suction',
    ),
    L('Işleýiş wagty: {param:runtime}', 'До {param:runtime} без подзарядки', 'Up to {param:runtime} per charge'),
    L('Ýuwup arassalamak: {param:mop}', 'Влажная уборка: {param:mop}', 'Mopping: {param:mop}'),
    L('Smartfondan dolandyryş', 'Управление со смартфона', 'Smartphone control'),
  ],
};

const irons: SubcategoryDef = {
  code: 'irons',
  name: L('Ütükler', 'Утюги', 'Irons'),
  kind: 'iron',
  noun: L('Ütük', 'Утюг', 'Iron'),
  parameters: ['power', 'steam_boost', 'soleplate', 'colour'],
  values: {
    power: ['2000w', '2200w', '2400w', '2600w', '2800w', '3000w'],
  },
  lines: [
    { brand: 'philips', series: '', models: ['DST3041', 'DST5040', 'DST7030', 'DST8041'], price: [500, 1600] },
    { brand: 'tefal', series: '', models: ['FV1711', 'FV2836', 'FV4970', 'FV5735'], price: [350, 1300] },
    { brand: 'braun', series: 'TexStyle', models: ['3 SI3054', '7 SI7088'], price: [550, 1300] },
  ],
  description: [
    L(
      '{name} eşikleri çalt we arassa ütüklemäge kömek edýär. Kuwwaty {param:power} bolan ütük birnäçe sekuntda gyzýar, güýçli bug bolsa pagta, zygyr we galyň matalardaky epinleri hem aňsatlyk bilen düzleýär.',
      '{name} помогает гладить быстро и аккуратно. Утюг мощностью {param:power} нагревается за считанные секунды, а сильный пар легко разглаживает складки даже на хлопке, льне и плотных тканях.',
      '{name} makes ironing quick and neat. At {param:power} it heats up in seconds, and powerful steam smooths creases even in cotton, linen and heavy fabrics.',
    ),
    L(
      'Bug urgusy {param:steam_boost} — köýnegiň ýakasy ýa-da jalbaryň epini ýaly kyn ýerler üçin. Dabanynyň örtügi: {param:soleplate}; ol mata boýunça ýeňil süýşýär. Dik ýagdaýda bug bermek perdeleri we asylgy eşikleri tekizlemäge mümkinçilik berýär, hekden goraýan ulgam bolsa ütügiň ömrüni uzaldýar.',
      'Паровой удар {param:steam_boost} — для сложных мест вроде воротника рубашки или стрелок на брюках. Покрытие подошвы: {param:soleplate}; она легко скользит по ткани. Вертикальное отпаривание позволяет освежить шторы и вещи на вешалке, а система защиты от накипи продлевает срок службы утюга.',
      'A {param:steam_boost} steam boost handles tricky spots like shirt collars and trouser creases. Soleplate: {param:soleplate}, gliding easily over fabric. Vertical steaming refreshes curtains and hanging clothes, and an anti-calc system extends the life of the iron.',
    ),
  ],
  features: [
    L('Kuwwaty: {param:power}', 'Мощность {param:power}', '{param:power} power'),
    L('Bug urgusy: {param:steam_boost}', 'Паровой удар {param:steam_boost}', '{param:steam_boost} steam boost'),
    L('Dabany: {param:soleplate}', 'Подошва: {param:soleplate}', 'Soleplate: {param:soleplate}'),
    L('Dik ýagdaýda bug bermek', 'Вертикальное отпаривание', 'Vertical steaming'),
    L('Hekden gorag ulgamy', 'Защита от накипи', 'Anti-calc system'),
    L('Reňki: {param:colour}', 'Цвет: {param:colour}', 'Colour: {param:colour}'),
  ],
};

const hairDryers: SubcategoryDef = {
  code: 'hair-dryers',
  name: L('Saç guradyjylar', 'Фены', 'Hair dryers'),
  kind: 'hairdryer',
  noun: L('Saç guradyjy', 'Фен', 'Hair dryer'),
  parameters: ['power', 'heat_settings', 'ionization', 'colour'],
  values: {
    power: ['1200w', '1600w', '1800w', '2000w', '2200w', '2400w'],
  },
  lines: [
    { brand: 'philips', series: '', models: ['BHD308', 'BHD350', 'BHD510'], price: [350, 900] },
    { brand: 'braun', series: 'Satin Hair', models: ['3 HD350', '5 HD585', '7 HD780'], price: [400, 1100] },
    { brand: 'dyson', series: 'Supersonic', models: ['HD07', 'HD15', 'Nural'], price: [8000, 12000] },
    {
      brand: 'xiaomi',
      series: '',
      models: ['Compact Hair Dryer H101', 'Mi Ionic Hair Dryer H300', 'Water Ionic Hair Dryer H500'],
      price: [250, 900],
    },
  ],
  description: [
    L(
      '{name} saçy çalt guradýar we oňa salondaky ýaly owadan şekil bermäge kömek edýär. Kuwwaty {param:power}, {param:heat_settings} we howa akymynyň birnäçe tizligi gysga, uzyn ýa-da galyň saç üçin laýyk sazlamany saýlamaga mümkinçilik berýär.',
      '{name} быстро сушит волосы и помогает сделать укладку как в салоне. Мощность {param:power}, {param:heat_settings} и несколько скоростей потока позволяют подобрать настройку для коротких, длинных или густых волос.',
      '{name} dries hair fast and helps you style it like a salon. {param:power} of power, {param:heat_settings} and several airflow speeds let you find the right setting for short, long or thick hair.',
    ),
    L(
      'Ionlaşdyryş: {param:ionization}. Sowuk howa düwmesi saça beren şekiliňizi berkidýär, toplumdaky konsentrator bolsa howany takyk ugrukdyryp, saçy tekizlemäge kömek edýär. Asmak üçin halkasy bar, şonuň üçin saç guradyjyny saklamak amatly.',
      'Ионизация: {param:ionization}. Кнопка холодного воздуха фиксирует укладку, а концентратор в комплекте точно направляет поток и помогает вытягивать волосы. Петля для подвешивания делает хранение удобным.',
      'Ionic care: {param:ionization}. A cool-shot button sets the style, and the included concentrator nozzle directs the airflow precisely for smoothing. A hanging loop makes storage easy.',
    ),
  ],
  features: [
    L('Kuwwaty: {param:power}', 'Мощность {param:power}', '{param:power} power'),
    L('Temperatura: {param:heat_settings}', 'Нагрев: {param:heat_settings}', 'Heat: {param:heat_settings}'),
    L('Ionlaşdyryş: {param:ionization}', 'Ионизация: {param:ionization}', 'Ionic care: {param:ionization}'),
    L('Sowuk howa düwmesi', 'Кнопка холодного воздуха', 'Cool-shot button'),
    L('Reňki: {param:colour}', 'Цвет: {param:colour}', 'Colour: {param:colour}'),
  ],
};

// ===================================================================== audio

const earbuds: SubcategoryDef = {
  code: 'earbuds',
  name: L('Simsiz gulakçynlar', 'Беспроводные наушники', 'Wireless earbuds'),
  kind: 'headphones',
  noun: L('Simsiz gulakçyn', 'Беспроводные наушники', 'Wireless earbuds'),
  parameters: ['water_protection', 'colour', 'anc', 'playtime'],
  lines: [
    { brand: 'apple', series: 'AirPods', models: ['4', '4 ANC', 'Pro 2'], price: [2700, 5200] },
    { brand: 'samsung', series: 'Galaxy Buds', models: ['FE', '3', '3 Pro'], price: [1600, 4500] },
    { brand: 'xiaomi', series: 'Redmi Buds', models: ['6 Active', '6 Lite', '6 Pro'], price: [300, 1500] },
    { brand: 'jbl', series: '', models: ['Tune Flex', 'Tune Beam', 'Live Beam 3', 'Tour Pro 2'], price: [1200, 4000] },
    { brand: 'sony', series: '', models: ['WF-C510', 'WF-C700N', 'WF-1000XM5'], price: [1200, 5500] },
    { brand: 'huawei', series: 'FreeBuds', models: ['SE 2', '6i', 'Pro 4'], price: [600, 3600] },
    { brand: 'realme', series: 'Buds', models: ['T310', 'Air 6'], price: [600, 1200] },
    { brand: 'anker', series: 'Soundcore', models: ['P20i', 'Life P3', 'Liberty 4 NC'], price: [500, 2000] },
  ],
  description: [
    L(
      '{name} sazy, podkastlary diňlemek we telefonda simsiz gürleşmek üçin ykjam gulakçynlardyr. Olar gulaga berk oturýar we ýörelende, sport bilen meşgullanylanda ýa-da ulagda barylanda düşmeýär.',
      '{name} — компактные наушники, чтобы слушать музыку, подкасты и разговаривать по телефону без проводов. Они надёжно держатся в ушах и не выпадают на прогулке, в спортзале или в транспорте.',
      '{name} are compact earbuds for music, podcasts and calls without wires. They sit securely in the ear and stay put on a walk, at the gym or on the bus.',
    ),
    L(
      'Işjeň şowhun basyjy (ANC): {param:anc}. Zarýad gutusy bilen bilelikde batareýadan işleýiş wagty: {param:playtime}. Suwdan goraglylygy {param:water_protection}, şonuň üçin der we ýagyş damjalary gulakçynlara zyýan ýetirmeýär. Gutudan çykaran badyňyza olar telefonyňyz bilen özi birikýär.',
      'Активное шумоподавление: {param:anc}. Время работы вместе с зарядным кейсом: {param:playtime}. Защита от воды {param:water_protection}, так что пот и капли дождя наушникам не страшны. Стоит достать их из кейса — и они сами подключаются к телефону.',
      'Active noise cancelling: {param:anc}. Battery life with the charging case: {param:playtime}. Water resistance {param:water_protection}, so sweat and rain are no problem. Take them out of the case and they connect to your phone automatically.',
    ),
  ],
  features: [
    L('Işjeň şowhun basyjy: {param:anc}', 'Шумоподавление: {param:anc}', 'Noise cancelling: {param:anc}'),
    L(
      'Gutusy bilen işleýiş wagty: {param:playtime}',
      'Работа с кейсом: {param:playtime}',
      'Battery life with case: {param:playtime}',
    ),
    L(
      'Suwdan gorag: {param:water_protection}',
      'Защита от воды {param:water_protection}',
      '{param:water_protection} water resistance',
    ),
    L('Sensorly dolandyryş', 'Сенсорное управление', 'Touch controls'),
    L('Jaňlar üçin mikrofonlar', 'Микрофоны для звонков', 'Microphones for calls'),
    L('Reňki: {param:colour}', 'Цвет: {param:colour}', 'Colour: {param:colour}'),
  ],
};

const headphones: SubcategoryDef = {
  code: 'headphones',
  name: L('Uly gulakçynlar', 'Полноразмерные наушники', 'Over-ear headphones'),
  kind: 'headphones',
  noun: L('Gulakçyn', 'Наушники', 'Headphones'),
  parameters: ['connection', 'colour', 'anc', 'playtime'],
  values: {
    connection: ['bluetooth', 'bluetooth-wired'],
  },
  lines: [
    { brand: 'sony', series: '', models: ['WH-CH520', 'WH-CH720N', 'WH-1000XM5'], price: [900, 6500] },
    { brand: 'jbl', series: '', models: ['Tune 520BT', 'Tune 720BT', 'Live 770NC'], price: [800, 2800] },
    { brand: 'marshall', series: '', models: ['Major IV', 'Major V', 'Monitor II A.N.C.'], price: [2400, 5800] },
    { brand: 'apple', series: 'AirPods', models: ['Max'], price: [10500, 11500] },
    { brand: 'logitech', series: '', models: ['G435', 'G Pro X 2 Lightspeed'], price: [1500, 5000] },
  ],
  description: [
    L(
      '{name} gulagy doly ýapýar we uzak wagtlap diňlenende-de rahat bolýar. Uly dinamikler çuň bas, arassa orta we ýokary ýygylyklar berýär — saz, film we oýunlar üçin.',
      'Наушники {name} полностью закрывают уши и остаются удобными даже после многих часов прослушивания. Крупные динамики дают глубокий бас, чистую середину и верха — для музыки, фильмов и игр.',
      '{name} cover the ear completely and stay comfortable through hours of listening. Large drivers deliver deep bass and clean mids and highs for music, films and games.',
    ),
    L(
      'Işjeň şowhun basyjy (ANC): {param:anc}. Birikme görnüşi: {param:connection}, batareýadan işleýiş wagty: {param:playtime}. Ýumşak gulak ýassyjaklary we sazlanýan kelle ýaýy gulakçynlary gün boýy dakmaga mümkinçilik berýär, köp modeller bolsa epilýär we sumka aňsat ýerleşýär.',
      'Активное шумоподавление: {param:anc}. Подключение: {param:connection}, время работы от батареи: {param:playtime}. Мягкие амбушюры и регулируемое оголовье позволяют носить наушники весь день, а многие модели складываются и легко помещаются в сумку.',
      'Active noise cancelling: {param:anc}. Connection: {param:connection}; battery life: {param:playtime}. Soft ear cushions and an adjustable headband make them easy to wear all day, and many models fold flat for your bag.',
    ),
  ],
  features: [
    L('Işjeň şowhun basyjy: {param:anc}', 'Шумоподавление: {param:anc}', 'Noise cancelling: {param:anc}'),
    L('Birikme: {param:connection}', 'Подключение: {param:connection}', 'Connection: {param:connection}'),
    L('Batareýa: {param:playtime}', 'Автономность: {param:playtime}', 'Battery life: {param:playtime}'),
    L('Jaňlar üçin gurlan mikrofon', 'Встроенный микрофон для звонков', 'Built-in mic for calls'),
    L('Reňki: {param:colour}', 'Цвет: {param:colour}', 'Colour: {param:colour}'),
  ],
};

const speakers: SubcategoryDef = {
  code: 'speakers',
  name: L('Portatiw kolonkalar', 'Портативные колонки', 'Portable speakers'),
  kind: 'speaker',
  noun: L('Portatiw kolonka', 'Портативная колонка', 'Portable speaker'),
  parameters: ['water_protection', 'colour', 'playtime'],
  lines: [
    { brand: 'jbl', series: '', models: ['Go 4', 'Clip 5', 'Flip 6', 'Charge 5', 'Xtreme 3'], price: [700, 6000] },
    {
      brand: 'marshall',
      series: '',
      models: ['Willen II', 'Emberton II', 'Emberton III', 'Middleton'],
      price: [2000, 5800],
    },
    { brand: 'sony', series: '', models: ['SRS-XB100', 'ULT Field 1', 'ULT Field 3'], price: [1100, 3800] },
    { brand: 'xiaomi', series: '', models: ['Mi Portable Bluetooth Speaker', 'Sound Outdoor'], price: [500, 1300] },
    { brand: 'anker', series: 'Soundcore', models: ['2', 'Motion 300', 'Motion X600'], price: [800, 4500] },
  ],
  description: [
    L(
      '{name} sazy islän ýeriňize alyp gitmäge mümkinçilik berýär: howla, piknige, Awaza ýa-da goňşy otaga. Ykjam korpusyna garamazdan kolonka gaty we arassa ses berýär, bas bolsa çuň hem ýakymly.',
      '{name} позволяет взять музыку куда угодно: во двор, на пикник, на отдых в Авазу или просто в соседнюю комнату. Несмотря на компактный корпус, колонка звучит громко и чисто, с глубоким приятным басом.',
      '{name} takes your music anywhere: the yard, a picnic, a holiday in Awaza or just the next room. Despite its compact body it plays loud and clear, with deep, pleasant bass.',
    ),
    L(
      'Batareýadan işleýiş wagty: {param:playtime}. Suwdan goraglylyk derejesi {param:water_protection}, şonuň üçin suw sepilmegi kolonka zyýan ýetirmeýär. Ol telefon bilen Bluetooth arkaly birnäçe sekuntda birikýär, iki kolonkany bolsa stereo jübüt edip birleşdirip bolýar.',
      'Время работы от батареи: {param:playtime}. Степень защиты от воды {param:water_protection}, так что брызги ей не страшны. К телефону колонка подключается по Bluetooth за пару секунд, а две колонки можно объединить в стереопару.',
      'Battery life: {param:playtime}. Water resistance {param:water_protection}, so splashes are no problem. It pairs with a phone over Bluetooth in seconds, and two speakers can be linked as a stereo pair.',
    ),
  ],
  features: [
    L('Batareýa: {param:playtime}', 'Автономность: {param:playtime}', 'Battery life: {param:playtime}'),
    L(
      'Suwdan gorag: {param:water_protection}',
      'Защита от воды {param:water_protection}',
      '{param:water_protection} water resistance',
    ),
    L('Bluetooth arkaly çalt birikme', 'Быстрое подключение по Bluetooth', 'Quick Bluetooth pairing'),
    L('Stereo jübüt döretmek mümkinçiligi', 'Объединение в стереопару', 'Stereo pairing'),
    L('Reňki: {param:colour}', 'Цвет: {param:colour}', 'Colour: {param:colour}'),
  ],
};

// ===================================================================== cameras

const mirrorless: SubcategoryDef = {
  code: 'mirrorless-cameras',
  name: L('Aýnasyz fotoapparatlar', 'Беззеркальные фотоаппараты', 'Mirrorless cameras'),
  kind: 'camera',
  noun: L('Fotoapparat', 'Фотоаппарат', 'Camera'),
  parameters: ['sensor', 'kit', 'video'],
  lines: [
    { brand: 'canon', series: 'EOS', models: ['R100', 'R50', 'R10', 'R8', 'R6 Mark II'], price: [9500, 48000] },
    { brand: 'sony', series: 'Alpha', models: ['ZV-E10 II', 'a6400', 'a6700', 'a7 IV'], price: [14000, 50000] },
    { brand: 'nikon', series: '', models: ['Z fc', 'Z50 II', 'Z5', 'Z6 III'], price: [15000, 52000] },
    { brand: 'fujifilm', series: '', models: ['X-T30 II', 'X-S20', 'X-T5'], price: [16000, 36000] },
  ],
  description: [
    L(
      '{name} ykjam korpusda professional surat hilini hödürleýär. Matrisanyň çözgüdi {param:sensor}: suratlary uly formatda çap edip ýa-da jikme-jiklikleri ýitirmän kesip bolýar. Çalt awtofokus adamlaryň we haýwanlaryň gözüni tanap yzarlaýar, şonuň üçin hereketdäki suratlar hem aýdyň çykýar.',
      '{name} даёт профессиональное качество снимков в компактном корпусе. Разрешение матрицы {param:sensor}: фотографии можно печатать большим форматом или кадрировать без потери деталей. Быстрый автофокус распознаёт и отслеживает глаза людей и животных, поэтому даже снимки в движении получаются резкими.',
      '{name} brings professional image quality in a compact body. With a {param:sensor} sensor you can print large or crop without losing detail. Fast autofocus recognises and tracks the eyes of people and animals, so even action shots come out sharp.',
    ),
    L(
      'Wideo ýazgy: {param:video} — wlog, toý we maşgala dabaralaryny surata düşürmek üçin ajaýyp. Toplumy: {param:kit}. Çalşyrylýan obýektiwler portretden peýzaža çenli islendik žanrda surata düşürmäge mümkinçilik berýär, Wi-Fi we Bluetooth bolsa suratlary gös-göni smartfona geçirýär.',
      'Видеозапись: {param:video} — отлично для влогов, тоев и семейных праздников. Комплектация: {param:kit}. Сменные объективы позволяют снимать в любом жанре, от портрета до пейзажа, а Wi-Fi и Bluetooth передают фото прямо на смартфон.',
      'Video: {param:video}, great for vlogs, weddings and family celebrations. Kit: {param:kit}. Interchangeable lenses cover every genre from portraits to landscapes, and Wi-Fi and Bluetooth send photos straight to your smartphone.',
    ),
  ],
  features: [
    L('Matrisa: {param:sensor}', 'Матрица {param:sensor}', '{param:sensor} sensor'),
    L('Wideo: {param:video}', 'Видео: {param:video}', 'Video: {param:video}'),
    L('Toplumy: {param:kit}', 'Комплектация: {param:kit}', 'Kit: {param:kit}'),
    L('Gözi yzarlaýan awtofokus', 'Автофокус с распознаванием глаз', 'Eye-detection autofocus'),
    L('Wi-Fi we Bluetooth', 'Wi-Fi и Bluetooth', 'Wi-Fi and Bluetooth'),
  ],
};

const dslr: SubcategoryDef = {
  code: 'dslr-cameras',
  name: L('Aýnaly fotoapparatlar', 'Зеркальные фотоаппараты', 'DSLR cameras'),
  kind: 'camera',
  noun: L('Aýnaly fotoapparat', 'Зеркальный фотоаппарат', 'DSLR camera'),
  parameters: ['sensor', 'kit', 'video'],
  lines: [
    { brand: 'canon', series: 'EOS', models: ['2000D', '250D', '850D'], price: [7500, 15000] },
    { brand: 'canon', series: 'EOS', models: ['90D', '6D Mark II', '5D Mark IV'], price: [20000, 52000] },
    { brand: 'nikon', series: '', models: ['D3500', 'D5600', 'D7500', 'D780'], price: [8000, 36000] },
  ],
  description: [
    L(
      '{name} fotografiýany öwrenip başlaýanlar üçin-de, ygtybarly iş guralyny gözleýänler üçin-de ýerlikli saýlawdyr. Optiki wizir surata düşüriljek pursaty hakyky reňklerde we gijikmesiz görkezýär, ergonomik tutawaç bolsa kamerany uzak wagtlap elde saklamagy aňsatlaşdyrýar.',
      '{name} — удачный выбор и для тех, кто только осваивает фотографию, и для тех, кому нужен надёжный рабочий инструмент. Оптический видоискатель показывает сцену в реальных цветах и без задержек, а эргономичная рукоятка позволяет долго держать камеру в руке.',
      '{name} is a smart choice both for those starting out in photography and for those who need a dependable working tool. The optical viewfinder shows the scene in true colour with no lag, and the ergonomic grip is comfortable to hold for hours.',
    ),
    L(
      'Matrisanyň çözgüdi {param:sensor}, wideo ýazgy: {param:video}. Toplumy: {param:kit}. Batareýanyň bir zarýady ýüzlerçe surat üçin ýeterlik — bu syýahatda we uzak dowam edýän toýda möhümdir. Kamera bu ulgamyň köp sanly obýektiwleri we daşky ýagtylandyryjylary bilen işleýär.',
      'Разрешение матрицы {param:sensor}, видеозапись: {param:video}. Комплектация: {param:kit}. Одного заряда батареи хватает на сотни снимков — это важно в путешествии и на долгом тое. Камера совместима с огромным выбором объективов и внешних вспышек.',
      'Sensor {param:sensor}; video {param:video}. Kit: {param:kit}. One battery charge lasts for hundreds of shots, which matters on a trip or at a long wedding. The camera works with a huge range of lenses and external flashes.',
    ),
  ],
  features: [
    L('Matrisa: {param:sensor}', 'Матрица {param:sensor}', '{param:sensor} sensor'),
    L('Optiki wizir', 'Оптический видоискатель', 'Optical viewfinder'),
    L('Wideo: {param:video}', 'Видео: {param:video}', 'Video: {param:video}'),
    L('Toplumy: {param:kit}', 'Комплектация: {param:kit}', 'Kit: {param:kit}'),
    L('Uzak işleýän batareýa', 'Ёмкий аккумулятор', 'Long battery life'),
  ],
};

const actionCameras: SubcategoryDef = {
  code: 'action-cameras',
  name: L('Ekşn-kameralar', 'Экшн-камеры', 'Action cameras'),
  kind: 'camera',
  noun: L('Ekşn-kamera', 'Экшн-камера', 'Action camera'),
  parameters: ['video', 'waterproof_depth', 'front_screen'],
  lines: [
    { brand: 'gopro', series: '', models: ['HERO11 Black', 'HERO12 Black', 'HERO13 Black'], price: [5500, 8500] },
    { brand: 'dji', series: 'Osmo Action', models: ['4', '5 Pro'], price: [6000, 7500] },
    { brand: 'dji', series: 'Osmo', models: ['Pocket 3'], price: [9000, 10500] },
  ],
  description: [
    L(
      '{name} syýahatlary, sporty we başdan geçirmeleri iň ýakyn aralykdan ýazga almak üçin döredilen. Ösen durnuklaşdyryş ulgamy ylgaýarkaňyz, welosiped sürýärkäňiz ýa-da Köpetdagyň ýodalary bilen barýarkaňyz hem wideony tekiz we ýumşak edýär.',
      '{name} — камера, чтобы снимать путешествия, спорт и приключения с самой близкой точки. Продвинутая стабилизация делает видео ровным и плавным, даже когда вы бежите, едете на велосипеде или идёте по тропам Копетдага.',
      '{name} is built to film travel, sport and adventure from right in the action. Advanced stabilisation keeps footage smooth and steady even when you are running, cycling or walking the trails of the Kopetdag.',
    ),
    L(
      'Wideo ýazgy: {param:video}. Gabsyz suwa çümüş çuňlugy {param:waterproof_depth}, şonuň üçin deňizde, basseýnde we ýagyşda surata düşürip bolýar. Öň ekrany: {param:front_screen}. Dürli berkitmeler arkaly kamerany kaska, welosipede ýa-da awtoulagyň aýnasyna berkidip bolýar.',
      'Видеозапись: {param:video}. Погружение без бокса — до {param:waterproof_depth}, так что снимать можно в море, в бассейне и под дождём. Фронтальный экран: {param:front_screen}. С помощью креплений камеру легко установить на шлем, велосипед или лобовое стекло автомобиля.',
      'Video: {param:video}. Waterproof to {param:waterproof_depth} without a housing, for filming at sea, in the pool or in the rain. Front screen: {param:front_screen}. Mounts let you fix it to a helmet, a bike or a car windscreen.',
    ),
  ],
  features: [
    L('Wideo: {param:video}', 'Видео: {param:video}', 'Video: {param:video}'),
    L(
      'Suwa çümüş çuňlugy: {param:waterproof_depth}',
      'Водонепроницаемость до {param:waterproof_depth}',
      'Waterproof to {param:waterproof_depth}',
    ),
    L(
      'Öň ekrany: {param:front_screen}',
      'Фронтальный экран: {param:front_screen}',
      'Front screen: {param:front_screen}',
    ),
    L('Elektron durnuklaşdyryş', 'Электронная стабилизация', 'Electronic stabilisation'),
    L('Smartfon programmasy arkaly dolandyryş', 'Управление через приложение', 'Control from the smartphone app'),
  ],
};

// ===================================================================== gaming

const consoles: SubcategoryDef = {
  code: 'consoles',
  name: L('Oýun konsollary', 'Игровые консоли', 'Game consoles'),
  kind: 'console',
  noun: L('Oýun konsoly', 'Игровая консоль', 'Game console'),
  parameters: ['storage', 'colour', 'disc_drive'],
  values: {
    storage: ['512gb', '1tb', '2tb'],
  },
  lines: [
    { brand: 'sony', series: 'PlayStation 5', models: ['Slim Digital Edition', 'Slim', 'Pro'], price: [9500, 16500] },
    { brand: 'microsoft', series: 'Xbox Series', models: ['S', 'X'], price: [6500, 11500] },
    { brand: 'valve', series: 'Steam Deck', models: ['OLED'], price: [11000, 13000] },
  ],
  description: [
    L(
      '{name} öýüňizi hakyky oýun merkezine öwürýär. Güýçli enjam häzirki zaman oýunlaryny ýokary kadr ýygylygynda we aýdyň grafika bilen işledýär, çalt ýat bolsa ýükleme wagtyny birnäçe sekunda çenli gysgaldýar.',
      '{name} превращает дом в настоящий игровой центр. Мощная начинка запускает современные игры с высокой частотой кадров и чёткой графикой, а быстрая память сокращает загрузки до считанных секунд.',
      '{name} turns your home into a real gaming centre. Powerful hardware runs today’s games at high frame rates with crisp graphics, and fast storage cuts loading to a few seconds.',
    ),
    L(
      'Içki ýady {param:storage}. Disk okaýjy: {param:disc_drive}. Konsol diňe oýun üçin däl: onuň üsti bilen film, serial görüp we saz diňläp bolýar. Maşgalaňyz we dostlaryňyz bilen bile oýnamak üçin goşmaça geýmpad almagy maslahat berýäris.',
      'Встроенная память — {param:storage}. Дисковод: {param:disc_drive}. Консоль подходит не только для игр: на ней можно смотреть фильмы и сериалы и слушать музыку. Чтобы играть вместе с семьёй и друзьями, советуем взять дополнительный геймпад.',
      'Storage: {param:storage}. Disc drive: {param:disc_drive}. It is not just for games: films, series and music are on it too. To play with family and friends, we recommend adding a second controller.',
    ),
  ],
  features: [
    L('Içki ýady: {param:storage}', 'Память {param:storage}', '{param:storage} storage'),
    L('Disk okaýjy: {param:disc_drive}', 'Дисковод: {param:disc_drive}', 'Disc drive: {param:disc_drive}'),
    L('Ýokary kadr ýygylygyndaky oýunlar', 'Игры с высокой частотой кадров', 'High frame-rate gaming'),
    L('Onlaýn we köp oýunçyly oýunlar', 'Онлайн и многопользовательские игры', 'Online and multiplayer gaming'),
    L('Reňki: {param:colour}', 'Цвет: {param:colour}', 'Colour: {param:colour}'),
  ],
};

const gamepads: SubcategoryDef = {
  code: 'gamepads',
  name: L('Geýmpadlar', 'Геймпады', 'Gamepads'),
  kind: 'gamepad',
  noun: L('Geýmpad', 'Геймпад', 'Gamepad'),
  parameters: ['connection', 'colour', 'playtime'],
  values: {
    connection: ['bluetooth', 'bluetooth-usb'],
  },
  lines: [
    { brand: 'sony', series: 'DualSense', models: ['Wireless Controller', 'Edge'], price: [1300, 4200] },
    {
      brand: 'microsoft',
      series: 'Xbox',
      models: ['Wireless Controller', 'Elite Wireless Controller Series 2'],
      price: [1200, 3800],
    },
    { brand: 'nintendo', series: 'Switch', models: ['Joy-Con (L)/(R)', 'Pro Controller'], price: [1400, 1700] },
  ],
  description: [
    L(
      '{name} oýunlarda takyk we rahat dolandyryşy üpjün edýär. Ergonomik şekili uzak oýunlarda-da eli ýadatmaýar, duýgur düwmeler we iki joýstik her bir hereketi takyk geçirýär.',
      '{name} обеспечивает точное и удобное управление в играх. Эргономичная форма не утомляет руки даже за долгие игровые сессии, а чуткие кнопки и два стика точно передают каждое движение.',
      '{name} gives you precise, comfortable control in games. The ergonomic shape stays comfortable through long sessions, and responsive buttons and twin sticks translate every move accurately.',
    ),
    L(
      'Birikme görnüşi: {param:connection}. Batareýadan işleýiş wagty: {param:playtime}. Titreme motorlary oýundaky her bir urgyny we partlamany duýmaga mümkinçilik berýär. Geýmpady konsola, kompýutere we köp smartfonlara birikdirip bolýar.',
      'Подключение: {param:connection}. Время работы от батареи: {param:playtime}. Вибромоторы позволяют почувствовать каждый удар и взрыв в игре. Геймпад подключается к консоли, компьютеру и многим смартфонам.',
      'Connection: {param:connection}. Battery life: {param:playtime}. Rumble motors let you feel every hit and explosion. Connects to a console, a PC and many smartphones.',
    ),
  ],
  features: [
    L('Birikme: {param:connection}', 'Подключение: {param:connection}', 'Connection: {param:connection}'),
    L('Batareýa: {param:playtime}', 'Автономность: {param:playtime}', 'Battery life: {param:playtime}'),
    L('Titreme effekti', 'Вибрация', 'Rumble feedback'),
    L('Ergonomik şekil', 'Эргономичная форма', 'Ergonomic shape'),
    L('Reňki: {param:colour}', 'Цвет: {param:colour}', 'Colour: {param:colour}'),
  ],
};

// ===================================================================== wearables

const smartwatches: SubcategoryDef = {
  code: 'smartwatches',
  name: L('Akylly sagatlar', 'Смарт-часы', 'Smart watches'),
  kind: 'watch',
  noun: L('Akylly sagat', 'Смарт-часы', 'Smart watch'),
  parameters: ['watch_size', 'colour', 'watch_battery', 'water_resistance', 'gps'],
  lines: [
    { brand: 'apple', series: 'Watch', models: ['SE', 'Series 10', 'Ultra 2'], price: [5000, 16500] },
    { brand: 'samsung', series: 'Galaxy Watch', models: ['FE', '7', 'Ultra'], price: [3500, 12500] },
    { brand: 'huawei', series: 'Watch', models: ['Fit 3', 'GT 5', 'GT 5 Pro'], price: [2400, 7000] },
    { brand: 'xiaomi', series: '', models: ['Redmi Watch 5 Active', 'Redmi Watch 5', 'Watch S3'], price: [700, 3000] },
    {
      brand: 'garmin',
      series: '',
      models: ['Forerunner 165', 'Forerunner 265', 'Venu 3', 'Fenix 8'],
      price: [5000, 20000],
    },
  ],
  description: [
    L(
      '{name} bildirişleri, jaňlary we saglygyňyz baradaky maglumatlary elmydama golaýyňyzda saklaýar. Sagat ýürek urgusyny, ukyny, ädimleri we gandaky kislorodyň derejesini yzarlaýar hem-de onlarça türgenleşik görnüşini goldaýar.',
      'Часы {name} держат уведомления, звонки и данные о здоровье всегда под рукой. Они следят за пульсом, сном, шагами и уровнем кислорода в крови и поддерживают десятки видов тренировок.',
      '{name} keeps notifications, calls and health data on your wrist. It tracks heart rate, sleep, steps and blood oxygen, and supports dozens of workout types.',
    ),
    L(
      'Korpusyň ölçegi {param:watch_size}. Batareýadan işleýiş wagty: {param:watch_battery}. Suwa çydamlylygy {param:water_resistance}, şonuň üçin sagat bilen basseýnde ýüzüp we ýagyşda ylgap bolýar. Gurlan GPS: {param:gps}. Sagat smartfonyňyz bilen öndürijiniň programmasy arkaly birikýär.',
      'Размер корпуса {param:watch_size}. Время автономной работы: {param:watch_battery}. Водонепроницаемость {param:water_resistance} — в часах можно плавать в бассейне и бегать под дождём. Встроенный GPS: {param:gps}. Часы подключаются к смартфону через фирменное приложение.',
      'Case size {param:watch_size}. Battery life: {param:watch_battery}. Water rating {param:water_resistance}, fine for swimming and running in the rain. Built-in GPS: {param:gps}. It pairs with your smartphone through the maker’s app.',
    ),
  ],
  features: [
    L('Korpusy: {param:watch_size}', 'Корпус {param:watch_size}', '{param:watch_size} case'),
    L('Batareýa: {param:watch_battery}', 'Автономность: {param:watch_battery}', 'Battery life: {param:watch_battery}'),
    L(
      'Suwa çydamlylygy: {param:water_resistance}',
      'Водонепроницаемость {param:water_resistance}',
      'Water rating {param:water_resistance}',
    ),
    L('GPS: {param:gps}', 'GPS: {param:gps}', 'GPS: {param:gps}'),
    L('Ýürek urgusyna we uka gözegçilik', 'Мониторинг пульса и сна', 'Heart-rate and sleep tracking'),
    L('Reňki: {param:colour}', 'Цвет: {param:colour}', 'Colour: {param:colour}'),
  ],
};

const fitnessBands: SubcategoryDef = {
  code: 'fitness-bands',
  name: L('Fitnes bilezikler', 'Фитнес-браслеты', 'Fitness bands'),
  kind: 'watch',
  noun: L('Fitnes bilezik', 'Фитнес-браслет', 'Fitness band'),
  parameters: ['watch_battery', 'colour', 'water_resistance'],
  values: {
    watch_battery: ['3-7d', '7-14d', 'over-14d'],
  },
  lines: [
    { brand: 'xiaomi', series: 'Smart Band', models: ['8', '9', '9 Pro'], price: [500, 1300] },
    { brand: 'huawei', series: 'Band', models: ['9', '10'], price: [600, 1000] },
    { brand: 'honor', series: 'Band', models: ['9'], price: [500, 600] },
    { brand: 'samsung', series: 'Galaxy', models: ['Fit3'], price: [1000, 1200] },
    { brand: 'garmin', series: 'vívosmart', models: ['5'], price: [2400, 2800] },
  ],
  description: [
    L(
      '{name} gije-gündiz işjeňligiňize gözegçilik edýän ýeňil we göze ilmeýän bilezikdir. Ol ädimleri, ýakylan kaloriýalary, ýürek urgusyny we ukynyň hilini hasaplaýar, uzak wagtlap oturanyňyzda bolsa hereket etmegi ýatladýar.',
      '{name} — лёгкий и незаметный браслет, который круглосуточно следит за вашей активностью. Он считает шаги, сожжённые калории, пульс и качество сна, а ещё напоминает размяться, если вы долго сидите.',
      '{name} is a light, unobtrusive band that tracks your activity around the clock. It counts steps, calories burned, heart rate and sleep quality, and reminds you to move when you have been sitting too long.',
    ),
    L(
      'Ýagty ekran Günüň aşagynda-da aýdyň görünýär. Batareýadan işleýiş wagty: {param:watch_battery}, şonuň üçin bilezigi her gün zarýadlamak gerek däl. Suwa çydamlylygy {param:water_resistance}: ony duşda we basseýnde çykarmasaňyz hem bolýar. Telefona gelýän jaňlar we habarlar bilezigiň ekranynda görkezilýär.',
      'Яркий экран хорошо читается даже на солнце. Время автономной работы: {param:watch_battery}, так что заряжать браслет каждый день не нужно. Водонепроницаемость {param:water_resistance}: снимать его в душе и бассейне не обязательно. Входящие звонки и сообщения отображаются на экране браслета.',
      'The bright screen stays readable even in sunlight. Battery life: {param:watch_battery}, so there is no need to charge it every day. Water rating {param:water_resistance}: no need to take it off in the shower or the pool. Incoming calls and messages show up on the band’s screen.',
    ),
  ],
  features: [
    L('Batareýa: {param:watch_battery}', 'Автономность: {param:watch_battery}', 'Battery life: {param:watch_battery}'),
    L(
      'Suwa çydamlylygy: {param:water_resistance}',
      'Водонепроницаемость {param:water_resistance}',
      'Water rating {param:water_resistance}',
    ),
    L('Ukynyň hiline gözegçilik', 'Анализ сна', 'Sleep tracking'),
    L('Jaň we habar bildirişleri', 'Уведомления о звонках и сообщениях', 'Call and message alerts'),
    L('Reňki: {param:colour}', 'Цвет: {param:colour}', 'Colour: {param:colour}'),
  ],
};

// ===================================================================== accessories

const powerBanks: SubcategoryDef = {
  code: 'power-banks',
  name: L('Göçme zarýad berijiler', 'Внешние аккумуляторы', 'Power banks'),
  kind: 'powerbank',
  noun: L('Göçme zarýad beriji', 'Внешний аккумулятор', 'Power bank'),
  parameters: ['pb_capacity', 'output_power', 'ports', 'wireless_charging', 'colour'],
  lines: [
    {
      brand: 'xiaomi',
      series: '',
      models: ['Redmi Power Bank', 'Power Bank 3 Ultra Compact', '33W Power Bank Pocket Edition Pro'],
      price: [250, 700],
    },
    {
      brand: 'anker',
      series: '',
      models: ['PowerCore Slim', 'PowerCore Essential', 'Nano Power Bank', 'Prime Power Bank'],
      price: [350, 2200],
    },
    { brand: 'baseus', series: '', models: ['Bipow', 'Adaman', 'Blade', 'Magnetic Mini'], price: [300, 1200] },
    { brand: 'samsung', series: '', models: ['EB-P3300', 'EB-P3400', 'EB-P4520'], price: [500, 1000] },
  ],
  description: [
    L(
      '{name} telefonyňyzyň, gulakçynlaryňyzyň we beýleki enjamlaryňyzyň zarýady ýolda, işde ýa-da syýahatda gutarmaz ýaly kömek edýär. Sygymy {param:pb_capacity}; saýlanyňyzda şuny göz öňünde tutuň: 10 000 mA·s smartfony takmynan iki gezek, 20 000 mA·s bolsa dört gezege golaý doly zarýadlaýar.',
      '{name} не даст разрядиться телефону, наушникам и другим гаджетам в дороге, на работе или в путешествии. Ёмкость — {param:pb_capacity}; ориентируйтесь так: 10 000 мА·ч — это примерно две полные зарядки смартфона, 20 000 мА·ч — почти четыре.',
      '{name} keeps your phone, earbuds and other gadgets going on the road, at work or travelling. Capacity {param:pb_capacity}; as a guide, 10,000 mAh gives a smartphone about two full charges and 20,000 mAh nearly four.',
    ),
    L(
      'Çykyş kuwwaty {param:output_power} bolup, çalt zarýad berişi goldaýar. Portlary: {param:ports}; birnäçe portly modeller birnäçe enjamy bir wagtda zarýadlaýar. Simsiz zarýad beriş: {param:wireless_charging}. Gurlan gorag ulgamy gyzyp gitmekden, gysga utgaşmadan we artykmaç zarýadlanmakdan goraýar. Ýadyňyzda saklaň: uçarda göçme zarýad berijini diňe el goşunda alyp gitmek bolýar.',
      'Выходная мощность {param:output_power} поддерживает быструю зарядку. Разъёмы: {param:ports}; модели с несколькими портами заряжают несколько устройств одновременно. Беспроводная зарядка: {param:wireless_charging}. Встроенная защита от перегрева, короткого замыкания и перезаряда. Помните: в самолёте внешний аккумулятор можно провозить только в ручной клади.',
      '{param:output_power} output supports fast charging. Ports: {param:ports}; models with several ports charge several devices at once. Wireless charging: {param:wireless_charging}. Built-in protection against overheating, short circuits and overcharging. Remember: on a plane, power banks travel in hand luggage only.',
    ),
  ],
  features: [
    L('Sygymy: {param:pb_capacity}', 'Ёмкость {param:pb_capacity}', '{param:pb_capacity} capacity'),
    L('Çykyş kuwwaty: {param:output_power}', 'Выходная мощность {param:output_power}', '{param:output_power} output'),
    L('Portlary: {param:ports}', 'Разъёмы: {param:ports}', 'Ports: {param:ports}'),
    L(
      'Simsiz zarýad beriş: {param:wireless_charging}',
      'Беспроводная зарядка: {param:wireless_charging}',
      'Wireless charging: {param:wireless_charging}',
    ),
    L(
      'Gyzmakdan we gysga utgaşmadan gorag',
      'Защита от перегрева и короткого замыкания',
      'Overheat and short-circuit protection',
    ),
    L('Reňki: {param:colour}', 'Цвет: {param:colour}', 'Colour: {param:colour}'),
  ],
};

const chargers: SubcategoryDef = {
  code: 'chargers',
  name: L('Zarýad berijiler', 'Зарядные устройства', 'Chargers'),
  kind: 'charger',
  noun: L('Zarýad beriji', 'Зарядное устройство', 'Charger'),
  parameters: ['output_power', 'ports', 'gan', 'colour'],
  lines: [
    {
      brand: 'apple',
      series: '',
      models: ['USB-C Power Adapter', 'Dual USB-C Port Compact Power Adapter'],
      price: [400, 1100],
    },
    { brand: 'samsung', series: '', models: ['EP-T2510', 'EP-T4511', 'EP-T6530'], price: [300, 900] },
    { brand: 'anker', series: '', models: ['Nano', 'Nano II', 'Prime'], price: [350, 1500] },
    { brand: 'baseus', series: '', models: ['Compact Quick Charger', 'Super Si', 'GaN5 Pro'], price: [200, 900] },
  ],
  description: [
    L(
      '{name} telefonyňyzy, planşetiňizi we gulakçynlaryňyzy çalt hem howpsuz zarýadlaýar, kuwwaty 65 Wt we ondan ýokary modeller bolsa noutbugy hem zarýadlap bilýär. Çalt zarýad berişi goldaýan smartfonlar ýarym sagadyň dowamynda 50–60% zarýad alýar.',
      '{name} быстро и безопасно заряжает телефон, планшет и наушники, а модели мощностью от 65 Вт справятся и с ноутбуком. Смартфоны с поддержкой быстрой зарядки получают 50–60% заряда за полчаса.',
      '{name} charges your phone, tablet and earbuds quickly and safely, and models rated 65 W and above can power a laptop too. Phones with fast charging reach 50–60% in half an hour.',
    ),
    L(
      'Çykyş kuwwaty {param:output_power}. Portlary: {param:ports}. GaN tehnologiýasy: {param:gan}. GaN esasly zarýad berijiler has ykjam bolup, az gyzýar. Akylly çip birikdirilen enjamy tanap, oňa laýyk tok berýär, bu bolsa batareýanyň ömrüni uzaldýar. Köp modeller Power Delivery we Quick Charge standartlaryny goldaýar.',
      'Выходная мощность {param:output_power}. Разъёмы: {param:ports}. Технология GaN: {param:gan}. Зарядные устройства на GaN компактнее и меньше греются. Умный чип распознаёт подключённое устройство и подаёт нужный ток, что бережёт аккумулятор. Многие модели поддерживают стандарты Power Delivery и Quick Charge.',
      'Output power {param:output_power}. Ports: {param:ports}. GaN technology: {param:gan}. GaN chargers are smaller and run cooler. A smart chip recognises the connected device and supplies the right current, which protects the battery. Many models support Power Delivery and Quick Charge.',
    ),
  ],
  features: [
    L('Kuwwaty: {param:output_power}', 'Мощность {param:output_power}', '{param:output_power} output'),
    L('Portlary: {param:ports}', 'Разъёмы: {param:ports}', 'Ports: {param:ports}'),
    L('GaN tehnologiýasy: {param:gan}', 'Технология GaN: {param:gan}', 'GaN technology: {param:gan}'),
    L('Enjamy tanaýan akylly çip', 'Умный чип распознаёт устройство', 'Smart chip detects the device'),
    L('Reňki: {param:colour}', 'Цвет: {param:colour}', 'Colour: {param:colour}'),
  ],
};

// ===================================================================== network equipment

const wifiRouters: SubcategoryDef = {
  code: 'wifi-routers',
  name: L('Wi-Fi routerler', 'Wi-Fi роутеры', 'Wi-Fi routers'),
  kind: 'router',
  noun: L('Router', 'Роутер', 'Router'),
  parameters: ['wifi_standard', 'wifi_bands', 'lan_ports', 'mesh'],
  lines: [
    { brand: 'tp-link', series: '', models: ['TL-WR840N', 'TL-WR844N'], price: [250, 350] },
    { brand: 'tp-link', series: 'Archer', models: ['C6', 'C64', 'AX23', 'AX55', 'AX73'], price: [500, 2200] },
    { brand: 'xiaomi', series: '', models: ['Router 4C', 'Router AX3000T', 'Router BE3600'], price: [300, 1100] },
    { brand: 'asus', series: '', models: ['RT-AX53U', 'RT-AX55', 'RT-AX58U', 'RT-BE88U'], price: [900, 6500] },
    { brand: 'huawei', series: '', models: ['WiFi AX2', 'WiFi AX3', 'WiFi AX3 Pro'], price: [600, 1400] },
  ],
  description: [
    L(
      '{name} öýüňizde ýa-da ofisiňizde durnukly we çalt simsiz internet döredýär. Wi-Fi standarty: {param:wifi_standard}. Güýçli antennalar signaly diwarlaryň aňyrsyna hem ýetirýär, şonuň üçin internet uzakdaky otaglarda-da kesilmeýär.',
      '{name} создаёт стабильный и быстрый беспроводной интернет дома или в офисе. Стандарт Wi-Fi: {param:wifi_standard}. Мощные антенны пробивают стены, поэтому связь не пропадает даже в дальних комнатах.',
      '{name} delivers fast, stable wireless internet at home or in the office. Wi-Fi standard: {param:wifi_standard}. Strong antennas push the signal through walls, so the connection holds up even in far rooms.',
    ),
    L(
      'Ýygylyk zolaklary: {param:wifi_bands}; iki zolakly modellerde 5 GGs ýokary tizlik, 2,4 GGs bolsa uzak aralyk berýär. LAN portlary: {param:lan_ports} — kompýuteri, telewizory ýa-da oýun konsolyny sim bilen birikdirmek üçin. Mesh goldawy: {param:mesh}. Router internet üpjün edijiňiziň modemine ýa-da optiki terminalyna birikdirilýär we smartfondaky programma arkaly birnäçe minutda sazlanýar.',
      'Диапазоны частот: {param:wifi_bands}; в двухдиапазонных моделях 5 ГГц даёт высокую скорость, а 2,4 ГГц — большую дальность. LAN-порты: {param:lan_ports} — для подключения компьютера, телевизора или игровой приставки кабелем. Поддержка Mesh: {param:mesh}. Роутер подключается к модему или оптическому терминалу провайдера и настраивается за несколько минут через приложение на смартфоне.',
      'Bands: {param:wifi_bands}; on dual-band models 5 GHz gives higher speed and 2.4 GHz longer range. LAN ports: {param:lan_ports}, for wiring in a computer, a TV or a games console. Mesh support: {param:mesh}. It connects to your provider’s modem or fibre terminal and is set up in minutes from a smartphone app.',
    ),
  ],
  features: [
    L('Wi-Fi: {param:wifi_standard}', 'Wi-Fi: {param:wifi_standard}', 'Wi-Fi: {param:wifi_standard}'),
    L('Ýygylyk zolaklary: {param:wifi_bands}', 'Диапазоны: {param:wifi_bands}', 'Bands: {param:wifi_bands}'),
    L('LAN portlary: {param:lan_ports}', 'LAN-порты: {param:lan_ports}', 'LAN ports: {param:lan_ports}'),
    L('Mesh goldawy: {param:mesh}', 'Поддержка Mesh: {param:mesh}', 'Mesh support: {param:mesh}'),
    L(
      'Myhmanlar üçin aýratyn tor we ene-ata gözegçiligi',
      'Гостевая сеть и родительский контроль',
      'Guest network and parental controls',
    ),
  ],
};

const lteRouters: SubcategoryDef = {
  code: '4g-routers',
  name: L('4G routerler', '4G-роутеры', '4G routers'),
  kind: 'router',
  noun: L('4G router', '4G-роутер', '4G router'),
  parameters: ['lte_cat', 'wifi_standard', 'wifi_bands', 'lan_ports'],
  lines: [
    { brand: 'tp-link', series: '', models: ['TL-MR100', 'TL-MR6400', 'Archer MR600'], price: [800, 2200] },
    { brand: 'huawei', series: '', models: ['B311-221', 'B535-232', 'B636-336'], price: [900, 2500] },
    { brand: 'huawei', series: 'Mobile WiFi', models: ['E5576-320', 'E5783-230a'], price: [600, 1300] },
  ],
  description: [
    L(
      '{name} SIM-kart arkaly işleýär: oňa TMCELL SIM-kartyny salyň-da, öýde, bag jaýda ýa-da simli internet ýok ýerde Wi-Fi toruny dörediň. Ýörite sazlamalar gerek däl — router açylandan birnäçe minut soň işe taýýar bolýar.',
      '{name} работает от SIM-карты: вставьте SIM-карту TMCELL — и получите Wi-Fi дома, на даче или там, где нет проводного интернета. Специальная настройка не нужна: через пару минут после включения роутер готов к работе.',
      '{name} runs on a SIM card: insert a TMCELL SIM and get Wi-Fi at home, at the dacha or anywhere without wired internet. No special setup is needed; it is ready a couple of minutes after you switch it on.',
    ),
    L(
      '4G kategoriýasy: {param:lte_cat}; hakyky tizlik operatoryň signalyna we ýerleşýän ýeriňize bagly. Wi-Fi standarty: {param:wifi_standard}, ýygylyk zolaklary: {param:wifi_bands}. LAN portlary: {param:lan_ports} — kompýuteri ýa-da telewizory sim bilen birikdirmek üçin. Köp modellerde daşky antenna üçin birikdiriji bar, bu bolsa signal gowşak ýerlerde tizligi ýokarlandyrýar.',
      'Категория LTE: {param:lte_cat}; реальная скорость зависит от сигнала оператора и вашего местоположения. Стандарт Wi-Fi: {param:wifi_standard}, диапазоны: {param:wifi_bands}. LAN-порты: {param:lan_ports} — для подключения компьютера или телевизора кабелем. У многих моделей есть разъёмы для внешней антенны, которая поднимает скорость там, где сигнал слабый.',
      'LTE category: {param:lte_cat}; real speed depends on the operator’s signal and your location. Wi-Fi standard {param:wifi_standard}; bands {param:wifi_bands}. LAN ports: {param:lan_ports}, to wire in a computer or TV. Many models have connectors for an external antenna, which boosts speed where the signal is weak.',
    ),
  ],
  features: [
    L('4G: {param:lte_cat}', '4G: {param:lte_cat}', '4G: {param:lte_cat}'),
    L('Wi-Fi: {param:wifi_standard}', 'Wi-Fi: {param:wifi_standard}', 'Wi-Fi: {param:wifi_standard}'),
    L('Ýygylyk zolaklary: {param:wifi_bands}', 'Диапазоны: {param:wifi_bands}', 'Bands: {param:wifi_bands}'),
    L('LAN portlary: {param:lan_ports}', 'LAN-порты: {param:lan_ports}', 'LAN ports: {param:lan_ports}'),
    L('SIM-kart üçin ýer', 'Слот для SIM-карты', 'SIM card slot'),
  ],
};

// ===================================================================== the tree

export const CATEGORIES: TopCategoryDef[] = [
  {
    code: 'phones-tablets',
    name: L('Telefonlar we planşetler', 'Телефоны и планшеты', 'Phones and tablets'),
    kind: 'phone',
    subcategories: [smartphones, featurePhones, tablets],
  },
  {
    code: 'computers',
    name: L('Noutbuklar we kompýuterler', 'Ноутбуки и компьютеры', 'Laptops and computers'),
    kind: 'laptop',
    subcategories: [laptops, macbooks, monitors, printers],
  },
  {
    code: 'tv',
    name: L('Telewizorlar', 'Телевизоры', 'TVs'),
    kind: 'tv',
    subcategories: [ledTv, qledTv, oledTv],
  },
  {
    code: 'refrigerators',
    name: L('Sowadyjylar', 'Холодильники', 'Refrigerators'),
    kind: 'fridge',
    subcategories: [fridgeFreezers, sideBySide],
  },
  {
    code: 'washing-machines',
    name: L('Kir ýuwujy maşynlar', 'Стиральные машины', 'Washing machines'),
    kind: 'washer',
    subcategories: [frontLoadWashers, washerDryers],
  },
  {
    code: 'air-conditioners',
    name: L('Kondisionerler', 'Кондиционеры', 'Air conditioners'),
    kind: 'aircon',
    subcategories: [inverterAc, onOffAc],
  },
  {
    code: 'kitchen',
    name: L('Aşhana tehnikasy', 'Техника для кухни', 'Kitchen appliances'),
    kind: 'microwave',
    subcategories: [microwaves, kettles, blenders, cookers],
  },
  {
    code: 'home-appliances',
    name: L('Öý üçin kiçi tehnika', 'Мелкая бытовая техника', 'Small home appliances'),
    kind: 'vacuum',
    subcategories: [vacuums, cordlessVacuums, robotVacuums, irons, hairDryers],
  },
  {
    code: 'audio',
    name: L('Ses tehnikasy', 'Аудиотехника', 'Audio'),
    kind: 'headphones',
    subcategories: [earbuds, headphones, speakers],
  },
  {
    code: 'cameras',
    name: L('Foto we wideo', 'Фото и видео', 'Cameras'),
    kind: 'camera',
    subcategories: [mirrorless, dslr, actionCameras],
  },
  {
    code: 'gaming',
    name: L('Oýun tehnikasy', 'Игровая техника', 'Gaming'),
    kind: 'console',
    subcategories: [consoles, gamepads],
  },
  {
    code: 'wearables',
    name: L('Akylly sagatlar we bilezikler', 'Смарт-часы и браслеты', 'Smart watches and bands'),
    kind: 'watch',
    subcategories: [smartwatches, fitnessBands],
  },
  {
    code: 'accessories',
    name: L('Aksessuarlar', 'Аксессуары', 'Accessories'),
    kind: 'powerbank',
    subcategories: [powerBanks, chargers, mice, keyboards],
  },
  {
    code: 'networking',
    name: L('Tor enjamlary', 'Сетевое оборудование', 'Networking'),
    kind: 'router',
    subcategories: [wifiRouters, lteRouters],
  },
];
