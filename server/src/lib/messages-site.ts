/**
 * The API's own texts about the shop's pages, catalogue, images and site builds, and the pages of
 * requests Node refuses before the app sees them.
 */
export const SITE_MESSAGES = {
  tooManyRequests: {
    tm: 'Haýyşlar gaty köp. Biraz garaşyň!',
    ru: 'Слишком много запросов. Пожалуйста, подождите!',
    en: 'Too many requests. Please wait!',
  },
  notFound: {
    tm: 'Tapylmady',
    ru: 'Не найдено',
    en: 'Not found',
  },
  busy: {
    tm: 'Dükan häzir meşgul, birazdan gaýtadan synanyşyň',
    ru: 'Магазин сейчас перегружен, попробуйте ещё раз чуть позже',
    en: 'The shop is busy, try again in a moment',
  },
  somethingWrong: {
    tm: 'Bir zat ýalňyş boldy!',
    ru: 'Что-то пошло не так!',
    en: 'Something went wrong!',
  },
  tooManyFilterParameters: {
    tm: 'Birbada iň köp {limit} häsiýet boýunça süzüp bolýar: käbir saýlawy aýyryň.',
    ru: 'Можно фильтровать не больше чем по {limit} характеристикам сразу: снимите часть отметок.',
    en: 'A listing can be filtered by at most {limit} properties at once: clear some of the options.',
  },
  productNotFound: { tm: 'Haryt tapylmady', ru: 'Товар не найден', en: 'Product not found' },
  brandNotFound: { tm: 'Brend tapylmady', ru: 'Бренд не найден', en: 'Brand not found' },
  categoryNotFound: { tm: 'Kategoriýa tapylmady', ru: 'Категория не найдена', en: 'Category not found' },
  pageNotFound: { tm: 'Sahypa tapylmady', ru: 'Страница не найдена', en: 'Page not found' },
  imageNotFound: { tm: 'Surat tapylmady', ru: 'Изображение не найдено', en: 'Image not found' },
  groupNotFound: { tm: 'Haryt topary tapylmady', ru: 'Группа товаров не найдена', en: 'Product group not found' },
  // Editors' site builds (/admin/v1/rebuild, /admin/v1/builds; docs/adr/018).
  buildNotFound: { tm: 'Saýtyň neşiri tapylmady', ru: 'Сборка сайта не найдена', en: 'Build not found' },
  siteBuildsOff: {
    tm: 'Bu serwer saýty täzeden gurmaýar (SITE_BUILDS_DIR bellenmedik)',
    ru: 'Этот сервер не пересобирает сайт (не задан SITE_BUILDS_DIR)',
    en: 'This server does not rebuild the site (SITE_BUILDS_DIR is not set)',
  },
  buildPagesOnly: {
    tm: 'Bu diňe haryt sahypalarynyň neşiri: onuň sanawlary köne, şonuň üçin oňa yzyna dolanyp bolmaýar; doly neşiri saýlaň',
    ru: 'Это сборка только страниц товаров: её списки старше страниц, поэтому к ней нельзя откатиться; выберите полную сборку',
    en: 'This build holds only product pages: its listings are older than its pages, so it cannot be rolled back to; pick a full build',
  },
  buildNotAvailable: {
    tm: 'Bu neşiri açyp bolmaýar: ol şowsuz gutardy, entek taýýar däl ýa-da onuň faýllary pozuldy',
    ru: 'Эту сборку нельзя включить: она не удалась, ещё не готова или её файлы уже удалены',
    en: 'This build cannot be activated: it failed, is not finished, or its files were removed',
  },
  siteBeingBuilt: {
    tm: 'Dükanyň sahypalary taýýarlanýar, bir minutdan täzeden açyň',
    ru: 'Страницы магазина готовятся, откройте снова через минуту',
    en: "The shop's pages are being prepared, open this again in a minute",
  },
  imageUnknown: { tm: 'Beýle surat ýok: {key}', ru: 'Нет такого изображения: {key}', en: 'No such image: {key}' },
  // The page for a request Node refuses before the app sees it (../edge/client-errors.ts).
  requestTooLarge: {
    tm: 'Sahypany açyp bolmady',
    ru: 'Не удалось открыть страницу',
    en: 'This page could not be opened',
  },
  requestTooLargeHelp: {
    tm: 'Brauzeriňiz dükanyň kabul edýäninden köp cookie faýlyny iberdi. Bu saýtyň cookie faýllaryny pozuň (brauzeriň sazlamalarynda, «Cookie faýllary we saýtlaryň maglumatlary» bölüminde) we sahypany täzeden açyň. Sebet, halanlaryňyz we deňeşdirme şu cookie faýllarynda saklanýar, şonuň üçin olar hem boşadylar.',
    ru: 'Браузер отправил больше файлов cookie, чем принимает магазин. Удалите файлы cookie этого сайта (в настройках браузера, в разделе «Файлы cookie и данные сайтов») и откройте страницу снова. Корзина, избранное и сравнение хранятся в этих файлах cookie, поэтому они тоже очистятся.',
    en: "Your browser sent more cookies than the shop accepts. Delete this site's cookies (in your browser's settings, under cookies and site data) and open the page again. Your cart, favourites and comparison are kept in these cookies, so they will be emptied too.",
  },
  requestUnreadable: {
    tm: 'Haýyşy okap bolmady',
    ru: 'Не удалось прочитать запрос',
    en: 'The request could not be read',
  },
  requestUnreadableHelp: {
    tm: 'Brauzeriňiz dükanyň okap bilmeýän haýyşyny iberdi. Sahypany täzeden açyň; eger bu gaýtalansa, bu saýtyň cookie faýllaryny pozuň.',
    ru: 'Браузер отправил запрос, который магазин не смог прочитать. Откройте страницу снова; если это повторится, удалите файлы cookie этого сайта.',
    en: "Your browser sent a request the shop could not read. Open the page again; if this happens again, delete this site's cookies.",
  },
  requestTimeout: {
    tm: 'Haýyş wagtynda gelmedi',
    ru: 'Запрос не пришёл вовремя',
    en: 'The request did not arrive in time',
  },
  requestTimeoutHelp: {
    tm: 'Brauzeriňiziň haýyşy wagtynda gelip ýetmedi. Internet birikmäňizi barlaň we sahypany täzeden açyň.',
    ru: 'Запрос браузера не дошёл вовремя. Проверьте подключение к интернету и откройте страницу снова.',
    en: "Your browser's request did not arrive in time. Check your connection and open the page again.",
  },
  homePage: { tm: 'Baş sahypa', ru: 'На главную', en: 'Home' },
  tryAgain: { tm: 'Gaýtadan synanyş', ru: 'Повторить', en: 'Try again' },
} as const;
