/**
 * An import's cost is bounded by what the shop can hold, not by what it is sent: a
 * body over the import's limit, or of a shape no catalogue file has, is refused before it is
 * parsed, with a translated message naming the limit; a bad file's problems stop at MAX_PROBLEMS.
 */
import { generateCatalogue } from '../src/sample/generate';
import { importProblemsMessage } from '../src/catalogue/problem-texts';
import { IMPORT_LIMITS, MAX_PROBLEMS } from '../src/catalogue/structure';
import { messageWith } from '../src/lib/messages';
import { startTestApp, TEST_NOW, type TestApp } from './helpers';

const TOKEN = 'editor-secret';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { adminToken: TOKEN }, catalogue: null });
});
afterAll(() => t.close());

const post = (payload: string, lng = 'EN') =>
  t.app.inject({
    method: 'POST',
    url: '/admin/v1/catalogue',
    payload,
    headers: { 'x-admin-token': TOKEN, 'content-type': 'application/json', lng },
  });

describe('catalogue import limits', () => {
  it('refuses a 16 MB flat array of 8 million elements quickly, naming the limit', async () => {
    const flat = new Array<string>(8_000_000).fill('0').join(',');
    for (const body of [`{"products":[${flat}]}`, `[${flat}]`]) {
      const started = Date.now();
      const response = await post(body, 'RU');
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(response.statusCode).toBe(413);
      expect(response.json<{ message: string }>().message).toBe(
        messageWith('importListTooLong', 'ru', { limit: IMPORT_LIMITS.listItems }),
      );
    }
  }, 30_000);

  it('refuses a body over the import limit with 413 and the translated message', async () => {
    const body = `{"products":[]${' '.repeat(IMPORT_LIMITS.bytes)}}`;
    for (const [lng, key] of [
      ['TM', 'tm'],
      ['RU', 'ru'],
      ['EN', 'en'],
    ] as const) {
      const response = await post(body, lng);
      expect(response.statusCode).toBe(413);
      expect(response.json<{ message: string }>().message).toBe(
        messageWith('importTooLarge', key, { limit: IMPORT_LIMITS.bytes / 1024 / 1024 }),
      );
      expect(response.json<{ message: string }>().message).toContain(String(IMPORT_LIMITS.bytes / 1024 / 1024));
    }
  }, 30_000);

  it('refuses nesting deeper than the file format has', async () => {
    const response = await post(`{"products":[{"name":{"tm":[[[[["x"]]]]]}}]}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      messageWith('importTooDeep', 'en', { limit: IMPORT_LIMITS.depth }),
    );
  });

  it('reports at most MAX_PROBLEMS problems of 500 bad products and says the rest was not checked', async () => {
    const file = generateCatalogue({ products: 500, now: TEST_NOW }) as unknown as { products: { price: unknown }[] };
    for (const product of file.products) product.price = -1;
    const response = await post(JSON.stringify(file));
    expect(response.statusCode).toBe(422);
    const body = response.json<{ message: string; problems: unknown[]; complete: boolean }>();
    expect(body.problems).toHaveLength(MAX_PROBLEMS);
    expect(body.complete).toBe(false);
    expect(body.message).toBe(importProblemsMessage('en', MAX_PROBLEMS, false));
    expect(body.message).toMatch(/^The first 50 problems were found;/);
    expect(body.message).toContain('not checked');
  }, 60_000);
});
