/**
 * An import's problems: every problem of the file in one answer, each once, the
 * shape's and the references' side by side (a bad price once, the unknown brand of the same or
 * another record, a missing field and a NUL character beside them), up to MAX_PROBLEMS; and each
 * problem's place and cause, and the answer's count, in the request's language (TM, RU, EN) with
 * Russian plurals.
 */
import { importProblemsMessage, problemInLanguage } from '../src/catalogue/problem-texts';
import { emptyKnownCodes } from '../src/catalogue/known-codes';
import { validateCatalogue, type Problem } from '../src/catalogue/validate';
import { generateCatalogue } from '../src/sample/generate';
import { startTestApp, TEST_NOW, type TestApp } from './helpers';

type Loose = Record<string, unknown> & { sku: string; name: { tm: string } };

/** A generated catalogue with nine problems in six products. */
function badFile() {
  const file = structuredClone(generateCatalogue({ products: 40, now: TEST_NOW })) as unknown as {
    products: Loose[];
  };
  const [p0, p1, p2, p3, p4, p5] = file.products;
  p0.price = 'five';
  p1.brand = 'no-such-brand';
  delete p2.images;
  p2.category = 'no-such-category';
  p3.name.tm = 'x\u0000y';
  p4.colour = 'red';
  p4.size = 'XL';
  p5.images = 'not a list';
  p5.brand = 'no-such-brand';
  return file;
}

describe("an import's problems", () => {
  it('are all reported in one answer, each once', async () => {
    const file = badFile();
    const { problems, complete } = await validateCatalogue(file, emptyKnownCodes());
    const sku = (index: number) => file.products[index].sku;
    const found = problems.map((problem) => [problem.at, problem.code]);
    expect(found.sort()).toEqual(
      [
        [`products[0] (sku ${sku(0)}).price`, 'type'],
        [`products[1] (sku ${sku(1)}).brand`, 'noBrand'],
        [`products[2] (sku ${sku(2)}).images`, 'required'],
        [`products[2] (sku ${sku(2)}).category`, 'noCategory'],
        [`products[3] (sku ${sku(3)}).name.tm`, 'nul'],
        [`products[4] (sku ${sku(4)}).colour`, 'unknownField'],
        [`products[4] (sku ${sku(4)}).size`, 'unknownField'],
        [`products[5] (sku ${sku(5)}).images`, 'type'],
        [`products[5] (sku ${sku(5)}).brand`, 'noBrand'],
      ].sort(),
    );
    expect(complete).toBe(true);
  });

  it('stop at MAX_PROBLEMS when shape and references together pass it, and say so', async () => {
    const file = structuredClone(generateCatalogue({ products: 60, now: TEST_NOW })) as unknown as {
      products: Loose[];
    };
    // 30 shape problems and 30 references: 60 in all, over the 50 reported
    file.products.forEach((product, index) => {
      if (index < 30) product.price = -1;
      else product.brand = 'no-such-brand';
    });
    const { problems, complete } = await validateCatalogue(file, emptyKnownCodes());
    expect(problems).toHaveLength(50);
    expect(problems.filter((problem) => problem.code === 'noBrand')).toHaveLength(20);
    expect(new Set(problems.map((problem) => problem.at)).size).toBe(50);
    expect(complete).toBe(false);
  });

  it('name their place and cause in TM, RU and EN', async () => {
    const file = badFile();
    const { problems } = await validateCatalogue(file, emptyKnownCodes());
    const at = (index: number, field: string) =>
      problems.find((problem) => problem.place.index === index && problem.place.field === field) as Problem;
    const sku = (index: number) => file.products[index].sku;
    expect((['tm', 'ru', 'en'] as const).map((lng) => problemInLanguage(at(0, 'price'), lng))).toEqual([
      expect.objectContaining({ place: `Haryt №1 (sku ${sku(0)}), «price» meýdany`, cause: 'san bolmaly' }),
      expect.objectContaining({ place: `Товар №1 (sku ${sku(0)}), поле «price»`, cause: 'должно быть числом' }),
      expect.objectContaining({ place: `Product 1 (sku ${sku(0)}), field price`, cause: 'must be a number' }),
    ]);
    expect((['tm', 'ru', 'en'] as const).map((lng) => problemInLanguage(at(1, 'brand'), lng).cause)).toEqual([
      '«no-such-brand» brendi ýok',
      'нет бренда «no-such-brand»',
      "there is no brand 'no-such-brand'",
    ]);
    expect(problemInLanguage(at(2, 'images'), 'ru')).toEqual({
      at: `products[2] (sku ${sku(2)}).images`,
      reason: "must have required property 'images'",
      place: `Товар №3 (sku ${sku(2)}), поле «images»`,
      cause: 'нет обязательного поля «images»',
    });
    expect(problemInLanguage(at(4, 'colour'), 'tm').cause).toBe('«colour» diýen meýdan faýlyň görnüşinde ýok');
    expect(problemInLanguage(at(5, 'images'), 'en').cause).toBe('must be a list');
    expect(problemInLanguage(at(3, 'name.tm'), 'ru').cause).toBe('не должно содержать символов NUL (U+0000)');
  });

  it('are counted with the right plural in each language', () => {
    expect([1, 2, 5, 21, 50].map((count) => importProblemsMessage('ru', count, true))).toEqual([
      'Найдено: 1 ошибка; ничего не загружено',
      'Найдено: 2 ошибки; ничего не загружено',
      'Найдено: 5 ошибок; ничего не загружено',
      'Найдено: 21 ошибка; ничего не загружено',
      'Найдено: 50 ошибок; ничего не загружено',
    ]);
    expect(importProblemsMessage('en', 1, true)).toBe('1 problem found; nothing was imported');
    expect(importProblemsMessage('en', 2, true)).toBe('2 problems found; nothing was imported');
    expect(importProblemsMessage('tm', 2, true)).toBe('2 ýalňyşlyk tapyldy; hiç zat ýüklenmedi');
    expect(importProblemsMessage('ru', 50, false)).toMatch(/^Найдены первые 50 ошибок; проверка на этом остановлена/);
  });

  describe('through the API', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ catalogue: null, config: { adminToken: 'editor-secret' } });
    });
    afterAll(() => t.close());

    it.each([
      ['RU', 'Найдено: 9 ошибок; ничего не загружено', 'Товар №2', 'нет бренда «no-such-brand»'],
      ['TM', '9 ýalňyşlyk tapyldy; hiç zat ýüklenmedi', 'Haryt №2', '«no-such-brand» brendi ýok'],
      ['EN', '9 problems found; nothing was imported', 'Product 2', "there is no brand 'no-such-brand'"],
    ])('answers in the lng header’s language (%s)', async (lng, message, place, cause) => {
      const file = badFile();
      const answer = await t.app.inject({
        method: 'POST',
        url: '/admin/v1/catalogue',
        headers: { 'x-admin-token': 'editor-secret', lng },
        payload: file,
      });
      expect(answer.statusCode).toBe(422);
      const body = answer.json<{ message: string; complete: boolean; problems: Record<string, string>[] }>();
      expect(body.message).toBe(message);
      expect(body.complete).toBe(true);
      expect(body.problems).toHaveLength(9);
      expect(body.problems).toContainEqual({
        at: `products[1] (sku ${file.products[1].sku}).brand`,
        reason: "no brand 'no-such-brand'",
        place: `${place} (sku ${file.products[1].sku}), ${lng === 'RU' ? 'поле «brand»' : lng === 'TM' ? '«brand» meýdany' : 'field brand'}`,
        cause,
      });
    });
  });
});
