import type { GatewayLanguage } from './gateway';
import type { CardProblem, TestCardOutcome } from './simulator-cards';

/** The simulator's card form in the gateway's three languages (RBS's `language`: tk, ru, en). */
export interface SimTexts {
  title: string;
  notice: string;
  bank: string;
  order: string;
  amount: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
  pay: string;
  cancel: string;
  checkCard: string;
  testCards: string;
  testCardsHint: string;
  outcomes: Record<TestCardOutcome, string>;
  problems: Record<CardProblem | 'codeInvalid', string>;
  threeDsTitle: string;
  threeDsText: string;
  code: string;
  /** a wrong 3-D Secure code, with the tries the step still takes */
  codeWrong: (left: number) => string;
  confirm: string;
  finishedTitle: string;
  finishedPaid: string;
  finishedDeclined: string;
  backToShop: string;
  notFoundTitle: string;
  notFound: string;
  badRequestTitle: string;
  badRequest: string;
  /** the demo's mark at the top of every page: test cards, no money moves (docs/adr/026) */
  demo: string;
  languages: string;
}

/** попытка, попытки, попыток: Russian's one, few and many. */
function russianTries(n: number): string {
  const tens = n % 100;
  const ones = n % 10;
  if (ones === 1 && tens !== 11) return 'попытка';
  if (ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)) return 'попытки';
  return 'попыток';
}

export const LANGUAGE_NAMES: Record<GatewayLanguage, string> = { tk: 'Türkmençe', ru: 'Русский', en: 'English' };

export const SIM_TEXTS: Record<GatewayLanguage, SimTexts> = {
  tk: {
    title: 'Synag töleg sahypasy',
    notice: 'Bu dükanyň töleg simulýatory: hakyky pul alynmaýar. Aşakdaky synag kartlarynyň biri bilen töläň.',
    bank: 'Bank',
    order: 'Sargyt',
    amount: 'Töleg mukdary',
    cardNumber: 'Kartyň belgisi',
    expiry: 'Möhleti (AA/ÝÝ)',
    cvc: 'CVC kody',
    name: 'Kart eýesiniň ady (hökman däl)',
    pay: '{amount} töle',
    cancel: 'Ýatyr we dükana gaýt',
    checkCard: 'Kartyň maglumatlaryny barlaň.',
    testCards: 'Synag kartlary',
    testCardsHint: 'Islendik geljekdäki möhlet (meselem, 12/30), islendik 3 sanly CVC, islendik at.',
    outcomes: {
      paid: 'tölener',
      declined: 'bank ret eder',
      threeDs: '3-D Secure kodyny sorar (kod 123456), soň tölener',
      silent: 'tölener, ýöne töleg derwezesi dükana 60 sekuntlap jogap bermez',
    },
    problems: {
      panMissing: 'Kartyň belgisini giriziň.',
      panInvalid: 'Kartyň belgisi nädogry: sanlaryny barlaň.',
      panUnknown: 'Bu synag sahypasy: aşakdaky synag kartlarynyň biri bilen töläň.',
      expiryMissing: 'Möhletini AA/ÝÝ görnüşinde giriziň.',
      expiryInvalid: 'Möhletini AA/ÝÝ görnüşinde ýazyň, meselem, 12/30.',
      expiryPast: 'Bu kartyň möhleti geçdi.',
      cvcInvalid: 'CVC kody kartyň arka ýüzündäki 3 sandyr.',
      codeInvalid: 'Kod 6 sandan ybarat.',
    },
    threeDsTitle: '3-D Secure barlagy',
    threeDsText: 'Bankyňyz tölegi tassyklamak üçin bir gezeklik kod iberdi. Synag kody: 123456.',
    code: 'Kod',
    codeWrong: (left) => `Kod nädogry. Ýene ${left} synanyşygyňyz galdy.`,
    confirm: 'Tassykla',
    finishedTitle: 'Töleg tamamlandy',
    finishedPaid: 'Bu sargyt üçin töleg eýýäm edildi.',
    finishedDeclined: 'Bu töleg ret edildi ýa-da ýatyryldy. Gaýtadan synanyşmak üçin dükana gaýdyň.',
    backToShop: 'Dükana gaýt',
    notFoundTitle: 'Töleg tapylmady',
    notFound: 'Beýle töleg ýok. Dükana gaýdyp, tölegi täzeden başlaň.',
    badRequestTitle: 'Nädogry maglumat',
    badRequest: 'Formuň maglumatlaryny okap bolmady, hiç zat üýtgedilmedi. Dükana gaýdyp, tölegi täzeden başlaň.',
    demo: 'Demo: synag kartlary, hakyky pul geçirilmeýär',
    languages: 'Dil',
  },
  ru: {
    title: 'Тестовая страница оплаты',
    notice: 'Это симулятор оплаты магазина: настоящие деньги не списываются. Оплатите одной из тестовых карт ниже.',
    bank: 'Банк',
    order: 'Заказ',
    amount: 'Сумма',
    cardNumber: 'Номер карты',
    expiry: 'Срок действия (ММ/ГГ)',
    cvc: 'Код CVC',
    name: 'Имя владельца карты (необязательно)',
    pay: 'Оплатить {amount}',
    cancel: 'Отменить и вернуться в магазин',
    checkCard: 'Проверьте данные карты.',
    testCards: 'Тестовые карты',
    testCardsHint: 'Любой срок в будущем (например, 12/30), любой трёхзначный CVC, любое имя.',
    outcomes: {
      paid: 'оплата пройдёт',
      declined: 'банк отклонит оплату',
      threeDs: 'запросит код 3-D Secure (код 123456), затем оплата пройдёт',
      silent: 'оплата пройдёт, но шлюз 60 секунд не будет отвечать магазину',
    },
    problems: {
      panMissing: 'Введите номер карты.',
      panInvalid: 'Неверный номер карты: проверьте цифры.',
      panUnknown: 'Это тестовая страница: оплатите одной из тестовых карт ниже.',
      expiryMissing: 'Введите срок действия в виде ММ/ГГ.',
      expiryInvalid: 'Укажите срок действия в виде ММ/ГГ, например 12/30.',
      expiryPast: 'Срок действия карты истёк.',
      cvcInvalid: 'Код CVC — три цифры на обороте карты.',
      codeInvalid: 'Код состоит из 6 цифр.',
    },
    threeDsTitle: 'Проверка 3-D Secure',
    threeDsText: 'Ваш банк отправил одноразовый код для подтверждения оплаты. Тестовый код: 123456.',
    code: 'Код',
    codeWrong: (left) =>
      `Неверный код. ${left % 10 === 1 && left % 100 !== 11 ? 'Осталась' : 'Осталось'} ${left} ${russianTries(left)}.`,
    confirm: 'Подтвердить',
    finishedTitle: 'Оплата завершена',
    finishedPaid: 'Этот заказ уже оплачен.',
    finishedDeclined: 'Эта оплата отклонена или отменена. Вернитесь в магазин, чтобы попробовать снова.',
    backToShop: 'Вернуться в магазин',
    notFoundTitle: 'Оплата не найдена',
    notFound: 'Такой оплаты нет. Вернитесь в магазин и начните оплату заново.',
    badRequestTitle: 'Неверные данные',
    badRequest: 'Данные формы не удалось прочитать, ничего не изменилось. Вернитесь в магазин и начните оплату заново.',
    demo: 'Демо: тестовые карты, деньги не списываются',
    languages: 'Язык',
  },
  en: {
    title: 'Test payment page',
    notice: "This is the shop's payment simulator: no real money is taken. Pay with one of the test cards below.",
    bank: 'Bank',
    order: 'Order',
    amount: 'Amount',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'CVC code',
    name: "Cardholder's name (optional)",
    pay: 'Pay {amount}',
    cancel: 'Cancel and return to the shop',
    checkCard: "Check the card's details.",
    testCards: 'Test cards',
    testCardsHint: 'Any expiry date in the future (e.g. 12/30), any 3-digit CVC, any name.',
    outcomes: {
      paid: 'paid',
      declined: 'declined by the bank',
      threeDs: 'asks for a 3-D Secure code (code 123456), then paid',
      silent: 'paid, but the gateway stops answering the shop for 60 seconds',
    },
    problems: {
      panMissing: 'Enter the card number.',
      panInvalid: 'This card number is not valid: check its digits.',
      panUnknown: 'This is a test page: pay with one of the test cards below.',
      expiryMissing: 'Enter the expiry date as MM/YY.',
      expiryInvalid: 'Write the expiry date as MM/YY, e.g. 12/30.',
      expiryPast: 'This card has expired.',
      cvcInvalid: 'The CVC code is the 3 digits on the back of the card.',
      codeInvalid: 'The code is 6 digits.',
    },
    threeDsTitle: '3-D Secure check',
    threeDsText: 'Your bank has sent a one-time code to confirm the payment. Test code: 123456.',
    code: 'Code',
    codeWrong: (left) => `Wrong code. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
    confirm: 'Confirm',
    finishedTitle: 'Payment finished',
    finishedPaid: 'This order has already been paid.',
    finishedDeclined: 'This payment was declined or cancelled. Go back to the shop to try again.',
    backToShop: 'Back to the shop',
    notFoundTitle: 'Payment not found',
    notFound: 'There is no such payment. Go back to the shop and start the payment again.',
    badRequestTitle: 'Invalid data',
    badRequest:
      "The form's data could not be read; nothing has changed. Go back to the shop and start the payment again.",
    demo: 'Demo: test cards, no money moves',
    languages: 'Language',
  },
};
