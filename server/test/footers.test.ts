import { FOOTER_PAGES } from '../src/sample/data/footers';
import { importCatalogue } from '../src/catalogue/import';
import type { FooterLinkWire, FooterPageWire } from '../src/contract/catalogue';
import type { ListWire } from '../src/contract/kit';
import { getJson, sampleCatalogue, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('footer info pages', () => {
  it.each(['tm', 'ru', 'en'] as const)('lists the pages and answers each in %s', async (lng) => {
    const list = await getJson<ListWire<FooterLinkWire>>(t.app, '/client/v4/footers', lng.toUpperCase());
    expect(list.status).toBe(200);
    expect(list.body.rows.map((row) => row.name)).toEqual(FOOTER_PAGES.map((page) => page.name[lng]));
    expect(list.body.count).toBe(FOOTER_PAGES.length);
    const page = await getJson<FooterPageWire>(
      t.app,
      `/client/v4/footers/${list.body.rows[1].uuid}`,
      lng.toUpperCase(),
    );
    expect(page.status).toBe(200);
    expect(page.body.content).toBe(FOOTER_PAGES[1].content[lng]);
  });

  it('keeps page uuids stable across imports', async () => {
    const first = await getJson<ListWire<FooterLinkWire>>(t.app, '/client/v4/footers');
    const result = await importCatalogue(t.database.db, { footers: sampleCatalogue().footers });
    expect(result.ok).toBe(true);
    expect((await getJson<ListWire<FooterLinkWire>>(t.app, '/client/v4/footers')).body.rows).toEqual(first.body.rows);
  });

  it('answers 404 for an unknown page and 400 for a malformed uuid', async () => {
    expect((await getJson(t.app, '/client/v4/footers/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await getJson(t.app, '/client/v4/footers/not-a-uuid')).status).toBe(400);
  });
});
