import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { Lng } from '../../lib/catalog-types';
import { renderWithProviders } from '../../test/render';
import { LanguageSwitcher } from './language-switcher';

describe('language switcher', () => {
  it.each<[Lng, string, Record<string, string>]>([
    ['tm', 'Dil', { Türkmençe: '/product/4', Русский: '/ru/product/4', English: '/en/product/4' }],
    ['ru', 'Язык', { Türkmençe: '/product/4', Русский: '/ru/product/4', English: '/en/product/4' }],
    ['en', 'Language', { Türkmençe: '/product/4', Русский: '/ru/product/4', English: '/en/product/4' }],
  ])('in %s: real links to the same page in each language, the current one marked', (locale, label, hrefs) => {
    renderWithProviders(<LanguageSwitcher path="/product/4" />, { locale });
    const group = screen.getByRole('group', { name: label });
    const links = within(group).getAllByRole('link');
    expect(
      Object.fromEntries(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])),
    ).toEqual(hrefs);
    // the head script (src/lib/language-redirect.ts) reads the cookie value from data-lng
    expect(links.map((link) => link.dataset.lng)).toEqual(['TM', 'RU', 'EN']);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'true');
    expect(current.map((link) => link.textContent)).toEqual([locale.toUpperCase()]);
  });

  it('leads from the home page to each language home', () => {
    renderWithProviders(<LanguageSwitcher path="/" />, { locale: 'ru' });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/ru', '/en']);
  });
});
