/**
 * Texts of the orders API (/client/v4/orders, docs/adr/017).
 */
export const ORDER_MESSAGES = {
  orderNotFound: { tm: 'Sargyt tapylmady', ru: 'Заказ не найден', en: 'Order not found' },
  pricesChanged: {
    tm: 'Harydyň bahasy üýtgedi. Harytlaryň sanawyny barlaň we olary sebede täzeden goşuň!',
    ru: 'Цены на товар изменились. Проверьте список товаров и добавьте их в корзину снова!',
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
  addressPartTooLong: {
    tm: 'Salgynyň {name} meýdany iň köp {limit} simwol bolup biler',
    ru: 'Поле адреса {name} может содержать не больше {limit} символов',
    en: 'The address field {name} may be at most {limit} characters long',
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
  /** the e-mail's delivery cost when there is none: the site's word (checkout.totals.free) */
  orderDeliveryFree: { tm: 'mugt', ru: 'бесплатно', en: 'free' },
  /** the accepted order's e-mail; {lines} is one line per product, the others are replaced */
  orderAcceptedText: {
    tm: 'Salam, {name}!\n\n№{order} sargydyňyz kabul edildi.\n\n{lines}\n\nEltip bermek: {deliveryCost}\nJemi: {total} TMT\n{payment}\nEltip bermegiň wagty: {date}, {time}\n\nDükanymyzy saýlanyňyz üçin sag boluň!',
    ru: 'Здравствуйте, {name}!\n\nВаш заказ №{order} принят.\n\n{lines}\n\nДоставка: {deliveryCost}\nИтого: {total} TMT\n{payment}\nВремя доставки: {date}, {time}\n\nСпасибо, что выбрали наш магазин!',
    en: 'Hello, {name}!\n\nYour order No. {order} is accepted.\n\n{lines}\n\nDelivery: {deliveryCost}\nTotal: {total} TMT\n{payment}\nDelivery time: {date}, {time}\n\nThank you for shopping with us!',
  },
} as const;
