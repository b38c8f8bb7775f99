import { expect, test } from '@jest/globals';
import type { Offer } from '../../lib/catalog-types';
import { cardOffer } from './live-offers';

const product = { id: 7, name: 'Galaxy A15', price: 2999, oldPrice: 3499, discount: 14, inStock: true };

test('a live offer that says what the page says keeps the build-time product, so the card does not re-render', () => {
  expect(cardOffer({ price: 2999, oldPrice: 3499, discount: 14, inStock: true }, product)).toBe(product);
  expect(cardOffer(undefined, product)).toBe(product);
});

test.each<[string, Offer]>([
  ['price', { price: 2899, oldPrice: 3499, discount: 17, inStock: true }],
  ['old price', { price: 2999, oldPrice: null, discount: 0, inStock: true }],
  ['stock', { price: 2999, oldPrice: 3499, discount: 14, inStock: false }],
])('a live offer with another %s is what the card shows', (_, live) => {
  expect(cardOffer(live, product)).toBe(live);
});
