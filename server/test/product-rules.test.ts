/**
 * The staff app's product form checks a change with the contract's rules (product-rules.ts) before
 * sending it; the API checks it with its schema (service.ts). Both must take and refuse the same
 * values, or the form would refuse what the API takes or send what it refuses.
 */
import Ajv from 'ajv';
import {
  IMAGE_KEY_PATTERN,
  MAX_MONEY,
  MAX_PRODUCT_IMAGES,
  MAX_STOCK,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  imagesProblem,
  moneyProblem,
  productTextProblem,
  stockProblem,
} from '../src/contract/product-rules';
import { ProductChangeSchema } from '../src/contract/service';
import { AJV_OPTIONS } from '../src/edge/validation';

const ajv = new Ajv({ strict: false, keywords: AJV_OPTIONS.customOptions.keywords });
const accepts = ajv.compile(ProductChangeSchema);

const keys = (count: number) => Array.from({ length: count }, (_, at) => `image-${at}.svg`);

describe("a product change's rules", () => {
  it('take and refuse the prices the API does', () => {
    for (const price of [0.01, 19.99, 1299.5, MAX_MONEY, 0, -1, 0.001, 12.345, MAX_MONEY + 0.01, 1e12]) {
      expect([price, moneyProblem(price) === null]).toEqual([price, accepts({ price })]);
      expect([price, moneyProblem(price) === null]).toEqual([price, accepts({ oldPrice: price })]);
    }
    expect(accepts({ oldPrice: null })).toBe(true);
  });

  it('take and refuse the stock the API does', () => {
    for (const stock of [0, 7, MAX_STOCK, MAX_STOCK + 1, 2.5, -1])
      expect([stock, stockProblem(stock) === null]).toEqual([stock, accepts({ stock })]);
  });

  it('take and refuse the names and descriptions the API does, counting characters as it does', () => {
    const texts = (limit: number) => ['', 'a', 'x'.repeat(limit), 'x'.repeat(limit + 1), '😀'.repeat(limit)];
    for (const [field, limit] of [
      ['name', PRODUCT_NAME_MAX],
      ['description', PRODUCT_DESCRIPTION_MAX],
    ] as const)
      for (const text of texts(limit)) {
        const tm = { [field]: { tm: text, ru: '', en: '' } };
        expect([field, text.length, productTextProblem(field, 'tm', text) === null]).toEqual([
          field,
          text.length,
          accepts(tm),
        ]);
        const ru = { [field]: { tm: 'a', ru: text, en: '' } };
        expect([field, text.length, productTextProblem(field, 'ru', text) === null]).toEqual([
          field,
          text.length,
          accepts(ru),
        ]);
      }
  });

  it('take and refuse the image lists the API does', () => {
    const lists = [
      [],
      keys(MAX_PRODUCT_IMAGES),
      keys(MAX_PRODUCT_IMAGES + 1),
      ['a.svg', 'a.svg'],
      ['-a.svg'],
      ['a'.repeat(128)],
      ['a'.repeat(129)],
      ['a b.svg'],
    ];
    for (const images of lists) expect([images, imagesProblem(images) === null]).toEqual([images, accepts({ images })]);
    expect(IMAGE_KEY_PATTERN).toBe(ProductChangeSchema.properties.images.items.pattern);
  });
});
