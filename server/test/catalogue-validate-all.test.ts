/**
 * An import reports every problem of its file at once: a bad price once, not once
 * per keyword it fails, and the references (an unknown brand) beside the shape's problems, rather
 * than in a later round after the shape is mended. Up to MAX_PROBLEMS, so a huge broken file
 * costs bounded work: checking stops there, and the answer says the rest was not checked.
 */
import { generateCatalogue } from '../src/sample/generate';
import { MAX_PROBLEMS } from '../src/catalogue/structure';
import { emptyKnownCodes } from '../src/catalogue/known-codes';
import { validateCatalogue } from '../src/catalogue/validate';
import { TEST_NOW } from './helpers';

describe('catalogue validation', () => {
  it('lists a bad price once and an unknown brand in the same round', async () => {
    const file = structuredClone(generateCatalogue({ products: 40, now: TEST_NOW })) as unknown as {
      products: { price: unknown; brand: string }[];
    };
    file.products[0].price = 'five';
    file.products[1].brand = 'no-such-brand';
    const { problems, complete } = await validateCatalogue(file, emptyKnownCodes());
    const at = (index: number, field: string) =>
      problems.filter((problem) => problem.at.startsWith(`products[${index}]`) && problem.at.endsWith(`.${field}`));
    expect(at(0, 'price')).toHaveLength(1);
    expect(at(1, 'brand')).toEqual([expect.objectContaining({ reason: "no brand 'no-such-brand'" })]);
    expect(complete).toBe(true);
  });

  it('stops at the first MAX_PROBLEMS problems of a file with 500 bad products and says so', async () => {
    const file = structuredClone(generateCatalogue({ products: 500, now: TEST_NOW })) as unknown as {
      products: { price: unknown }[];
    };
    for (const product of file.products) product.price = 'five';
    const { problems, complete } = await validateCatalogue(file, emptyKnownCodes());
    expect(MAX_PROBLEMS).toBe(50);
    expect(problems).toHaveLength(MAX_PROBLEMS);
    expect(problems[0].at).toMatch(/^products\[0\] .*\.price$/);
    expect(complete).toBe(false);
  });

  it('stops at MAX_PROBLEMS references too', async () => {
    const file = structuredClone(generateCatalogue({ products: 500, now: TEST_NOW })) as unknown as {
      products: { brand: string }[];
    };
    for (const product of file.products) product.brand = 'no-such-brand';
    const { problems, complete } = await validateCatalogue(file, emptyKnownCodes());
    expect(problems).toHaveLength(MAX_PROBLEMS);
    expect(complete).toBe(false);
  });
});
