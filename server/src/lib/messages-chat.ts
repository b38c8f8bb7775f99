/**
 * Texts of the operator chat (docs/adr/021): error frames and the e-mailed answers.
 */
export const CHAT_MESSAGES = {
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
  /** the same with the link that opens the shop's chat ({link}) */
  chatAnswerOutroLink: {
    tm: 'Söhbeti dowam etdirmek üçin şu salgyny açyň: {link}',
    ru: 'Чтобы продолжить разговор, откройте чат магазина: {link}',
    en: "To carry on the conversation, open the shop's chat: {link}",
  },
} as const;
