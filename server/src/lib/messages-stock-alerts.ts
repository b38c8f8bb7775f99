/**
 * Texts of the back-in-stock alerts (/client/v4/stock-alerts, docs/adr/020).
 */
export const STOCK_ALERT_MESSAGES = {
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
    tm: 'Habarnamalaryň sany çäge ýetdi: käbirini aýyryň',
    ru: 'Достигнут предел подписок: удалите часть из них',
    en: 'You have reached the limit of subscriptions: remove some of them',
  },
  stockAlertNotFound: {
    tm: 'Beýle habarnama ýok',
    ru: 'Такой подписки нет',
    en: 'No such subscription',
  },
  stockAlertLinkInvalid: {
    tm: 'Bu salgy nädogry ýa-da köne',
    ru: 'Эта ссылка неверна или устарела',
    en: 'This link is not valid or has expired',
  },
  stockAlertSignInOrLink: {
    tm: 'Habarnamalaryňyzy görmek üçin ulgama giriň ýa-da hatdaky salgyny açyň',
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
    tm: 'Salam{name}!\n\nSiziň garaşýan harydyňyz ýene satuwda: {product}, {price} TMT.\n\n{link}\n\nHabarnamalaryňyzy dolandyrmak ýa-da ýatyrmak: {manage}',
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
    tm: 'Habarnama ýatyryldy',
    ru: 'Подписка отменена',
    en: 'You are unsubscribed',
  },
} as const;
