/**
 * Texts of promo codes (docs/adr/030): why a code does not apply to the cart, in the shopper's
 * language, and the refusals of staff's code changes.
 */
export const PROMO_MESSAGES = {
  promoUnknown: {
    tm: 'Beýle promokod ýok',
    ru: 'Такого промокода нет',
    en: 'There is no such promo code',
  },
  promoNotYet: {
    tm: 'Bu promokod heniz hereket etmeýär: {startsAt} senesinden başlaýar',
    ru: 'Этот промокод ещё не действует: он начнёт действовать {startsAt}',
    en: 'This promo code is not valid yet: it starts on {startsAt}',
  },
  promoExpired: {
    tm: 'Bu promokodyň möhleti gutardy',
    ru: 'Срок действия этого промокода истёк',
    en: 'This promo code has expired',
  },
  promoUsedUp: {
    tm: 'Bu promokod eýýäm doly ulanyldy',
    ru: 'Этот промокод уже израсходован',
    en: 'This promo code has been used up',
  },
  promoAlreadyUsed: {
    tm: 'Siz bu promokody eýýäm ulandyňyz',
    ru: 'Вы уже использовали этот промокод',
    en: 'You have already used this promo code',
  },
  promoFirstOrderOnly: {
    tm: 'Bu promokod diňe ilkinji sargyt üçin',
    ru: 'Этот промокод действует только на первый заказ',
    en: 'This promo code is for a first order only',
  },
  promoMinimumNotReached: {
    tm: 'Bu promokod {min} TMT-dan gymmat sargytlar üçin: ýene {missing} TMT-lyk haryt goşuň',
    ru: 'Промокод действует на заказы от {min} TMT: добавьте товаров ещё на {missing} TMT',
    en: 'This promo code needs an order of at least {min} TMT: add {missing} TMT more',
  },
  promoNotForTheseGoods: {
    tm: 'Bu promokod sebetdäki harytlara degişli däl',
    ru: 'Этот промокод не действует на товары в корзине',
    en: 'This promo code does not apply to the goods in your cart',
  },
  orderPromoLine: {
    tm: '- Promokod {code}: −{discount} TMT',
    ru: '- Промокод {code}: −{discount} TMT',
    en: '- Promo code {code}: −{discount} TMT',
  },
  promoChanged: {
    tm: 'Promokodyň arzanladyşy sargyt edilenden bäri üýtgedi. Hiç zat tölenmedi: sargydy täzeden beriň',
    ru: 'Скидка по промокоду изменилась после оформления заказа. Ничего не списано: оформите заказ заново',
    en: "The promo code's discount changed since the order was placed. Nothing was charged: place the order again",
  },
  promoGuessLimit: {
    tm: 'Promokod gaty köp gezek nädogry girizildi. Biraz garaşyň!',
    ru: 'Слишком много неверных промокодов. Пожалуйста, подождите!',
    en: 'Too many wrong promo codes. Please wait!',
  },
  promoPercentInvalid: {
    tm: 'Göterim 1-den 100-e çenli bitin san bolmaly',
    ru: 'Процент должен быть целым числом от 1 до 100',
    en: 'The percent must be a whole number from 1 to 100',
  },
  promoDatesInvalid: {
    tm: 'Promokodyň gutarýan wagty başlaýan wagtyndan soň bolmaly',
    ru: 'Окончание действия промокода должно быть позже его начала',
    en: "The promo code's end must come after its start",
  },
  promoCodeTaken: {
    tm: '«{code}» promokody eýýäm bar',
    ru: 'Промокод «{code}» уже существует',
    en: 'The promo code “{code}” already exists',
  },
  promoCodeNotFound: {
    tm: 'Promokod tapylmady',
    ru: 'Промокод не найден',
    en: 'Promo code not found',
  },
};
