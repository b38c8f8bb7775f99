/**
 * Texts of gift certificates (docs/adr/031): why a certificate cannot pay, its line on the order's
 * e-mail, and the message that brings its code to the recipient.
 */
export const GIFT_MESSAGES = {
  giftUnknown: {
    tm: 'Beýle sowgat sertifikaty ýok',
    ru: 'Такого подарочного сертификата нет',
    en: 'There is no such gift certificate',
  },
  giftExpired: {
    tm: 'Bu sowgat sertifikatynyň möhleti gutardy',
    ru: 'Срок действия этого подарочного сертификата истёк',
    en: 'This gift certificate has expired',
  },
  giftEmpty: {
    tm: 'Bu sowgat sertifikatynda pul galmady',
    ru: 'На этом подарочном сертификате не осталось денег',
    en: 'There is nothing left on this gift certificate',
  },
  giftNothingToPay: {
    tm: 'Sowgat sertifikaty bilen diňe harytlaryň we eltip bermegiň tölegi tölenýär, sowgat sertifikatlarynyňky däl',
    ru: 'Подарочным сертификатом оплачиваются только товары и доставка, но не подарочные сертификаты',
    en: 'A gift certificate pays for goods and delivery only, not for gift certificates',
  },
  giftGuessLimit: {
    tm: 'Sowgat sertifikatynyň kody gaty köp gezek nädogry girizildi. Biraz garaşyň!',
    ru: 'Слишком много неверных кодов подарочного сертификата. Пожалуйста, подождите!',
    en: 'Too many wrong gift certificate codes. Please wait!',
  },
  giftNotCertificate: {
    tm: 'Alyjy we bellik diňe sowgat sertifikatyna ýazylýar',
    ru: 'Получателя и записку можно указать только для подарочного сертификата',
    en: 'A recipient and a note go with a gift certificate only',
  },
  giftRecipientInvalid: {
    tm: 'Sertifikatyň alyjysy üçin telefon belgisini ýa-da e-poçtany giriziň',
    ru: 'Укажите телефон или e-mail получателя сертификата',
    en: "Enter the certificate recipient's phone or e-mail",
  },
  orderGiftLine: {
    tm: '- Sowgat sertifikaty …{last4}: −{amount} TMT (tölemeli galan: {due} TMT)',
    ru: '- Подарочный сертификат …{last4}: −{amount} TMT (осталось оплатить: {due} TMT)',
    en: '- Gift certificate …{last4}: −{amount} TMT (left to pay: {due} TMT)',
  },
  giftMailSubject: {
    tm: 'Size {value} TMT-lyk sowgat sertifikaty',
    ru: 'Вам подарочный сертификат на {value} TMT',
    en: 'A gift certificate of {value} TMT for you',
  },
  /** the code's message (SMS or e-mail); {note} is the buyer's note on its own line, or nothing */
  giftMailText: {
    tm: 'Size {value} TMT-lyk sowgat sertifikaty: {code}. Ony {expires} senesine çenli dükanymyzda sargyt tölemek üçin ulanyp bilersiňiz.{note}',
    ru: 'Вам подарочный сертификат на {value} TMT: {code}. Им можно оплатить заказ в нашем магазине до {expires}.{note}',
    en: 'A gift certificate of {value} TMT for you: {code}. Use it to pay for an order in our shop until {expires}.{note}',
  },
} as const;
