import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { importCatalogue } from '../src/catalogue/import';
import * as schema from '../src/db/schema';
import type { CatalogueFile } from '../src/catalogue/shape';
import { rawRows } from '../src/services/raw-sql';
import type { ProductDetailWire, ProductListingWire } from '../src/contract/products';
import { freshDatabase, getJson, startTestApp, type TestApp } from './helpers';

/** The problems in the file's notation and technical English (their translations: catalogue-problems.test.ts). */
const brief = (problems: { at: string; reason: string }[]) => problems.map(({ at, reason }) => ({ at, reason }));
const briefly = <T extends object>(result: T) =>
  'problems' in result ? { ...result, problems: brief(result.problems as { at: string; reason: string }[]) } : result;

const run = promisify(execFile);
const ROOT = resolve(__dirname, '..', '..');
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10"><circle cx="5" cy="5" r="4" fill="#c00"/></svg>';
const loc = (text: string) => ({ tm: `${text} TM`, ru: `${text} RU`, en: `${text} EN` });

function goodFile(): CatalogueFile {
  return {
    images: [{ key: 'kettle-1', contentType: 'image/svg+xml', data: svg }],
    parameters: [
      {
        code: 'power',
        name: loc('Power'),
        values: [
          { code: '2000w', value: loc('2000 W') },
          { code: '2200w', value: loc('2200 W') },
        ],
      },
    ],
    brands: [{ code: 'tefal', name: 'Tefal', icon: 'kettle-1' }],
    categories: [
      { code: 'kitchen', name: loc('Kitchen') },
      { code: 'kettles', parent: 'kitchen', name: loc('Kettles'), parameters: ['power'] },
    ],
    products: [
      {
        sku: 'tefal-ko-1',
        category: 'kettles',
        brand: 'tefal',
        model: 'KO 150F',
        name: loc('Kettle KO 150F'),
        description: loc('A kettle'),
        features: [loc('1.7 l')],
        price: 499,
        oldPrice: 599,
        stock: 4,
        images: ['kettle-1'],
        parameters: { power: '2200w' },
        sameto: ['tefal-ko-2'],
      },
      {
        sku: 'tefal-ko-2',
        category: 'kettles',
        brand: 'tefal',
        model: 'KO 200',
        name: loc('Kettle KO 200'),
        description: loc('Another kettle'),
        features: [],
        price: 399,
        stock: 0,
        images: ['kettle-1'],
        parameters: { power: '2000w' },
      },
    ],
    footers: [{ slug: 'about', name: loc('About'), content: loc('We sell kettles.') }],
    groups: [{ code: 'popular', kind: 'product', name: loc('Popular'), items: ['tefal-ko-2', 'tefal-ko-1'] }],
  };
}

describe('catalogue import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ catalogue: null });
  });
  afterAll(() => t.close());

  it('loads a good file, and a second import updates records by code without duplicating them', async () => {
    const result = await importCatalogue(t.database.db, goodFile());
    expect(result).toEqual({
      ok: true,
      summary: { images: 1, parameters: 1, brands: 1, categories: 2, products: 2, footers: 1, groups: 1 },
    });
    const popular = await getJson<ProductListingWire>(t.app, '/client/v4/products?group=popular', 'RU');
    // The group lists KO 200 first, but it is out of stock: available products come first.
    expect(popular.body.rows.map((row) => row.name)).toEqual(['Kettle KO 150F RU', 'Kettle KO 200 RU']);
    const [first] = popular.body.rows;
    expect(first).toMatchObject({ price: 499, oldPrice: 599, discount: 17, inStock: true });

    const changed = goodFile();
    changed.products![0].price = 459;
    changed.products![0].name.en = 'Kettle KO 150F renamed';
    expect((await importCatalogue(t.database.db, { products: changed.products })).ok).toBe(true);
    const after = await getJson<ProductDetailWire>(
      t.app,
      `/client/v4/products/${first.id}?includeParameters=true&includeLinks=true`,
      'EN',
    );
    expect(after.body).toMatchObject({ id: first.id, name: 'Kettle KO 150F renamed', price: 459 });
    expect(after.body.parameters!.map((p) => p.value)).toEqual(['2200 W EN']);
    expect(after.body.sameto!.map((row) => row.name)).toEqual(['Kettle KO 200 EN']);
    expect((await getJson<ProductListingWire>(t.app, '/client/v4/products')).body.count).toBe(2);
  });

  it('refuses a bad file whole, naming each bad record by position and reason', async () => {
    const before = await counts();
    const bad = goodFile();
    bad.products![1].price = -5;
    bad.products![0].brand = 'nobrand';
    bad.products![0].parameters = { power: '9000w' };
    bad.products!.push({ ...bad.products![0], sku: 'tefal-ko-1', brand: 'tefal', parameters: {} });
    bad.categories![1].parent = 'kettles';
    const result = await importCatalogue(t.database.db, bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(brief(result.problems)).toEqual(
      expect.arrayContaining([
        { at: 'products[1] (sku tefal-ko-2).price', reason: expect.stringContaining('must be >') },
      ]),
    );
    const shapeOk = goodFile();
    shapeOk.products![0].brand = 'nobrand';
    shapeOk.products![0].parameters = { power: '9000w' };
    shapeOk.products![0].oldPrice = 100;
    shapeOk.products!.push({ ...shapeOk.products![1] });
    shapeOk.categories![1].parent = 'kettles';
    shapeOk.groups![0].items.push('ghost');
    const second = await importCatalogue(t.database.db, shapeOk);
    expect(second.ok).toBe(false);
    if (second.ok) return;
    expect(brief(second.problems)).toEqual(
      expect.arrayContaining([
        { at: 'products[0] (sku tefal-ko-1).brand', reason: "no brand 'nobrand'" },
        { at: 'products[0] (sku tefal-ko-1).parameters.power', reason: "parameter 'power' has no value '9000w'" },
        { at: 'products[0] (sku tefal-ko-1).oldPrice', reason: 'must be greater than price' },
        { at: 'products[2] (sku tefal-ko-2)', reason: 'duplicates products[1]' },
        { at: 'categories[1] (code kettles).parent', reason: 'makes a cycle of parents' },
        { at: 'groups[0] (code popular).items[2]', reason: "no product 'ghost'" },
      ]),
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses a file that would make a filter panel show a property twice', async () => {
    const before = await counts();
    // Two parameters named alike in a category and its subcategory, two values of one text, a parameter twice.
    const file = goodFile();
    file.parameters!.push({
      code: 'kettle_power',
      name: { tm: 'Power TM', ru: 'Мощность', en: 'Power EN' },
      values: [
        { code: '1800w', value: loc('1800 W') },
        { code: '1.8kw', value: { tm: '1800 W TM', ru: '1,8 кВт', en: '1.8 kW' } },
      ],
    });
    file.categories![0].parameters = ['kettle_power'];
    file.categories![1].parameters = ['power', 'power'];
    const result = await importCatalogue(t.database.db, file);
    expect(briefly(result)).toEqual({
      ok: false,
      complete: true,
      problems: expect.arrayContaining([
        { at: 'parameters[1] (code kettle_power).values[1]', reason: expect.stringContaining("as value '1800w'") },
        { at: 'categories[1] (code kettles).parameters[1]', reason: 'duplicates parameters[0]' },
        {
          at: 'categories[0] (code kitchen).parameters',
          reason:
            "the filter of 'kitchen' would show two groups named 'Power TM' (tm): parameters 'kettle_power' and 'power'; make them one parameter or name them apart",
        },
      ]),
    });
    if (result.ok) return;
    expect(result.problems).toHaveLength(3);
    expect(await counts()).toEqual(before);

    // Against the database: a new subcategory bringing a parameter named like one its parent shows.
    const later: CatalogueFile = {
      parameters: [
        {
          code: 'kettle_power',
          name: { tm: 'Kuwwat', ru: 'Мощность RU', en: 'Power EN' },
          values: [{ code: '1800w', value: loc('1800 W') }],
        },
      ],
      categories: [{ code: 'smart-kettles', parent: 'kitchen', name: loc('Smart'), parameters: ['kettle_power'] }],
    };
    const refused = await importCatalogue(t.database.db, later);
    expect(briefly(refused)).toEqual({
      ok: false,
      complete: true,
      problems: [
        {
          at: 'categories[0] (code smart-kettles).parameters',
          reason:
            "the filter of 'kitchen' would show two groups named 'Power EN' (en): parameters 'power' and 'kettle_power'; make them one parameter or name them apart",
        },
      ],
    });
    // Named apart, it is one group each.
    later.parameters![0].name.en = 'Heating power';
    later.parameters![0].name.ru = 'Мощность нагрева';
    expect((await importCatalogue(t.database.db, later)).ok).toBe(true);
    // Renaming a parameter of the database into a clash is refused at the parameter.
    const renamed = await importCatalogue(t.database.db, {
      parameters: [{ code: 'kettle_power', name: loc('Power'), values: [{ code: '1800w', value: loc('1800 W') }] }],
    });
    expect(briefly(renamed)).toEqual({
      ok: false,
      complete: true,
      problems: [
        {
          at: 'parameters[0] (code kettle_power).name',
          reason: expect.stringContaining("the filter of 'kitchen' would show two groups named 'Power TM' (tm)"),
        },
      ],
    });
  });

  it('leaves alone a repeat that the database already had when a file does not touch it', async () => {
    // A database filled before the rule (for example with an older sample catalogue).
    await t.database.db.execute(
      sql`update parameters set name = (select name from parameters where code = 'power') where code = 'kettle_power'`,
    );
    try {
      const file = goodFile();
      expect((await importCatalogue(t.database.db, { products: file.products })).ok).toBe(true);
      expect((await importCatalogue(t.database.db, { categories: [file.categories![0]] })).ok).toBe(true);
    } finally {
      await t.database.db.execute(
        sql`update parameters set name = '{"tm":"Kuwwat","ru":"Мощность нагрева","en":"Heating power"}' where code = 'kettle_power'`,
      );
    }
  });

  it('refuses texts with NUL characters, which the database cannot store', async () => {
    const file = goodFile();
    file.products![0].features = [{ tm: 'x\u0000y', ru: '', en: '' }];
    const result = await importCatalogue(t.database.db, file);
    expect(briefly(result)).toEqual({
      ok: false,
      complete: true,
      problems: [{ at: 'products[0] (sku tefal-ko-1).features[0].tm', reason: 'must not contain NUL characters' }],
    });
  });

  it('rolls back everything when loading fails half-way', async () => {
    const before = await counts();
    const db = t.database.db;
    const transaction = db.transaction.bind(db);
    const spy = jest.spyOn(db, 'transaction').mockImplementation(((run: Parameters<typeof db.transaction>[0]) =>
      transaction(async (tx) => {
        const insert = tx.insert.bind(tx);
        (tx as { insert: unknown }).insert = (table: unknown) => {
          if (table === schema.products) throw new Error('disk full');
          return insert(table as typeof schema.brands);
        };
        return run(tx);
      })) as typeof db.transaction);
    try {
      const file = goodFile();
      file.brands![0].name = 'Changed brand';
      file.products!.forEach((product) => {
        product.sku = `new-${product.sku}`;
        product.price = 9999;
        product.oldPrice = null;
      });
      file.products![0].sameto = [];
      file.groups = [];
      await expect(importCatalogue(db, file)).rejects.toThrow('disk full');
    } finally {
      spy.mockRestore();
    }
    expect(await counts()).toEqual(before);
  });

  async function counts() {
    const [row] = await rawRows<Record<string, number>>(
      t.database.db,
      sql`select
      (select count(*)::int from products) as products, (select count(*)::int from categories) as categories,
      (select count(*)::int from brands) as brands, (select count(*)::int from images) as images,
      (select max(price)::float from products) as top_price, (select string_agg(name, ',') from brands) as brand_names`,
    );
    return row;
  }
});

describe('npm run catalogue:import', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-import-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function cli(file: string, env: NodeJS.ProcessEnv) {
    return run(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'server/src/catalogue/import-cli.ts'), file], {
      env: { ...process.env, ...env },
      cwd: ROOT,
    })
      .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }))
      .catch((error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: error.stdout,
        stderr: error.stderr,
      }));
  }

  it('imports a good file and reports what it loaded; reports a bad file and exits 1', async () => {
    const test = await freshDatabase({ dataDir: join(dir, 'db') });
    await test.database.close();
    const env = test.url ? { DATABASE_URL: test.url } : { DATA_DIR: join(dir, 'db') };
    try {
      const good = join(dir, 'good.json');
      writeFileSync(good, JSON.stringify(goodFile()));
      const ok = await cli(good, env);
      expect(ok.code).toBe(0);
      expect(ok.stdout).toContain('imported 2 products, 2 categories, 1 brands');

      const badFile = goodFile();
      badFile.products![1].category = 'nowhere';
      const bad = join(dir, 'bad.json');
      writeFileSync(bad, JSON.stringify(badFile));
      const refused = await cli(bad, env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("products[1] (sku tefal-ko-2).category: no category 'nowhere'");
      expect(refused.stderr).toContain('nothing was imported');

      writeFileSync(join(dir, 'broken.json'), '{"products": [');
      const broken = await cli(join(dir, 'broken.json'), env);
      expect(broken.code).toBe(1);
      expect(broken.stderr).toContain('cannot read JSON');
    } finally {
      if (test.url) await test.drop();
    }
  });
});
