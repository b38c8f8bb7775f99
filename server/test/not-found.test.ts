import { startTestApp, type TestApp } from './helpers';

/** Every route's 404 names what was asked for in the caller's language (lib/messages.ts). */
describe("404 answers in the caller's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { adminToken: 'editor-secret' } });
  });
  afterAll(() => t.close());

  const page = '00000000-0000-4000-8000-000000000000';
  const cases: [string, string, Record<'TM' | 'RU' | 'EN', string>][] = [
    [
      'GET',
      '/client/v4/products/99999999',
      { TM: 'Haryt tapylmady: 99999999', RU: 'Товар не найден: 99999999', EN: 'Product not found: 99999999' },
    ],
    [
      'GET',
      '/client/v4/products?group=nonexistent',
      {
        TM: 'Haryt topary tapylmady: nonexistent',
        RU: 'Группа товаров не найдена: nonexistent',
        EN: 'Product group not found: nonexistent',
      },
    ],
    [
      'GET',
      '/client/v4/brands/424242',
      { TM: 'Brend tapylmady: 424242', RU: 'Бренд не найден: 424242', EN: 'Brand not found: 424242' },
    ],
    [
      'GET',
      '/client/v4/categories/999999',
      {
        TM: 'Kategoriýa tapylmady: 999999',
        RU: 'Категория не найдена: 999999',
        EN: 'Category not found: 999999',
      },
    ],
    [
      'GET',
      `/client/v4/footers/${page}`,
      { TM: `Sahypa tapylmady: ${page}`, RU: `Страница не найдена: ${page}`, EN: `Page not found: ${page}` },
    ],
    [
      'GET',
      '/images/no-such-image?w=320',
      {
        TM: 'Surat tapylmady: no-such-image',
        RU: 'Изображение не найдено: no-such-image',
        EN: 'Image not found: no-such-image',
      },
    ],
    [
      'PATCH',
      '/admin/v1/products/99999999',
      { TM: 'Haryt tapylmady: 99999999', RU: 'Товар не найден: 99999999', EN: 'Product not found: 99999999' },
    ],
  ];

  for (const [method, url, messages] of cases) {
    it.each(Object.entries(messages))(`${method} ${url} with lng=%s`, async (lng, message) => {
      const response = await t.app.inject({
        method: method as 'GET' | 'PATCH',
        url,
        headers: { lng, 'x-admin-token': 'editor-secret' },
        ...(method === 'PATCH' ? { payload: { stock: 3 } } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message });
    });
  }

  it('answers in Turkmen without an lng header, and with an unknown one', async () => {
    for (const headers of [{}, { lng: 'DE' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/client/v4/brands/424242', headers });
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Brend tapylmady: 424242' });
    }
  });
});
