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
  /** staff marking a paid order shipped while the bank cannot be asked (docs/adr/025 rule 7) */
  paymentRecheckDown: {
    tm: 'Bank häzir jogap bermeýär, tölegi barlap bolmady: sargydy birazdan ugradyň',
    ru: 'Банк сейчас не отвечает, оплату не удалось проверить: отправьте заказ чуть позже',
    en: 'The bank does not answer now, so the payment could not be checked: ship the order in a moment',
  },
  /** the bank reports the paid money returned or changed: the order is on hold, not shipped */
  paymentChangedAtBank: {
    tm: 'Bank bu sargydyň tölegini gaýtarylan ýa-da üýtgedilen diýýär: sargyt saklandy, ugratmaň',
    ru: 'Банк сообщает, что оплата этого заказа возвращена или изменена: заказ приостановлен, не отправляйте его',
    en: 'The bank reports the payment for this order returned or changed: the order is on hold, do not ship it',
  },
  /** staff's e-mail about a paid order whose money went back or changed at the bank */
  paymentProblemSubject: {
    tm: '№{order} sargyt saklandy: bankda töleg üýtgedi',
    ru: 'Заказ №{order} приостановлен: оплата изменена в банке',
    en: 'Order No. {order} on hold: its payment changed at the bank',
  },
  paymentProblemText: {
    tm: '№{order} sargyt üçin tölenen pul bankda üýtgedi: {problem}.\nSargyt saklandy we ugradylmaz. Redaktorlaryň sahypasynda «Sargytlar» bölümine serediň.',
    ru: 'Оплата заказа №{order} изменена в банке: {problem}.\nЗаказ приостановлен и не будет отправлен. Смотрите раздел «Заказы» на странице редакторов.',
    en: "The money paid for order No. {order} changed at the bank: {problem}.\nThe order is on hold and will not ship. See the Orders section of the editors' page.",
  },
  /** the shopper's message when the time to pay ran out (SMS, or the e-mail's subject and text) */
  orderUnpaidSubject: {
    tm: '№{order} sargydyňyz ýatyryldy',
    ru: 'Ваш заказ №{order} отменён',
    en: 'Your order No. {order} was cancelled',
  },
  orderUnpaidText: {
    tm: '№{order} sargydyňyz tölenmedi we ýatyryldy: tölemäge berlen wagt {time}-da gutardy. Kartyňyzdan hiç zat alynmady. Harytlary täzeden sargyt edip bilersiňiz.',
    ru: 'Ваш заказ №{order} не был оплачен и отменён: время на оплату истекло в {time}. С вашей карты ничего не списано. Вы можете заказать товары снова.',
    en: 'Your order No. {order} was not paid and has been cancelled: the time to pay ran out at {time}. Nothing was taken from your card. You can order the products again.',
  },
  /** shown on the bank's page */
  paymentDescription: { tm: 'Sargyt №{order}', ru: 'Заказ №{order}', en: 'Order No. {order}' },
  /** the order e-mail's payment line */
  orderPaidOnline: {
    tm: 'Töleg: {bank} arkaly kart bilen onlaýn tölendi',
    ru: 'Оплата: оплачено онлайн картой через {bank}',
    en: 'Payment: paid online by card at {bank}',
  },
  orderPaidOnlineCard: {
    tm: 'Töleg: {bank} arkaly •••• {last4} kart bilen onlaýn tölendi',
    ru: 'Оплата: оплачено онлайн картой •••• {last4} через {bank}',
    en: 'Payment: paid online by card •••• {last4} at {bank}',
  },
  orderPayOnDelivery: {
    tm: 'Töleg: harydy alanyňyzda ({type})',
    ru: 'Оплата: при получении ({type})',
    en: 'Payment: on delivery ({type})',
  },
} as const;
