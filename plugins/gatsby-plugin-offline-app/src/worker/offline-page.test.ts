import { describe, expect, it } from '@jest/globals';
import { OFFLINE_PAGE_POLICY, offlinePageHtml, productNameOf, type OfflineTexts } from './offline-page';

const texts: OfflineTexts = {
  title: 'Вы не в сети',
  text: 'Эта страница не сохранена.',
  products: 'Товары, которые можно открыть без сети',
  noProducts: 'Сохранённых страниц товаров пока нет.',
  retry: 'Повторить',
  home: 'Главная',
  cart: 'Корзина',
  wishlist: 'Избранное',
  comparison: 'Сравнение',
};

describe("the worker's offline page", () => {
  it('lists the stored products in the language asked, with links home and to the lists', () => {
    const html = offlinePageHtml('ru', texts, '/ru/product/9?x=1', [
      { path: '/ru/product/4', name: 'Смартфон <Galaxy> "A15"' },
      { path: '/ru/product/5', name: 'Телевизор' },
    ]);
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('<title>Вы не в сети</title>');
    expect(html).toContain('<a href="/ru/product/4">Смартфон &lt;Galaxy&gt; &quot;A15&quot;</a>');
    expect(html).toContain('<a class="primary" href="/ru/product/9?x=1">Повторить</a>');
    for (const link of ['href="/ru"', 'href="/ru/cart"', 'href="/ru/wishlist"', 'href="/ru/comparess"'])
      expect(html).toContain(link);
    expect(html).not.toContain('Сохранённых страниц товаров пока нет.');
    expect(html).not.toMatch(/<script/i);
  });

  it('says when no product is stored; Turkmen links have no prefix', () => {
    const html = offlinePageHtml('tm', texts, '/product/9', []);
    expect(html).toContain('<html lang="tk">');
    expect(html).toContain('Сохранённых страниц товаров пока нет.');
    expect(html).toContain('href="/cart"');
    expect(html).toContain('href="/"');
  });

  it('reads a stored page’s product name from its heading, else its title', () => {
    expect(
      productNameOf('<title data-gatsby-head="true">Смартфон A15 | Elektronika</title><h1>Смартфон A15, 128 ГБ</h1>'),
    ).toBe('Смартфон A15, 128 ГБ');
    expect(productNameOf('<title>TV &amp; audio | Elektronika</title>')).toBe('TV & audio');
    expect(productNameOf('<p>nothing</p>')).toBeNull();
  });

  it('allows no script on the offline page', () => {
    expect(OFFLINE_PAGE_POLICY).toContain("default-src 'none'");
    expect(OFFLINE_PAGE_POLICY).not.toContain('script-src');
  });
});
