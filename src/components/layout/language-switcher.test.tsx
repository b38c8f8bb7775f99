import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { Lng } from '../../lib/catalog-types';
import { renderWithProviders } from '../../test/render';
import { LanguageSwitcher } from './language-switcher';

describe('language switcher', () => {
  it.each<[Lng, string, Record<string, string>]>([
    ['tm', 'Dil', { TM: '/product/4', RU: '/ru/product/4', EN: '/en/product/4' }],
    ['ru', 'Язык', { TM: '/product/4', RU: '/ru/product/4', EN: '/en/product/4' }],
    ['en', 'Language', { TM: '/product/4', RU: '/ru/product/4', EN: '/en/product/4' }],
  ])('in %s: real links to the same page in each language, the current one marked', (locale, label, hrefs) => {
    renderWithProviders(<LanguageSwitcher path="/product/4" />, { locale });
    const group = screen.getByRole('group', { name: label });
    const links = within(group).getAllByRole('link');
    // named by the code they show (WCAG 2.5.3), the language's own name as their description
    expect(
      Object.fromEntries(
        Object.keys(hrefs).map((code) => [code, within(group).getByRole('link', { name: code }).getAttribute('href')]),
      ),
    ).toEqual(hrefs);
    expect(links.map((link) => link.hasAttribute('aria-label'))).toEqual([false, false, false]);
    expect(within(group).getByRole('link', { name: 'RU' })).toHaveAccessibleDescription('Русский');
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
