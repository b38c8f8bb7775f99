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
  busy: {
    tm: 'Dükan häzir meşgul, birazdan gaýtadan synanyşyň',
    ru: 'Магазин сейчас перегружен, попробуйте ещё раз чуть позже',
    en: 'The shop is busy, try again in a moment',
  },
  somethingWrong: {
    tm: 'Bir zat ýalňyş boldy!',
    ru: 'Что-то пошло не так!',
    en: 'Something went wrong!',
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
