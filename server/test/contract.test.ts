import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import type { TSchema } from '@sinclair/typebox';
import {
  type CategoryDetailWire,
  type CategoryRowWire,
  type FooterLinkWire,
  BrandRowSchema,
  CategoryDetailSchema,
  CategoryRowSchema,
  ErrorSchema,
  FooterLinkSchema,
  FooterListSchema,
  FooterPageSchema,
} from '../src/contract/catalogue';
import { HOME_PRODUCT_GROUPS, LINKED_PRODUCTS } from '../src/contract/constants';
import { ListOf, type ListWire } from '../src/contract/kit';
import {
  type CompareAnswerWire,
  type ProductDetailWire,
  type ProductListingWire,
  CompareAnswerSchema,
  ComparisonSchema,
  ProductCardListSchema,
  ProductCardSchema,
  ProductDetailSchema,
  ProductListingSchema,
} from '../src/contract/products';
import { SuggestionsSchema, type SuggestionsWire } from '../src/contract/search';
import { ReadinessSchema } from '../src/contract/service';
import { sharedSchemas } from '../src/routes/schemas';
import { listBrands } from '../src/services/brands';
import { categoryDetail, listCategories } from '../src/services/categories';
import { compareProducts } from '../src/services/compare';
import { footerLinks, footerPage } from '../src/services/footers';
import { readiness } from '../src/services/health';
import { productDetail } from '../src/services/product-detail';
import { listProducts, productsByIds } from '../src/services/products';
import { searchSuggestions } from '../src/services/search';
import { getJson, postJson, startTestApp, type OpenApiDocument, type TestApp } from './helpers';

/**
 * The contract's schemas, closed (no property beyond those declared) and without coercion: stricter
 * than Fastify's serializer, which drops undeclared fields and turns "12.50" into 12.5 silently.
 */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema))
    copy[key] = key === 'enum' || key === 'required' ? value : closed(value);
  if (copy.properties && copy.additionalProperties === undefined) copy.additionalProperties = false;
  return copy;
}

const ajv = new Ajv({ allowUnionTypes: true, strict: true, keywords: ['example'] });
for (const schema of sharedSchemas) ajv.addSchema(closed(schema) as object);
const validators = new Map<TSchema, ValidateFunction>();

function expectMatches(schema: TSchema, value: unknown, what: string) {
  let validate = validators.get(schema);
  if (!validate) {
    validate = schema.$id ? ajv.getSchema(schema.$id)! : ajv.compile(closed(schema) as object);
    validators.set(schema, validate);
  }
  if (!validate(value)) throw new Error(`${what}: ${ajv.errorsText(validate.errors)}`);
}

describe('the contract module', () => {
  const dir = join(__dirname, '../src/contract');
  const importsOf = (file: string) =>
    [...readFileSync(join(dir, file), 'utf8').matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);

  it('keeps constants.ts free of imports (the browser bundles it whole)', () => {
    const text = readFileSync(join(dir, 'constants.ts'), 'utf8');
    expect(text).not.toMatch(/\bimport\b|\brequire\(/);
  });

  it('imports only TypeBox (its compiler too) and its own files, so both programs can compile it', () => {
    const allowed = (source: string) =>
      /^@sinclair\/typebox(\/(compiler|value))?$/.test(source) || /^\.\/[a-z-]+$/.test(source);
    for (const file of readdirSync(dir)) {
      for (const source of importsOf(file))
        expect({ file, source, allowed: allowed(source) }).toEqual({
          file,
          source,
          allowed: true,
        });
    }
  });
});

describe('answers match the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const lngs = ['TM', 'RU', 'EN'];

  it('categories: the lists, a category with its parameters', async () => {
    for (const lng of lngs) {
      for (const url of [
        '/client/v4/categories',
        '/client/v4/categories?onlyglobal=true&inclucesubcategories=true',
        '/client/v4/categories?query=tel',
      ]) {
        expectMatches(
          ListOf(CategoryRowSchema),
          (await getJson<ListWire<CategoryRowWire>>(t.app, url, lng)).body,
          `${lng} ${url}`,
        );
      }
      for (const id of [1, 2, 5]) {
        const { status, body } = await getJson<CategoryDetailWire>(
          t.app,
          `/client/v4/categories/${id}?includeParameters=true`,
          lng,
        );
        expect(status).toBe(200);
        expect(body.parameters!.length).toBeGreaterThan(0);
        expectMatches(CategoryDetailSchema, body, `${lng} category ${id}`);
      }
    }
    const list = await listCategories(t.database.db, 'ru', {}, { limit: 100, offset: 0 }, true);
    expectMatches(ListOf(CategoryRowSchema), list, 'listCategories');
    expectMatches(CategoryDetailSchema, await categoryDetail(t.database.db, 'en', 1, true), 'categoryDetail');
  });

  it('brands', async () => {
    for (const url of ['/client/v4/brands', '/client/v4/brands?query=sams', '/client/v4/brands?categoryId=1']) {
      expectMatches(ListOf(BrandRowSchema), (await getJson(t.app, url)).body, url);
    }
    expectMatches(BrandRowSchema, (await getJson(t.app, '/client/v4/brands/3')).body, 'brand 3');
    expectMatches(
      ListOf(BrandRowSchema),
      await listBrands(t.database.db, { group: 'popular-brands' }, { limit: 50, offset: 0 }),
      'listBrands',
    );
  });

  it('product listings, with group, price range and facets', async () => {
    for (const lng of lngs) {
      for (const group of HOME_PRODUCT_GROUPS) {
        const { body } = await getJson<ProductListingWire>(t.app, `/client/v4/products?group=${group}`, lng);
        expect(body.group!.code).toBe(group);
        expectMatches(ProductListingSchema, body, `${lng} group ${group}`);
      }
      for (const url of [
        '/client/v4/products?categoryId=2&facets=true',
        '/client/v4/products?query=samsnug&facets=true&parameters=1',
        '/client/v4/products?limit=200',
      ]) {
        const { body } = await getJson<ProductListingWire>(t.app, url, lng);
        expect(body.rows.length).toBeGreaterThan(0);
        expectMatches(ProductListingSchema, body, `${lng} ${url}`);
      }
    }
    const { body } = await postJson(t.app, '/client/v4/products/filter?facets=true', {
      categories: [2],
      brands: [1, 2],
      sort: 'price_asc',
    });
    expectMatches(ProductListingSchema, body, 'POST /products/filter');
    const service = await listProducts(t.database.db, 'ru', { categoryIds: [1] }, { limit: 30, offset: 0 }, true);
    expect(service.facets?.parameters.length).toBeGreaterThan(0);
    expectMatches(ProductListingSchema, service, 'listProducts');
  });

  it('cards by id and product pages with parameters and links', async () => {
    const { body } = await postJson(t.app, '/client/v4/products', { ids: [5, 3, 0, 7] });
    expectMatches(ProductCardListSchema, body, 'POST /products');
    for (const card of await productsByIds(t.database.db, 'tm', [1, 2, 3, 40], 10))
      expectMatches(ProductCardSchema, card, `card ${card.id}`);
    for (const lng of lngs) {
      for (const id of [1, 2, 8, 40]) {
        const { status, body: detail } = await getJson<ProductDetailWire>(
          t.app,
          `/client/v4/products/${id}?includeParameters=true&includeLinks=true`,
          lng,
        );
        expect(status).toBe(200);
        expect(detail.parameters!.length).toBeGreaterThan(0);
        expectMatches(ProductDetailSchema, detail, `${lng} product ${id}`);
      }
    }
    const detail = await productDetail(t.database.db, 'en', 2, { parameters: true, links: true });
    expect(detail?.offerto?.length).toBeLessThanOrEqual(LINKED_PRODUCTS);
    expectMatches(ProductDetailSchema, detail, 'productDetail');
  });

  it('search suggestions, footer pages, comparison, readiness and errors', async () => {
    for (const query of ['samsung', 'tel', 'самсунг']) {
      const { body } = await getJson<SuggestionsWire>(t.app, `/client/v4/search?query=${encodeURIComponent(query)}`);
      expect(body.groups.length).toBeGreaterThan(0);
      expectMatches(SuggestionsSchema, body, `search ${query}`);
    }
    expectMatches(SuggestionsSchema, await searchSuggestions(t.database.db, 'ru', 'tel', 5), 'searchSuggestions');

    const footers = await getJson<ListWire<FooterLinkWire>>(t.app, '/client/v4/footers');
    expectMatches(FooterListSchema, footers.body, 'footers');
    expectMatches(
      FooterPageSchema,
      (await getJson(t.app, `/client/v4/footers/${footers.body.rows[0].uuid}`)).body,
      'footer page',
    );
    const links = await footerLinks(t.database.db, 'en');
    for (const link of links) expectMatches(FooterLinkSchema, link, 'footerLinks');
    expectMatches(FooterPageSchema, await footerPage(t.database.db, 'ru', links[1].uuid), 'footerPage');

    const calls = [{ class: 'products', fn: 'getCompare', props: { ids: [1, 2, 3, 40, 99999] }, resKey: 'cmp' }];
    const compared = await postJson<CompareAnswerWire>(t.app, '/client/v3/?json', calls);
    expect(compared.body.cmp.groups.length).toBeGreaterThan(0);
    expectMatches(CompareAnswerSchema, compared.body, 'POST /client/v3/');
    expectMatches(
      ComparisonSchema,
      await compareProducts(t.database.db, 'tm', [1, 2, 40, 0, 99999]),
      'compareProducts',
    );

    expectMatches(ReadinessSchema, (await getJson(t.app, '/health/ready')).body, 'readiness');
    expectMatches(ReadinessSchema, await readiness(t.database.db), 'readiness service');
    for (const url of ['/client/v4/products/99999999', '/client/v4/products?limit=0', '/client/v4/nothing']) {
      expectMatches(ErrorSchema, (await getJson(t.app, url, 'RU')).body, url);
    }
  });

  it('fails an answer that strays from its schema', () => {
    const card = {
      id: 1,
      name: 'x',
      model: 'x',
      price: '12.50',
      oldPrice: null,
      discount: 0,
      stock: 1,
      inStock: true,
      availability: 'in_stock',
      isNew: false,
      rating: 4.5,
      ratingCount: 3,
      icon: null,
      categoryId: 2,
      brand: { id: 1, name: 'b' },
    };
    expect(() => expectMatches(ProductCardSchema, card, 'price as text')).toThrow(/price must be number/);
    expect(() => expectMatches(ProductCardSchema, { ...card, price: 12.5, extra: 1 }, 'extra field')).toThrow(
      /additional properties/,
    );
    const { brand: _brand, ...withoutBrand } = { ...card, price: 12.5 };
    expect(() => expectMatches(ProductCardSchema, withoutBrand, 'no brand')).toThrow(
      /must have required property 'brand'/,
    );
  });

  it('documents the shared schemas as named components', async () => {
    const { body } = await getJson<OpenApiDocument>(t.app, '/docs/json');
    expect(Object.keys(body.components.schemas)).toEqual(sharedSchemas.map((schema) => schema.$id));
    expect(body.paths['/client/v4/products/{id}'].get.responses['200'].content?.['application/json'].schema).toEqual({
      $ref: '#/components/schemas/productDetail',
    });
  });
});
