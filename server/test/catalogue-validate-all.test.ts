/**
 * An import reports every problem of its file at once (issue 41, 5.15): a bad price once, not once
 * per keyword it fails, and the references (an unknown brand) beside the shape's problems, rather
 * than in a later round after the shape is mended.
 */
import { generateCatalogue } from '../src/sample/generate';
import { emptyKnownCodes, validateCatalogue } from '../src/catalogue/validate';
import { TEST_NOW } from './helpers';

describe('catalogue validation', () => {
  it('lists a bad price once and an unknown brand in the same round', () => {
    const file = structuredClone(generateCatalogue({ products: 40, now: TEST_NOW })) as unknown as {
      products: { price: unknown; brand: string }[];
    };
    file.products[0].price = 'five';
    file.products[1].brand = 'no-such-brand';
    const { problems } = validateCatalogue(file, emptyKnownCodes());
    const at = (index: number, field: string) =>
      problems.filter((problem) => problem.at.startsWith(`products[${index}]`) && problem.at.endsWith(`.${field}`));
    expect(at(0, 'price')).toHaveLength(1);
    expect(at(1, 'brand')).toEqual([expect.objectContaining({ reason: "no brand 'no-such-brand'" })]);
  });
});
