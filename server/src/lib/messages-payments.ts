/**
 * Texts of online card payment (docs/adr/025): the payment calls' refusals, the card
 * method's name, the gateway's order description and the order e-mail's payment line.
 */
export const PAYMENT_MESSAGES = {
  paymentCardMethod: { tm: 'Onlaýn kart bilen', ru: 'Онлайн картой', en: 'Online by card' },
  paymentGatewayDown: {
    tm: 'Bankyň töleg sahypasy häzir açylmaýar. Gaýtadan synanyşyň ýa-da harydy alanyňyzda tölemegi saýlaň',
    ru: 'Страница оплаты банка сейчас недоступна. Попробуйте ещё раз или выберите оплату при получении',
    en: "The bank's payment page cannot be reached now. Try again or choose to pay on delivery",
  },
  paymentDone: {
    tm: 'Bu sargyt eýýäm tölendi',
    ru: 'Этот заказ уже оплачен',
    en: 'This order is already paid',
  },
  paymentExpired: {
    tm: 'Tölemegiň wagty geçdi: sargyt ýatyryldy, täze sargyt beriň',
    ru: 'Время на оплату истекло: заказ отменён, оформите новый',
    en: 'The time to pay has run out: the order was cancelled, place a new one',
  },
  paymentClosed: {
    tm: 'Bu sargyt indi onlaýn töleg garaşmaýar',
    ru: 'Этот заказ больше не ожидает онлайн-оплаты',
    en: 'This order no longer waits for an online payment',
  },
  paymentChecking: {
    tm: 'Tölegiňizi barlaýarys: birazdan gaýtadan synanyşyň',
    ru: 'Мы проверяем ваш платёж: попробуйте чуть позже',
    en: 'We are checking your payment: try again in a moment',
  },
  paymentNotFound: {
    tm: 'Bu sargyt onlaýn tölenmeýär',
    ru: 'Этот заказ не оплачивается онлайн',
    en: 'This order is not paid online',
  },
  /** shown on the bank's page */
  paymentDescription: { tm: 'Sargyt №{order}', ru: 'Заказ №{order}', en: 'Order No. {order}' },
  /** the order e-mail's payment line */
  orderPaidOnline: {
    tm: 'Töleg: {bank} arkaly kart bilen onlaýn tölendi',
    ru: 'Оплата: оплачено онлайн картой через {bank}',
    en: 'Payment: paid online by card at {bank}',
  },
  orderPayOnDelivery: {
    tm: 'Töleg: harydy alanyňyzda ({type})',
    ru: 'Оплата: при получении ({type})',
    en: 'Payment: on delivery ({type})',
  },
} as const;
