import type { Lng } from '../contract/constants';

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
  tooManyFilterParameters: {
    tm: 'Birbada iň köp 24 häsiýet boýunça süzüp bolýar: käbir saýlawy aýyryň.',
    ru: 'Можно фильтровать не больше чем по 24 характеристикам сразу: снимите часть отметок.',
    en: 'A listing can be filtered by at most 24 properties at once: clear some of the options.',
  },
  productNotFound: { tm: 'Haryt tapylmady', ru: 'Товар не найден', en: 'Product not found' },
  brandNotFound: { tm: 'Brend tapylmady', ru: 'Бренд не найден', en: 'Brand not found' },
  categoryNotFound: { tm: 'Kategoriýa tapylmady', ru: 'Категория не найдена', en: 'Category not found' },
  pageNotFound: { tm: 'Sahypa tapylmady', ru: 'Страница не найдена', en: 'Page not found' },
  imageNotFound: { tm: 'Surat tapylmady', ru: 'Изображение не найдено', en: 'Image not found' },
  groupNotFound: { tm: 'Haryt topary tapylmady', ru: 'Группа товаров не найдена', en: 'Product group not found' },
} as const;

export type MessageId = keyof typeof MESSAGES;

export function message(id: MessageId, lng: Lng): string {
  return MESSAGES[id][lng];
}

export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(MESSAGES, id);
}
