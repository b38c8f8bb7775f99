import type { Lng } from '../contract/constants';

/** Texts the API itself sends to shoppers, in the three shop languages. */
const MESSAGES = {
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
  // Accounts (/auth/v2): the spec's messages (§8) and the rules around them (docs/adr/015).
  userExists: {
    tm: 'Şeýle maglumatly ulanyjy eýýäm bar',
    ru: 'Пользователь с такими данными уже существует',
    en: 'User exists',
  },
  passwordIncorrect: { tm: 'Parol nädogry', ru: 'Неверный пароль', en: 'Password is incorrect' },
  invalidCode: {
    tm: 'Tassyklama kody nädogry',
    ru: 'Неверный код подтверждения',
    en: 'Invalid verification code',
  },
  invalidParameters: { tm: 'Nädogry maglumatlar', ru: 'Неверные параметры', en: 'Invalid parameters' },
  phoneBlocked: {
    tm: 'Telefon belgiňiz petiklendi',
    ru: 'Ваш номер телефона заблокирован',
    en: 'Your phone number is blocked',
  },
  signInFirst: {
    tm: 'Ilki ulgama giriň',
    ru: 'Сначала войдите в систему',
    en: 'Please sign in first',
  },
  passwordRule: {
    tm: 'Parol azyndan 6 simwoldan ybarat bolmaly we harp, san hem-de !#$%&? belgileriň birini saklamaly',
    ru: 'Пароль должен быть не короче 6 символов и содержать букву, цифру и один из знаков !#$%&?',
    en: 'The password needs at least 6 characters, with a letter, a digit and one of !#$%&?',
  },
  passwordsDontMatch: {
    tm: 'Parollar gabat gelmeýär',
    ru: 'Пароли не совпадают',
    en: "The passwords don't match",
  },
  // The operator chat (docs/adr/021): error frames and the e-mailed answers.
  chatBadFrame: {
    tm: 'Habary okap bolmady',
    ru: 'Не удалось прочитать сообщение',
    en: 'The message could not be read',
  },
  chatHelloFirst: { tm: 'Ilki söhbete birikiň', ru: 'Сначала подключитесь к чату', en: 'Connect to the chat first' },
  chatTooLong: {
    tm: 'Habar iň köp {limit} nyşandan ybarat bolup biler',
    ru: 'Сообщение может содержать не больше {limit} символов',
    en: 'A message can be at most {limit} characters long',
  },
  chatTooFast: {
    tm: 'Habarlar gaty köp. Bir minut garaşyň!',
    ru: 'Слишком много сообщений. Подождите минуту!',
    en: 'Too many messages. Please wait a minute!',
  },
  chatTicketClosed: { tm: 'Bu söhbet ýapyldy', ru: 'Этот разговор закрыт', en: 'This conversation is closed' },
  chatTicketNotFound: { tm: 'Söhbet tapylmady', ru: 'Разговор не найден', en: 'Conversation not found' },
  chatNotClosedYet: {
    tm: 'Söhbete ol ýapylandan soň baha berip bolýar',
    ru: 'Оценить разговор можно после его закрытия',
    en: 'A conversation can be rated once it is closed',
  },
  chatAlreadyRated: {
    tm: 'Bu söhbete eýýäm baha berildi',
    ru: 'Этот разговор уже оценён',
    en: 'This conversation has already been rated',
  },
  chatAnswerSubject: {
    tm: 'Dükanyň operatory size jogap berdi',
    ru: 'Оператор магазина ответил вам',
    en: "The shop's operator has answered you",
  },
  chatAnswerIntro: {
    tm: '{name} dükanyň söhbetinde soragyňyza jogap berdi:',
    ru: '{name} ответил(а) на ваш вопрос в чате магазина:',
    en: "{name} answered your question in the shop's chat:",
  },
  chatAnswerOutro: {
    tm: 'Söhbeti dowam etdirmek üçin dükanyň sahypasynda söhbet düwmesine basyň.',
    ru: 'Чтобы продолжить разговор, нажмите кнопку чата на сайте магазина.',
    en: "To carry on the conversation, press the chat button on the shop's site.",
  },
  foreignOrigin: {
    tm: 'Bu hereket diňe dükanyň öz sahypasyndan edilip bilner',
    ru: 'Это действие можно выполнить только со страницы магазина',
    en: "This action can only be made from the shop's own pages",
  },
  addressNotFound: { tm: 'Salgy tapylmady', ru: 'Адрес не найден', en: 'Address not found' },
  photoInvalid: {
    tm: 'Surat JPEG, PNG ýa-da WebP faýly bolmaly we 5 MB-dan uly bolmaly däl',
    ru: 'Фото должно быть файлом JPEG, PNG или WebP не больше 5 МБ',
    en: 'The photo must be a JPEG, PNG or WebP file of at most 5 MB',
  },
  /** the text of a code message; {code} is replaced */
  codeText: {
    tm: 'Siziň tassyklama koduňyz: {code}. Ony hiç kime bermäň.',
    ru: 'Ваш код подтверждения: {code}. Никому его не сообщайте.',
    en: 'Your verification code: {code}. Do not share it with anyone.',
  },
  codeSent: {
    tm: 'Tassyklama kody iberildi',
    ru: 'Код подтверждения отправлен',
    en: 'The verification code has been sent',
  },
  tooManyAddresses: {
    tm: 'Iň köp 20 salgy saklap bolýar: köneleriniň birini aýyryň',
    ru: 'Можно сохранить не больше 20 адресов: удалите один из старых',
    en: 'At most 20 addresses can be kept: remove an old one first',
  },
  // Orders (/client/v4/orders, docs/adr/017).
  orderNotFound: { tm: 'Sargyt tapylmady', ru: 'Заказ не найден', en: 'Order not found' },
  pricesChanged: {
    tm: 'Harydyň bahasy üýtgedi. Harytlaryň sanawyny barlaň we olary sebede täzeden goşuň!',
    ru: 'Цены на товар изменились. Проверьте список товаров и добавьте их в корзину заново!',
    en: 'The prices of an item have changed. Check the list of items and add them to the cart again!',
  },
  outOfStock: {
    tm: 'Käbir harytlar soralan mukdarda ammarda ýok. Harytlaryň sanawyny barlaň we sebedi üýtgediň!',
    ru: 'Некоторых товаров нет на складе в нужном количестве. Проверьте список товаров и измените корзину!',
    en: 'Some items are not in stock in the amount asked for. Check the list of items and change your cart!',
  },
  deliveryDateInvalid: {
    tm: 'Eltip bermegiň senesini şu ýylyň şu ýa-da indiki aýyndan saýlaň',
    ru: 'Выберите дату доставки в этом или следующем месяце текущего года',
    en: 'Choose a delivery date in this or next month of this year',
  },
  deliveryTimeInvalid: {
    tm: 'Eltip bermegiň wagtyny 8:00 bilen 22:00 aralygynda saýlaň',
    ru: 'Выберите время доставки с 8:00 до 22:00',
    en: 'Choose a delivery time between 8:00 and 22:00',
  },
  deliveryDatePast: {
    tm: 'Bu wagt eýýäm geçdi: has giçki wagty saýlaň',
    ru: 'Это время уже прошло: выберите более позднее',
    en: 'This time has already passed: choose a later one',
  },
  orderOptionUnknown: {
    tm: 'Beýle eltip bermek ýa-da töleg usuly ýok: sanawdan birini saýlaň',
    ru: 'Такого способа доставки или оплаты нет: выберите один из списка',
    en: 'This delivery or payment choice is not offered: choose one from the list',
  },
  noDeliveryThere: {
    tm: 'Bu welaýata entek eltip bermeýäris',
    ru: 'В эту область мы пока не доставляем',
    en: 'We do not deliver to this province yet',
  },
  welayatUnknown: {
    tm: 'Welaýaty sanawdan saýlaň',
    ru: 'Выберите велаят из списка',
    en: 'Choose the province from the list',
  },
  etrapUnknown: {
    tm: 'Etraby saýlanan welaýatyň sanawyndan saýlaň',
    ru: 'Выберите этрап из списка выбранного велаята',
    en: "Choose the district from the chosen province's list",
  },
  neighbourhoodMissing: {
    tm: 'Aşgabadyň salgysy üçin ýaşaýyş toplumyny görkeziň',
    ru: 'Для адреса в Ашхабаде укажите микрорайон',
    en: 'An Ashgabat address needs its neighbourhood',
  },
  neighbourhoodNotHere: {
    tm: 'Ýaşaýyş toplumy diňe Aşgabadyň salgylarynda görkezilýär',
    ru: 'Микрорайон указывается только для адресов в Ашхабаде',
    en: 'Only Ashgabat addresses name a neighbourhood',
  },
  addressPartMissing: {
    tm: 'Salgynyň {name} meýdanyny dolduryň',
    ru: 'Заполните поле адреса {name}',
    en: 'Fill in the address field {name}',
  },
  phoneInvalid: {
    tm: 'Dogry telefon belgisini giriziň',
    ru: 'Введите правильный номер телефона',
    en: 'Please enter a valid phone number',
  },
  emailInvalid: {
    tm: 'Dogry e-poçta salgysyny giriziň',
    ru: 'Введите правильный адрес электронной почты',
    en: 'Please enter a valid email',
  },
  orderLinesRepeated: {
    tm: 'Her haryt sargytda diňe bir gezek bolup biler',
    ru: 'Каждый товар может быть в заказе только один раз',
    en: 'Each product may appear in an order only once',
  },
  idempotencyKeyRequired: {
    tm: 'Idempotency-Key sözbaşysy ýok ýa-da nädogry (8-255 simwol)',
    ru: 'Заголовок Idempotency-Key отсутствует или неверен (8-255 символов)',
    en: 'The Idempotency-Key header is missing or wrong (8-255 characters)',
  },
  idempotencyKeyReused: {
    tm: 'Bu Idempotency-Key başga haýyş bilen ulanyldy',
    ru: 'Этот Idempotency-Key уже использован с другим запросом',
    en: 'This Idempotency-Key was already used with another request',
  },
  orderClosed: {
    tm: 'Bu sargyt ýatyryldy: täze sargyt beriň',
    ru: 'Этот заказ отменён: оформите новый',
    en: 'This order was cancelled: place a new one',
  },
  orderNotAwaitingCode: {
    tm: 'Bu sargyt eýýäm tassyklandy',
    ru: 'Этот заказ уже подтверждён',
    en: 'This order is already confirmed',
  },
  orderStatusNotAllowed: {
    tm: 'Sargydyň ýagdaýyny «{from}» ýagdaýyndan «{to}» ýagdaýyna geçirip bolmaýar',
    ru: 'Статус заказа нельзя сменить с «{from}» на «{to}»',
    en: 'An order cannot go from "{from}" to "{to}"',
  },
  /** the order code's SMS; {order} and {code} are replaced */
  orderCodeText: {
    tm: '№{order} sargydyňyzy tassyklamak üçin kod: {code}. Ony hiç kime bermäň.',
    ru: 'Код для подтверждения заказа №{order}: {code}. Никому его не сообщайте.',
    en: 'The code to confirm your order No. {order}: {code}. Do not share it with anyone.',
  },
  orderCodeSent: {
    tm: 'Tassyklama kody alyjynyň telefonyna iberildi',
    ru: 'Код подтверждения отправлен на телефон получателя',
    en: "The confirmation code has been sent to the recipient's phone",
  },
  fastOrderPlaced: {
    tm: 'Sag boluň! Sargydy tassyklamak üçin size ýakyn wagtda jaň ederis.',
    ru: 'Спасибо! Мы скоро позвоним вам, чтобы подтвердить заказ.',
    en: 'Thank you! We will call you soon to confirm the order.',
  },
  orderAcceptedSubject: {
    tm: '№{order} sargydyňyz kabul edildi',
    ru: 'Ваш заказ №{order} принят',
    en: 'Your order No. {order} is accepted',
  },
  /** the accepted order's e-mail; {lines} is one line per product, the others are replaced */
  orderAcceptedText: {
    tm: 'Salam, {name}!\n\n№{order} sargydyňyz kabul edildi.\n\n{lines}\n\nEltip bermek: {deliveryCost} TMT\nJemi: {total} TMT\nEltip bermegiň wagty: {date}, {time}\n\nDükanymyzy saýlanyňyz üçin sag boluň!',
    ru: 'Здравствуйте, {name}!\n\nВаш заказ №{order} принят.\n\n{lines}\n\nДоставка: {deliveryCost} TMT\nИтого: {total} TMT\nВремя доставки: {date}, {time}\n\nСпасибо, что выбрали наш магазин!',
    en: 'Hello, {name}!\n\nYour order No. {order} is accepted.\n\n{lines}\n\nDelivery: {deliveryCost} TMT\nTotal: {total} TMT\nDelivery time: {date}, {time}\n\nThank you for shopping with us!',
  },
  // Back-in-stock alerts (/client/v4/stock-alerts, docs/adr/020).
  stockAlertChannelMissing: {
    tm: 'Habary nädip almalydygyny saýlaň: şu brauzerde ýa-da e-poçta arkaly',
    ru: 'Выберите, как получить уведомление: в этом браузере или по электронной почте',
    en: 'Choose how to be notified: in this browser or by e-mail',
  },
  stockAlertInStock: {
    tm: 'Bu haryt eýýäm bar: ony häzir sargyt edip bilersiňiz',
    ru: 'Этот товар уже в наличии: его можно заказать сейчас',
    en: 'This product is in stock: you can order it now',
  },
  stockAlertEmailInvalid: {
    tm: 'Dogry e-poçta salgysyny giriziň',
    ru: 'Введите правильный адрес электронной почты',
    en: 'Enter a valid email',
  },
  stockAlertPushRefused: {
    tm: 'Bu brauzeriň habar hyzmatyny ulanyp bolmaýar',
    ru: 'Службу уведомлений этого браузера использовать нельзя',
    en: "This browser's notification service cannot be used",
  },
  stockAlertTooMany: {
    tm: 'Habarlaşmalaryň sany çäge ýetdi: käbirini aýyryň',
    ru: 'Достигнут предел подписок: удалите часть из них',
    en: 'You have reached the limit of subscriptions: remove some of them',
  },
  stockAlertNotFound: {
    tm: 'Beýle habarlaşma ýok',
    ru: 'Такой подписки нет',
    en: 'No such subscription',
  },
  stockAlertLinkInvalid: {
    tm: 'Bu salgy nädogry ýa-da köne',
    ru: 'Эта ссылка неверна или устарела',
    en: 'This link is not valid',
  },
  stockAlertSignInOrLink: {
    tm: 'Habarlaşmalaryňyzy görmek üçin ulgama giriň ýa-da hatdaky salgyny açyň',
    ru: 'Чтобы увидеть подписки, войдите или откройте ссылку из письма',
    en: 'Sign in, or open the link in our e-mail, to see your subscriptions',
  },
  stockAlertSubject: {
    tm: '{product} ýene satuwda',
    ru: '{product} снова в продаже',
    en: '{product} is back in stock',
  },
  /** the back-in-stock e-mail; {name} may be empty, {link} is the product, {manage} the settings page */
  stockAlertText: {
    tm: 'Salam{name}!\n\nSiziň garaşýan harydyňyz ýene satuwda: {product}, {price} TMT.\n\n{link}\n\nHabarlaşmalaryňyzy dolandyrmak ýa-da ýatyrmak: {manage}',
    ru: 'Здравствуйте{name}!\n\nТовар, который вы ждали, снова в продаже: {product}, {price} TMT.\n\n{link}\n\nУправлять подписками или отписаться: {manage}',
    en: 'Hello{name}!\n\nThe product you were waiting for is back in stock: {product}, {price} TMT.\n\n{link}\n\nManage your alerts or unsubscribe: {manage}',
  },
  stockAlertPushTitle: {
    tm: 'Ýene satuwda',
    ru: 'Снова в продаже',
    en: 'Back in stock',
  },
  stockAlertPushBody: {
    tm: '{product}, {price} TMT: sargyt etmäge howlugyň',
    ru: '{product}, {price} TMT: успейте заказать',
    en: '{product}, {price} TMT: order it while it lasts',
  },
  stockAlertUnsubscribed: {
    tm: 'Habarlaşma ýatyryldy',
    ru: 'Подписка отменена',
    en: 'You are unsubscribed',
  },
  // The development outbox page (/dev/outbox).
  outboxTitle: {
    tm: 'Iberilen SMS-ler we hatlar',
    ru: 'Отправленные SMS и письма',
    en: 'Sent text messages and e-mails',
  },
  outboxNote: {
    tm: 'Synag sahypasy: dükan hakyky SMS ibermeýär, kodlary şu ýerden okaň. Önümçilikde bu sahypa ýok.',
    ru: 'Страница для разработки: магазин не отправляет настоящих SMS, читайте коды здесь. В рабочей среде этой страницы нет.',
    en: 'Development page: the shop sends no real text messages, read the codes here. It does not exist in production.',
  },
  outboxEmpty: { tm: 'Entek hiç zat iberilmedi.', ru: 'Пока ничего не отправлено.', en: 'Nothing has been sent yet.' },
  outboxTime: { tm: 'Wagty', ru: 'Время', en: 'Time' },
  outboxChannel: { tm: 'Görnüşi', ru: 'Канал', en: 'Channel' },
  outboxTo: { tm: 'Kime', ru: 'Кому', en: 'To' },
  outboxText: { tm: 'Haty', ru: 'Текст', en: 'Text' },
  codeSubject: { tm: 'Tassyklama kody', ru: 'Код подтверждения', en: 'Verification code' },
  // The API's edge (docs/adr/009, 010): requests refused before a handler runs.
  adminTokenRequired: {
    tm: 'x-admin-token sözbaşysy ýok ýa-da nädogry',
    ru: 'Заголовок x-admin-token отсутствует или неверен',
    en: 'The x-admin-token header is missing or wrong',
  },
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

export type MessageId = keyof typeof MESSAGES;

export function message(id: MessageId, lng: Lng): string {
  return MESSAGES[id][lng];
}

/** A message with its {placeholders} filled in. */
export function messageWith(id: MessageId, lng: Lng, values: Record<string, string | number>): string {
  return message(id, lng).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
