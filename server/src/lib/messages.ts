import type { Lng } from './lng';

/** Texts the API itself sends to shoppers, in the three shop languages. */
const MESSAGES = {
  tooManyRequests: {
    tm: 'Haýyşlar gaty köp. Biraz garaşyň!',
    ru: 'Слишком много запросов. Пожалуйста, подождите!',
    en: 'Too many requests. Please wait!',
  },
  notFound: {
    tm: 'Tapylmady',
    ru: 'Не найдено',
    en: 'Not found',
  },
  somethingWrong: {
    tm: 'Bir zat ýalňyş boldy!',
    ru: 'Что-то пошло не так!',
    en: 'Something went wrong!',
  },
} as const;

export type MessageId = keyof typeof MESSAGES;

export function message(id: MessageId, lng: Lng): string {
  return MESSAGES[id][lng];
}
