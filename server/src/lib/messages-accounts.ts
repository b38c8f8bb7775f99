/**
 * Texts of the accounts API (/auth/v2): the spec's messages (§8), the rules around them
 * (docs/adr/015), the codes sent (docs/adr/016) and the development outbox page that shows them.
 */
export const ACCOUNT_MESSAGES = {
  userExists: {
    tm: 'Şeýle maglumatly ulanyjy eýýäm bar',
    ru: 'Пользователь с такими данными уже существует',
    en: 'User exists',
  },
  identifierUnchanged: {
    tm: 'Bu eýýäm siziň telefon belgiňiz ýa-da e-poçtaňyz',
    ru: 'Это уже ваш номер телефона или e-mail',
    en: 'This is already your phone number or e-mail',
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
  nameCharacters: {
    tm: 'Atda we familiýada diňe harplar, boşluk, defis, nokat we apostrof bolup biler: {chars} aýryň',
    ru: 'В имени и фамилии допустимы только буквы, пробелы, дефисы, точки и апострофы: уберите {chars}',
    en: 'A name and surname take only letters, spaces, hyphens, dots and apostrophes: remove {chars}',
  },
  nameStart: {
    tm: 'Ady we familiýany harp bilen başlaň',
    ru: 'Начните имя и фамилию с буквы',
    en: 'Start the name and surname with a letter',
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
} as const;
