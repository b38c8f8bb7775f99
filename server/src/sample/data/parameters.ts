import type { Loc, ParameterDef } from './types';

/*
 * Filterable product parameters: one parameter per property, so that a listing's filter panel
 * shows one group per property (a phone's and a tablet's screen are both 'Screen size'). Where the
 * realistic range of a quantity differs between kinds of product (screen size of a phone vs a TV,
 * power of a kettle vs an iron...), the parameter holds the whole range and each subcategory names
 * the part its products take (SubcategoryDef.values), so that a product can never carry a value
 * that makes no sense for it. Two parameters that a category shows never share a name in any
 * language, and a parameter's values never share a text (server/test/generator.test.ts).
 *
 * Values are ordered from the basic to the premium one (by size for quantities): the generator
 * gives the cheapest model of a line the first value of its kind's range, the next model the
 * second value, and so on. The colour is not chosen: it is the colour the product's pictures are
 * drawn in (../colour-names.ts).
 *
 * Units: TM 'GB', 'TB', 'Wt', 'l', 'kg', 'mA·s', 'Gs' (hertz); RU 'ГБ', 'ТБ', 'Вт', 'л', 'кг',
 * 'мА·ч', 'Гц'; EN 'GB', 'TB', 'W', 'L', 'kg', 'mAh', 'Hz'. TM and RU write decimals with a comma.
 */

type Value = ParameterDef['values'][number];

const loc = (tm: string, ru: string, en: string): Loc => ({ tm, ru, en });

/** A value spelt the same way in all three languages (IPS, HDR10+, 5 ATM...). */
const same = (code: string, text: string): Value => ({ code, value: loc(text, text, text) });

const val = (code: string, tm: string, ru: string, en: string): Value => ({ code, value: loc(tm, ru, en) });

/** 'no' first: the generator gives the cheapest model of a line the first value of each parameter. */
const YES_NO: Value[] = [val('no', 'Ýok', 'Нет', 'No'), val('yes', 'Bar', 'Есть', 'Yes')];

/** '6.1' -> TM/RU '6,1"', EN '6.1"' */
const inches = (sizes: string[]): Value[] =>
  sizes.map((s) => {
    const comma = s.replace('.', ',');
    return val(`${s.replace('.', '-')}in`, `${comma}"`, `${comma}"`, `${s}"`);
  });

const gigabytes = (sizes: number[]): Value[] =>
  sizes.map((n) =>
    n >= 1024
      ? val(`${n / 1024}tb`, `${n / 1024} TB`, `${n / 1024} ТБ`, `${n / 1024} TB`)
      : val(`${n}gb`, `${n} GB`, `${n} ГБ`, `${n} GB`),
  );

const watts = (list: number[]): Value[] =>
  list.map((w) => {
    const comma = String(w).replace('.', ',');
    return val(`${String(w).replace('.', '-')}w`, `${comma} Wt`, `${comma} Вт`, `${w} W`);
  });

const litres = (list: number[]): Value[] =>
  list.map((l) => {
    const comma = String(l).replace('.', ',');
    return val(`${String(l).replace('.', '-')}l`, `${comma} l`, `${comma} л`, `${l} L`);
  });

/** [from, to] -> '300–350 l' */
const litreRanges = (list: [number, number][]): Value[] =>
  list.map(([a, b]) => val(`${a}-${b}l`, `${a}–${b} l`, `${a}–${b} л`, `${a}–${b} L`));

const kilograms = (list: number[]): Value[] => list.map((k) => val(`${k}kg`, `${k} kg`, `${k} кг`, `${k} kg`));

const minutes = (list: number[]): Value[] => list.map((m) => val(`${m}min`, `${m} min`, `${m} мин`, `${m} min`));

const megapixels = (list: number[]): Value[] => list.map((m) => val(`${m}mp`, `${m} Mp`, `${m} Мп`, `${m} MP`));

/** mAh with a thin thousands separator: TM/RU '10 000', EN '10,000' */
const mah = (n: number, lang: 'tm' | 'ru' | 'en'): string => {
  if (n < 10000) return String(n);
  const s = String(n);
  const head = s.slice(0, s.length - 3);
  const tail = s.slice(-3);
  return lang === 'en' ? `${head},${tail}` : `${head} ${tail}`;
};

const mahRanges = (list: [number, number][]): Value[] =>
  list.map(([a, b]) => val(`${a}-${b}mah`, `${a}–${b} mA·s`, `${a}–${b} мА·ч`, `${a}–${b} mAh`));

export const PARAMETERS: ParameterDef[] = [
  // ---------------------------------------------------------------- memory
  {
    code: 'storage',
    name: loc('Içki ýady', 'Встроенная память', 'Storage'),
    values: gigabytes([128, 256, 512, 1024, 2048]),
  },
  {
    code: 'ram',
    name: loc('Operatiw ýady', 'Оперативная память', 'RAM'),
    values: gigabytes([4, 6, 8, 12, 16, 32]),
  },
  {
    code: 'mac_memory',
    name: loc('Bitewi ýady', 'Объединённая память', 'Unified memory'),
    values: gigabytes([16, 24, 32, 48]),
  },
  {
    code: 'ssd',
    name: loc('SSD göwrümi', 'Объём SSD', 'SSD capacity'),
    values: gigabytes([256, 512, 1024]),
  },

  // ---------------------------------------------------------------- colours
  {
    // Every name that ../colour-names.ts gives a drawn body colour, darkest neutral first.
    code: 'colour',
    name: loc('Reňki', 'Цвет', 'Colour'),
    values: [
      val('black', 'Gara', 'Чёрный', 'Black'),
      val('graphite', 'Grafit', 'Графит', 'Graphite'),
      val('grey', 'Çal', 'Серый', 'Grey'),
      val('silver', 'Kümüş reňk', 'Серебристый', 'Silver'),
      val('white', 'Ak', 'Белый', 'White'),
      val('beige', 'Bej', 'Бежевый', 'Beige'),
      val('gold', 'Altyn reňk', 'Золотистый', 'Gold'),
      val('yellow', 'Sary', 'Жёлтый', 'Yellow'),
      val('orange', 'Mämişi', 'Оранжевый', 'Orange'),
      val('brown', 'Goňur', 'Коричневый', 'Brown'),
      val('red', 'Gyzyl', 'Красный', 'Red'),
      val('pink', 'Gülgüne', 'Розовый', 'Pink'),
      val('purple', 'Melewşe', 'Фиолетовый', 'Purple'),
      val('blue', 'Gök', 'Синий', 'Blue'),
      val('light-blue', 'Açyk gök', 'Голубой', 'Light blue'),
      val('green', 'Ýaşyl', 'Зелёный', 'Green'),
    ],
  },

  // ---------------------------------------------------------------- screens
  {
    code: 'screen',
    name: loc('Ekranyň diagonaly', 'Диагональ экрана', 'Screen size'),
    values: inches([
      // push-button phones, smartphones, tablets, laptops, monitors, TVs
      ...['1.77', '2.4', '2.8'],
      ...['6.1', '6.4', '6.6', '6.7', '6.8'],
      ...['8.3', '10.9', '11', '12.4', '13'],
      ...['13.3', '14', '15.6', '16', '17.3'],
      ...['21.5', '23.8', '27', '31.5', '34'],
      ...['43', '48', '50', '55', '65', '75', '77', '83', '85'],
    ]),
  },
  {
    code: 'resolution',
    name: loc('Ekranyň çözgüdi', 'Разрешение экрана', 'Resolution'),
    values: [
      same('full-hd', 'Full HD (1920×1080)'),
      same('qhd', 'QHD (2560×1440)'),
      same('uwqhd', 'UWQHD (3440×1440)'),
      same('4k', '4K UHD (3840×2160)'),
    ],
  },
  {
    code: 'refresh_rate',
    name: loc('Täzeleniş ýygylygy', 'Частота обновления', 'Refresh rate'),
    values: [60, 75, 100, 120, 144, 165, 240].map((hz) => val(`${hz}hz`, `${hz} Gs`, `${hz} Гц`, `${hz} Hz`)),
  },
  {
    code: 'matrix',
    name: loc('Matrisanyň görnüşi', 'Тип матрицы', 'Panel type'),
    values: [same('tn', 'TN'), same('va', 'VA'), same('ips', 'IPS'), same('oled', 'OLED')],
  },
  {
    code: 'hdr',
    name: loc('HDR formaty', 'Поддержка HDR', 'HDR format'),
    values: [
      same('hdr10', 'HDR10 / HLG'),
      same('hdr10-plus', 'HDR10+'),
      same('dolby-vision', 'Dolby Vision'),
      same('dolby-vision-hdr10-plus', 'Dolby Vision, HDR10+'),
    ],
  },

  // ---------------------------------------------------------------- phones, tablets, computers
  {
    code: 'processor',
    name: loc('Prosessory', 'Процессор', 'Processor'),
    values: [
      same('intel-core-i3', 'Intel Core i3'),
      same('amd-ryzen-3', 'AMD Ryzen 3'),
      same('intel-core-i5', 'Intel Core i5'),
      same('amd-ryzen-5', 'AMD Ryzen 5'),
      same('intel-core-i7', 'Intel Core i7'),
      same('amd-ryzen-7', 'AMD Ryzen 7'),
      same('intel-core-i9', 'Intel Core i9'),
      same('amd-ryzen-9', 'AMD Ryzen 9'),
    ],
  },
  {
    code: 'phone_camera',
    name: loc('Esasy kamerasy', 'Основная камера', 'Main camera'),
    values: megapixels([13, 48, 50, 64, 108, 200]),
  },
  {
    code: 'battery',
    name: loc('Akkumulýatorynyň sygymy', 'Ёмкость аккумулятора', 'Battery capacity'),
    values: mahRanges([
      [800, 1200],
      [1200, 2000],
      [2000, 3000],
      [3000, 4000],
      [4000, 5000],
      [5000, 6000],
      [6000, 7000],
    ]),
  },
  {
    code: 'sim',
    name: loc('SIM-kartlaryň sany', 'Количество SIM-карт', 'SIM cards'),
    values: [same('1-sim', '1 SIM'), same('2-sim', '2 SIM')],
  },
  {
    code: 'tablet_network',
    name: loc('Aragatnaşyk', 'Связь', 'Connectivity'),
    values: [same('wifi', 'Wi-Fi'), val('wifi-lte', 'Wi-Fi + 4G (LTE)', 'Wi-Fi + 4G (LTE)', 'Wi-Fi + 4G (LTE)')],
  },

  // ---------------------------------------------------------------- peripherals
  {
    code: 'connection',
    name: loc('Birikme görnüşi', 'Тип подключения', 'Connection'),
    values: [
      val('wired', 'Simli (USB)', 'Проводное (USB)', 'Wired (USB)'),
      val('wireless', 'Simsiz (2,4 GGs)', 'Беспроводное (2,4 ГГц)', 'Wireless (2.4 GHz)'),
      same('bluetooth', 'Bluetooth'),
      val('bluetooth-wireless', 'Bluetooth + 2,4 GGs', 'Bluetooth + 2,4 ГГц', 'Bluetooth + 2.4 GHz'),
      val('bluetooth-wired', 'Bluetooth + simli (3,5 mm)', 'Bluetooth + провод (3,5 мм)', 'Bluetooth + wired (3.5 mm)'),
      val('bluetooth-usb', 'Bluetooth + USB-C kabel', 'Bluetooth + кабель USB-C', 'Bluetooth + USB-C cable'),
    ],
  },
  {
    code: 'dpi',
    name: loc('Sensorynyň çözgüdi', 'Разрешение сенсора', 'Sensor resolution (DPI)'),
    values: [1000, 1600, 4000, 8000, 12000, 25600, 32000].map((d) => same(`${d}dpi`, `${d} DPI`)),
  },
  {
    code: 'keyboard_type',
    name: loc('Klawiaturanyň görnüşi', 'Тип клавиатуры', 'Keyboard type'),
    values: [
      val('membrane', 'Membranaly', 'Мембранная', 'Membrane'),
      val('scissor', 'Gaýçy mehanizmli', 'Ножничный механизм', 'Scissor-switch'),
      val('mechanical', 'Mehaniki', 'Механическая', 'Mechanical'),
    ],
  },
  {
    code: 'keyboard_size',
    name: loc('Ölçeg formaty', 'Формат', 'Form factor'),
    values: [
      val('full', 'Doly ölçegli (100%)', 'Полноразмерная (100%)', 'Full size (100%)'),
      val('tkl', 'Sanly bloksyz (TKL)', 'Без цифрового блока (TKL)', 'Tenkeyless (TKL)'),
      val('compact', 'Ykjam (75%)', 'Компактная (75%)', 'Compact (75%)'),
    ],
  },
  {
    code: 'backlight',
    name: loc('Yşyklandyryşy', 'Подсветка', 'Backlight'),
    values: [
      val('none', 'Ýok', 'Нет', 'None'),
      val('single', 'Bir reňkli', 'Одноцветная', 'Single colour'),
      same('rgb', 'RGB'),
    ],
  },
  {
    code: 'print_colour',
    name: loc('Çap ediş görnüşi', 'Цветность печати', 'Print colour'),
    values: [val('mono', 'Ak-gara', 'Чёрно-белая', 'Monochrome'), val('colour', 'Reňkli', 'Цветная', 'Colour')],
  },
  {
    code: 'printer_functions',
    name: loc('Enjamyň görnüşi', 'Тип устройства', 'Device type'),
    values: [
      val('printer', 'Printer', 'Принтер', 'Printer'),
      val(
        'mfp',
        'Köp funksiýaly enjam (printer, skaner, kopir)',
        'МФУ (принтер, сканер, копир)',
        'All-in-one (print, scan, copy)',
      ),
    ],
  },
  {
    code: 'printer_connection',
    name: loc('Interfeýsleri', 'Интерфейсы', 'Interfaces'),
    values: [same('usb', 'USB'), same('usb-wifi', 'USB + Wi-Fi'), same('usb-wifi-ethernet', 'USB + Wi-Fi + Ethernet')],
  },
  {
    code: 'print_speed',
    name: loc('Çap ediş tizligi', 'Скорость печати', 'Print speed'),
    values: [10, 20, 30, 40].map((p) => val(`${p}ppm`, `${p} sah./min`, `${p} стр/мин`, `${p} ppm`)),
  },

  // ---------------------------------------------------------------- TV and refrigerators
  {
    code: 'energy_class',
    name: loc('Energiýa netijeliligi synpy', 'Класс энергоэффективности', 'Energy class'),
    values: [same('a-plus', 'A+'), same('a-2plus', 'A++'), same('a-3plus', 'A+++')],
  },
  {
    code: 'fridge_volume',
    name: loc('Umumy göwrümi', 'Общий объём', 'Total capacity'),
    values: litreRanges([
      [200, 250],
      [250, 300],
      [300, 350],
      [350, 400],
      [400, 450],
      [500, 550],
      [550, 600],
      [600, 650],
      [650, 700],
    ]),
  },
  { code: 'no_frost', name: loc('No Frost ulgamy', 'Система No Frost', 'No Frost'), values: YES_NO },
  {
    code: 'fridge_inverter',
    name: loc('Inwertorly kompressor', 'Инверторный компрессор', 'Inverter compressor'),
    values: YES_NO,
  },
  { code: 'ice_maker', name: loc('Buz taýýarlaýjy', 'Ледогенератор', 'Ice maker'), values: YES_NO },

  // ---------------------------------------------------------------- washing machines
  {
    code: 'washer_capacity',
    name: loc('Ýükleme möçberi', 'Максимальная загрузка', 'Max load'),
    values: kilograms([6, 7, 8, 9, 10, 12]),
  },
  {
    code: 'dryer_capacity',
    name: loc('Guratmak üçin ýükleme', 'Загрузка для сушки', 'Drying load'),
    values: kilograms([4, 5, 6]),
  },
  {
    code: 'spin_speed',
    name: loc('Sykma tizligi', 'Скорость отжима', 'Spin speed'),
    values: [1000, 1200, 1400].map((r) => val(`${r}rpm`, `${r} aýlaw/min`, `${r} об/мин`, `${r} rpm`)),
  },
  {
    code: 'inverter_motor',
    name: loc('Inwertorly motor', 'Инверторный мотор', 'Inverter motor'),
    values: YES_NO,
  },
  { code: 'steam_wash', name: loc('Bug bilen ýuwmak', 'Обработка паром', 'Steam wash'), values: YES_NO },

  // ---------------------------------------------------------------- air conditioners
  {
    code: 'btu',
    name: loc('Sowadyş kuwwaty', 'Холодопроизводительность', 'Cooling capacity'),
    values: [7000, 9000, 12000, 18000, 24000].map((b) => same(`${b}btu`, `${b} BTU`)),
  },
  {
    code: 'refrigerant',
    name: loc('Freonyň görnüşi', 'Хладагент', 'Refrigerant'),
    values: [same('r32', 'R32'), same('r410a', 'R410A')],
  },
  {
    code: 'noise_level',
    name: loc('Içki blogyň ses derejesi', 'Уровень шума внутреннего блока', 'Indoor unit noise level'),
    values: [19, 22, 24, 26, 28].map((d) => val(`${d}db`, `${d} dB`, `${d} дБ`, `${d} dB`)),
  },
  {
    code: 'wifi_control',
    name: loc('Wi-Fi arkaly dolandyryş', 'Управление по Wi-Fi', 'Wi-Fi control'),
    values: YES_NO,
  },

  // ---------------------------------------------------------------- kitchen
  {
    code: 'microwave_volume',
    name: loc('Kameranyň göwrümi', 'Объём камеры', 'Cavity volume'),
    values: litres([20, 23, 25, 28, 32]),
  },
  {
    code: 'microwave_power',
    name: loc('Mikrotolkun kuwwaty', 'Мощность СВЧ', 'Microwave power'),
    values: watts([700, 800, 900, 1000]),
  },
  { code: 'grill', name: loc('Grill', 'Гриль', 'Grill'), values: YES_NO },
  {
    code: 'kettle_volume',
    name: loc('Göwrümi', 'Объём', 'Capacity'),
    values: litres([1, 1.5, 1.7, 2]),
  },
  {
    // kettles, blenders, vacuum cleaners, irons, hair dryers
    code: 'power',
    name: loc('Kuwwaty', 'Мощность', 'Power'),
    values: watts([500, 700, 1000, 1200, 1400, 1500, 1600, 1800, 2000, 2200, 2400, 2600, 2800, 3000]),
  },
  {
    code: 'kettle_material',
    name: loc('Korpusyň materialy', 'Материал корпуса', 'Body material'),
    values: [
      val('plastic', 'Plastik', 'Пластик', 'Plastic'),
      val('steel', 'Poslamaýan polat', 'Нержавеющая сталь', 'Stainless steel'),
      val('glass', 'Aýna', 'Стекло', 'Glass'),
      val('ceramic', 'Keramika', 'Керамика', 'Ceramic'),
    ],
  },
  {
    code: 'temp_control',
    name: loc('Temperaturany saýlamak', 'Выбор температуры', 'Temperature control'),
    values: YES_NO,
  },
  {
    code: 'blender_speeds',
    name: loc('Tizlikleriň sany', 'Количество скоростей', 'Speeds'),
    values: [
      val('2', '2 tizlik', '2 скорости', '2 speeds'),
      val('5', '5 tizlik', '5 скоростей', '5 speeds'),
      val('12', '12 tizlik', '12 скоростей', '12 speeds'),
      val('21', '21 tizlik', '21 скорость', '21 speeds'),
    ],
  },
  {
    code: 'hob_surface',
    name: loc('Bişiriş üstüniň örtügi', 'Покрытие варочной поверхности', 'Hob surface'),
    values: [
      val('enamel', 'Emal', 'Эмаль', 'Enamel'),
      val('steel', 'Poslamaýan polat', 'Нержавеющая сталь', 'Stainless steel'),
      val('glass', 'Berkidilen aýna', 'Закалённое стекло', 'Tempered glass'),
      val('glass-ceramic', 'Aýna-keramika', 'Стеклокерамика', 'Glass-ceramic'),
    ],
  },
  {
    code: 'oven_volume',
    name: loc('Duhowkanyň göwrümi', 'Объём духовки', 'Oven capacity'),
    values: litres([50, 55, 60, 70]),
  },

  // ---------------------------------------------------------------- small home appliances
  {
    code: 'dust_container',
    name: loc('Tozan ýygnaýjy', 'Пылесборник', 'Dust collector'),
    values: [
      val('bag', 'Torba', 'Мешок', 'Bag'),
      val('cyclone', 'Konteýner (siklon)', 'Контейнер (циклон)', 'Bagless (cyclone)'),
      val('aqua', 'Akwafiltr', 'Аквафильтр', 'Water filter'),
    ],
  },
  {
    code: 'dust_capacity',
    name: loc('Tozan ýygnaýjynyň göwrümi', 'Объём пылесборника', 'Dust capacity'),
    values: litres([1.5, 2, 2.5, 3, 4]),
  },
  {
    code: 'vacuum_filter',
    name: loc('Çykyş süzgüji', 'Выходной фильтр', 'Exhaust filter'),
    values: [same('hepa12', 'HEPA 12'), same('hepa13', 'HEPA 13'), same('epa', 'EPA')],
  },
  {
    // units differ: air watts for a cordless vacuum, pascals for a robot
    code: 'stick_suction',
    name: loc('Sorujy güýji (aWt)', 'Мощность всасывания (аВт)', 'Suction power (AW)'),
    values: [120, 150, 185, 230].map((aw) => val(`${aw}aw`, `${aw} aWt`, `${aw} аВт`, `${aw} AW`)),
  },
  {
    code: 'robot_suction',
    name: loc('Sorujy güýji (Pa)', 'Мощность всасывания (Па)', 'Suction power (Pa)'),
    values: [2000, 4000, 5500, 8000].map((pa) => val(`${pa}pa`, `${pa} Pa`, `${pa} Па`, `${pa} Pa`)),
  },
  {
    code: 'runtime',
    name: loc('Işleýiş wagty', 'Время работы', 'Runtime'),
    values: minutes([40, 50, 60, 70, 90, 120, 150, 180]),
  },
  { code: 'mop', name: loc('Ýuwup arassalamak', 'Влажная уборка', 'Mopping'), values: YES_NO },
  {
    code: 'navigation',
    name: loc('Nawigasiýa', 'Навигация', 'Navigation'),
    values: [
      val('gyro', 'Giroskop', 'Гироскоп', 'Gyroscope'),
      val('camera', 'Kamera (vSLAM)', 'Камера (vSLAM)', 'Camera (vSLAM)'),
      val('lidar', 'Lidar (LDS)', 'Лидар (LDS)', 'Lidar (LDS)'),
    ],
  },
  {
    code: 'soleplate',
    name: loc('Dabanynyň örtügi', 'Покрытие подошвы', 'Soleplate'),
    values: [
      val('ceramic', 'Keramika', 'Керамика', 'Ceramic'),
      val('steel', 'Poslamaýan polat', 'Нержавеющая сталь', 'Stainless steel'),
      val('titanium', 'Titan', 'Титан', 'Titanium'),
    ],
  },
  {
    code: 'steam_boost',
    name: loc('Bug urgusy', 'Паровой удар', 'Steam boost'),
    values: [150, 180, 200, 250].map((g) => val(`${g}g`, `${g} g/min`, `${g} г/мин`, `${g} g/min`)),
  },
  { code: 'ionization', name: loc('Ionlaşdyryş', 'Ионизация', 'Ionic care'), values: YES_NO },
  {
    code: 'heat_settings',
    name: loc('Temperatura režimleri', 'Температурные режимы', 'Heat settings'),
    values: [
      val('2', '2 režim', '2 режима', '2 settings'),
      val('3', '3 režim', '3 режима', '3 settings'),
      val('4', '4 režim', '4 режима', '4 settings'),
    ],
  },

  // ---------------------------------------------------------------- audio
  {
    code: 'anc',
    name: loc('Işjeň şowhun basyjy (ANC)', 'Активное шумоподавление', 'Active noise cancelling'),
    values: YES_NO,
  },
  {
    code: 'playtime',
    name: loc('Batareýadan işleýiş wagty', 'Время работы от батареи', 'Battery life'),
    values: [
      val('up-to-10h', '10 sagada çenli', 'до 10 ч', 'up to 10 h'),
      val('10-20h', '10–20 sagat', '10–20 ч', '10–20 h'),
      val('20-30h', '20–30 sagat', '20–30 ч', '20–30 h'),
      val('30-40h', '30–40 sagat', '30–40 ч', '30–40 h'),
      val('over-40h', '40 sagatdan köp', 'более 40 ч', 'over 40 h'),
    ],
  },
  {
    code: 'water_protection',
    name: loc('Suwdan goraglylygy', 'Защита от воды', 'Water resistance'),
    values: [
      same('ipx4', 'IPX4'),
      same('ipx5', 'IPX5'),
      same('ip54', 'IP54'),
      same('ip55', 'IP55'),
      same('ip67', 'IP67'),
    ],
  },

  // ---------------------------------------------------------------- cameras
  {
    code: 'sensor',
    name: loc('Matrisanyň çözgüdi', 'Разрешение матрицы', 'Sensor resolution'),
    values: megapixels([20, 24, 26, 33, 45]),
  },
  {
    code: 'video',
    name: loc('Wideo ýazgy', 'Видеозапись', 'Video recording'),
    values: [
      val('fhd60', 'Full HD 60 kadr/s', 'Full HD 60 кадр/с', 'Full HD 60 fps'),
      val('4k30', '4K 30 kadr/s', '4K 30 кадр/с', '4K 30 fps'),
      val('4k60', '4K 60 kadr/s', '4K 60 кадр/с', '4K 60 fps'),
      val('4k120', '4K 120 kadr/s', '4K 120 кадр/с', '4K 120 fps'),
      val('5k60', '5,3K 60 kadr/s', '5,3K 60 кадр/с', '5.3K 60 fps'),
    ],
  },
  {
    code: 'kit',
    name: loc('Toplumy', 'Комплектация', 'Kit'),
    values: [
      val('body', 'Diňe korpus (body)', 'Только корпус (body)', 'Body only'),
      val('kit', 'Obýektiw bilen (kit)', 'С объективом (kit)', 'With kit lens'),
    ],
  },
  {
    code: 'waterproof_depth',
    name: loc('Suwa çümüş çuňlugy', 'Глубина погружения', 'Waterproof depth'),
    values: [10, 18, 20].map((m) => val(`${m}m`, `${m} m`, `${m} м`, `${m} m`)),
  },
  { code: 'front_screen', name: loc('Öň ekrany', 'Фронтальный экран', 'Front screen'), values: YES_NO },

  // ---------------------------------------------------------------- gaming
  { code: 'disc_drive', name: loc('Disk okaýjy', 'Дисковод', 'Disc drive'), values: YES_NO },

  // ---------------------------------------------------------------- wearables
  {
    code: 'watch_size',
    name: loc('Korpusyň ölçegi', 'Размер корпуса', 'Case size'),
    values: [40, 41, 42, 44, 45, 46, 47, 49].map((mm) => val(`${mm}mm`, `${mm} mm`, `${mm} мм`, `${mm} mm`)),
  },
  {
    // days between charges (a headphone's battery life, 'playtime', is in hours)
    code: 'watch_battery',
    name: loc('Awtonom işleýiş wagty', 'Время автономной работы', 'Time between charges'),
    values: [
      val('up-to-2d', '2 güne çenli', 'до 2 дней', 'up to 2 days'),
      val('3-7d', '3–7 gün', '3–7 дней', '3–7 days'),
      val('7-14d', '7–14 gün', '7–14 дней', '7–14 days'),
      val('over-14d', '14 günden köp', 'более 14 дней', 'over 14 days'),
    ],
  },
  {
    code: 'water_resistance',
    name: loc('Suwa çydamlylygy', 'Водонепроницаемость', 'Water rating'),
    values: [same('5atm', '5 ATM'), same('10atm', '10 ATM'), same('ip68', 'IP68')],
  },
  { code: 'gps', name: loc('Gurlan GPS', 'Встроенный GPS', 'Built-in GPS'), values: YES_NO },

  // ---------------------------------------------------------------- accessories
  {
    code: 'pb_capacity',
    name: loc('Sygymy', 'Ёмкость', 'Power bank capacity'),
    values: [5000, 10000, 20000, 30000].map((n) =>
      val(`${n}mah`, `${mah(n, 'tm')} mA·s`, `${mah(n, 'ru')} мА·ч`, `${mah(n, 'en')} mAh`),
    ),
  },
  {
    code: 'output_power',
    name: loc('Çykyş kuwwaty', 'Выходная мощность', 'Output power'),
    values: watts([18, 20, 22.5, 25, 33, 45, 65, 100]),
  },
  {
    code: 'ports',
    name: loc('Portlary', 'Разъёмы', 'Ports'),
    values: [
      same('1c', '1 × USB-C'),
      same('1a-1c', 'USB-A + USB-C'),
      same('2c', '2 × USB-C'),
      same('2c-1a', '2 × USB-C + USB-A'),
    ],
  },
  {
    code: 'wireless_charging',
    name: loc('Simsiz zarýad beriş', 'Беспроводная зарядка', 'Wireless charging'),
    values: YES_NO,
  },
  { code: 'gan', name: loc('GaN tehnologiýasy', 'Технология GaN', 'GaN technology'), values: YES_NO },

  // ---------------------------------------------------------------- network
  {
    code: 'wifi_standard',
    name: loc('Wi-Fi standarty', 'Стандарт Wi-Fi', 'Wi-Fi standard'),
    values: [
      same('wifi4', 'Wi-Fi 4 (802.11n)'),
      same('wifi5', 'Wi-Fi 5 (802.11ac)'),
      same('wifi6', 'Wi-Fi 6 (802.11ax)'),
      same('wifi6e', 'Wi-Fi 6E'),
      same('wifi7', 'Wi-Fi 7 (802.11be)'),
    ],
  },
  {
    code: 'wifi_bands',
    name: loc('Ýygylyk zolaklary', 'Диапазоны частот', 'Frequency bands'),
    values: [
      val('2-4', '2,4 GGs', '2,4 ГГц', '2.4 GHz'),
      val('2-4-5', '2,4 + 5 GGs', '2,4 + 5 ГГц', '2.4 + 5 GHz'),
      val('2-4-5-6', '2,4 + 5 + 6 GGs', '2,4 + 5 + 6 ГГц', '2.4 + 5 + 6 GHz'),
    ],
  },
  {
    code: 'lan_ports',
    name: loc('LAN portlarynyň sany', 'Количество LAN-портов', 'LAN ports'),
    values: [
      val('1', '1 port', '1 порт', '1 port'),
      val('2', '2 port', '2 порта', '2 ports'),
      val('3', '3 port', '3 порта', '3 ports'),
      val('4', '4 port', '4 порта', '4 ports'),
    ],
  },
  { code: 'mesh', name: loc('Mesh goldawy', 'Поддержка Mesh', 'Mesh support'), values: YES_NO },
  {
    code: 'lte_cat',
    name: loc('4G kategoriýasy', 'Категория LTE', 'LTE category'),
    values: [
      val('cat4', 'Cat 4 (150 Mbit/s)', 'Cat 4 (150 Мбит/с)', 'Cat 4 (150 Mbps)'),
      val('cat6', 'Cat 6 (300 Mbit/s)', 'Cat 6 (300 Мбит/с)', 'Cat 6 (300 Mbps)'),
      val('cat12', 'Cat 12 (600 Mbit/s)', 'Cat 12 (600 Мбит/с)', 'Cat 12 (600 Mbps)'),
    ],
  },
];
