import { describe, expect, it } from '@jest/globals';
import type { Brand, Category, ListingPage, ProductGroup } from '../../../src/lib/catalog-types';
import { categoryPages, homePage, type CategoryNode, type HomeGroupNode } from './page-data';

const category = (id: number, name: string, parentId: number | null, position = id): Category => ({
  id,
  name,
  icon: null,
  parentId,
  position,
  countProduct: 0,
});
const firstPage = (count: number): ListingPage => ({ products: [], count });
const node = (value: Category, count = 0): CategoryNode => ({
  lng: 'en',
  category: value,
  firstPage: firstPage(count),
});

describe('category pages', () => {
  // Electronics > (Phones > Smartphones, Feature phones), (TVs); Kitchen
  const electronics = category(1, 'Electronics', null, 1);
  const kitchen = category(2, 'Kitchen', null, 2);
  const phones = category(10, 'Phones', 1, 1);
  const tvs = category(11, 'TVs', 1, 0);
  const smartphones = category(20, 'Smartphones', 10, 2);
  const featurePhones = category(21, 'Feature phones', 10, 1);
  const pages = categoryPages(
    [smartphones, electronics, featurePhones, tvs, kitchen, phones].map((value, index) => node(value, index)),
  );
  const pageOf = (id: number) => pages.find((page) => page.category.id === id)!;

  it('makes one page per category, in the order given, each with its own first page', () => {
    expect(pages.map((page) => [page.category.id, page.firstPage.count])).toEqual([
      [20, 0],
      [1, 1],
      [21, 2],
      [11, 3],
      [2, 4],
      [10, 5],
    ]);
  });

  it('gives each page the trail of its ancestors from the top', () => {
    expect(pageOf(20).trail).toEqual([
      { id: 1, name: 'Electronics' },
      { id: 10, name: 'Phones' },
    ]);
    expect(pageOf(10).trail).toEqual([{ id: 1, name: 'Electronics' }]);
    expect(pageOf(1).trail).toEqual([]);
  });

  it('gives each page its direct children in their position order', () => {
    expect(pageOf(1).children.map((child) => child.name)).toEqual(['TVs', 'Phones']);
    expect(pageOf(10).children.map((child) => child.name)).toEqual(['Feature phones', 'Smartphones']);
    expect(pageOf(20).children).toEqual([]);
    expect(pageOf(2).children).toEqual([]);
  });

  it('ends a trail at a parent that is not there, and stops a loop of parents', () => {
    const [orphan] = categoryPages([node(category(5, 'Orphan', 99))]);
    expect(orphan.trail).toEqual([]);
    const looped = categoryPages([node(category(6, 'A', 7)), node(category(7, 'B', 6))]);
    expect(looped[0].trail).toHaveLength(10);
    expect(looped[0].trail.at(-1)).toEqual({ id: 7, name: 'B' });
  });
});

describe('home page', () => {
  const group = (code: string): ProductGroup => ({ code, name: code.toUpperCase(), endsAt: null, products: [] });
  const productNode = (code: string): HomeGroupNode => ({
    lng: 'ru',
    code,
    kind: 'product',
    data: { group: group(code) },
  });
  const brands: Brand[] = [{ id: 3, name: 'Samsung', icon: null, countProduct: 9 }];
  const categories = [category(20, 'Smartphones', 10)];

  it('orders the product groups popular, sales, new, weekly, whatever order they came in', () => {
    const page = homePage([
      productNode('weekly'),
      { lng: 'ru', code: 'popular-categories', kind: 'category', data: { categories } },
      productNode('new'),
      productNode('popular'),
      { lng: 'ru', code: 'popular-brands', kind: 'brand', data: { brands } },
      productNode('sales'),
    ]);
    expect(page.groups.map((value) => value.code)).toEqual(['popular', 'sales', 'new', 'weekly']);
    expect(page.brands).toBe(brands);
    expect(page.categories).toBe(categories);
  });

  it('leaves out a product group with no data, and gives empty lists when brands or categories are missing', () => {
    const page = homePage([
      productNode('sales'),
      { lng: 'ru', code: 'new', kind: 'product', data: {} },
      productNode('popular'),
    ]);
    expect(page).toEqual({ groups: [group('popular'), group('sales')], brands: [], categories: [] });
  });
});
