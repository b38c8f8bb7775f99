import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { Lng } from '../../lib/catalog-types';
import { renderWithProviders } from '../../test/render';
import { CartWidget, CounterLink } from './header-widgets';

describe('cart widget', () => {
  it('names the line count and the total in TMT after the words it shows (WCAG 2.5.3), and leads to the cart', () => {
    renderWithProviders(<CartWidget lines={3} total={1234567.5} />);
    const link = screen.getByRole('link', { name: 'Cart 1 234 567.50 TMT 3 items' });
    expect(link).toHaveAttribute('href', '/en/cart');
    expect(within(link).getByText('1 234 567.50 TMT')).toBeVisible();
    expect(within(link).getByText('3')).toBeVisible();
  });

  it('says the cart has no lines when it has none', () => {
    renderWithProviders(<CartWidget lines={0} total={0} />);
    const link = screen.getByRole('link', { name: 'Cart 0 TMT 0 items' });
    expect(within(link).getByText('0 TMT')).toBeVisible();
  });

  it('is named by what it shows, in the order it is written (WCAG 2.5.3)', () => {
    renderWithProviders(<CartWidget lines={2} total={1299} />, { locale: 'tm' });
    const link = screen.getByRole('link');
    // what the link shows, words apart, in the document's order, is where its name starts
    const shown = (link.textContent ?? '').replace(/\s+/g, ' ').trim();
    expect(shown).toBe('Sebet 1 299 TMT 2');
    expect(link.getAttribute('aria-label')!.replace(/\s+/g, ' ').startsWith(shown)).toBe(true);
  });

  it.each<[Lng, number, number, string, string]>([
    ['tm', 2, 1299, 'Sebet 1 299 TMT 2 haryt', '/cart'],
    ['ru', 1, 99.9, 'Корзина 99.90 TMT 1 товар', '/ru/cart'],
    ['ru', 3, 30000, 'Корзина 30 000 TMT 3 товара', '/ru/cart'],
    ['ru', 5, 12345, 'Корзина 12 345 TMT 5 товаров', '/ru/cart'],
    ['ru', 0, 0, 'Корзина 0 TMT 0 товаров', '/ru/cart'],
    ['en', 1, 10.05, 'Cart 10.05 TMT 1 item', '/en/cart'],
  ])('in %s, %i line(s) at %d read "%s"', (locale, lines, total, name, href) => {
    renderWithProviders(<CartWidget lines={lines} total={total} />, { locale });
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });
});

describe('counter links', () => {
  it('badge the number of compared products and say it to screen readers', () => {
    renderWithProviders(<CounterLink to="/comparess" icon="compare" labelId="header.comparison" count={4} />, {
      locale: 'ru',
    });
    const link = screen.getByRole('link', { name: 'Сравнение (4)' });
    expect(link).toHaveAttribute('href', '/ru/comparess');
    const badge = within(link).getByText('4');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
  });

  it('show no badge for an empty list', () => {
    renderWithProviders(<CounterLink to="/wishlist" icon="heart" labelId="header.favourites" count={0} />);
    const link = screen.getByRole('link', { name: 'Favourites (0)' });
    expect(link).toHaveAttribute('href', '/en/wishlist');
    expect(within(link).queryByText('0')).toBeNull();
  });
});
