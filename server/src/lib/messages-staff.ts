/**
 * Texts of the staff's accounts and roles (docs/adr/028): the refusals of /admin/v1 calls and of
 * the staff accounts' changes.
 */
export const STAFF_MESSAGES = {
  staffSignInFirst: {
    tm: 'Işgärleriň hasaby bilen giriň (skriptler üçin: x-admin-token sözbaşysy)',
    ru: 'Войдите под учётной записью сотрудника (для скриптов: заголовок x-admin-token)',
    en: 'Sign in with a staff account (scripts: the x-admin-token header)',
  },
  staffRoleMissing: {
    tm: 'Bu iş siziň wezipäňize degişli däl: {role} wezipesi gerek',
    ru: 'Это действие не входит в вашу роль: нужна роль «{role}»',
    en: 'This is not part of your role: it needs the {role} role',
  },
  staffLoginInvalid: {
    tm: 'Login 3-40 harpdan ybarat bolmaly: a-z, 0-9 we . _ -',
    ru: 'Логин: от 3 до 40 знаков из a-z, 0-9 и . _ -',
    en: 'The login must be 3-40 characters of a-z, 0-9 and . _ -',
  },
  staffPasswordWeak: {
    tm: 'Açar sözi azyndan 10 belgi bolmaly: harp, san we !#$%&? belgileriniň biri',
    ru: 'Пароль: не менее 10 знаков, с буквой, цифрой и одним из !#$%&?',
    en: 'The password needs at least 10 characters, with a letter, a digit and one of !#$%&?',
  },
  staffLoginTaken: {
    tm: '«{login}» login eýýäm bar',
    ru: 'Логин «{login}» уже занят',
    en: 'The login “{login}” is already taken',
  },
  staffNotFound: {
    tm: '«{login}» atly işgär ýok',
    ru: 'Сотрудника с логином «{login}» нет',
    en: 'There is no staff member “{login}”',
  },
  staffLastOwner: {
    tm: 'Dükanyň azyndan bir işjeň eýesi bolmaly',
    ru: 'У магазина должен остаться хотя бы один активный владелец',
    en: 'The shop must keep at least one active owner',
  },
  staffChatAccountOnly: {
    tm: 'Söhbetde diňe işgäriň öz hasaby bilen jogap berip bolýar',
    ru: 'Отвечать в чате можно только под своей учётной записью сотрудника',
    en: "The chat is answered from a staff member's own account",
  },
  roleOwner: { tm: 'eýe', ru: 'владелец', en: 'owner' },
  roleCatalogue: { tm: 'katalog redaktory', ru: 'редактор каталога', en: 'catalogue editor' },
  roleOrders: { tm: 'sargytlar', ru: 'заказы', en: 'order staff' },
  roleChat: { tm: 'söhbet operatory', ru: 'оператор чата', en: 'chat operator' },
} as const;
