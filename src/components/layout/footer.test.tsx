import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { Lng } from '../../lib/catalog-types';
import { appStoreUrl } from '../../lib/app-store';
import { renderWithProviders } from '../../test/render';
import { Footer } from './footer';

describe('footer app badge', () => {
  it.each<[Lng, string, string]>([
    ['tm', 'Elektronika programmasyny ýükläň', 'tk'],
    ['ru', 'Скачать приложение Elektronika', 'ru'],
    ['en', 'Get the Elektronika app', 'en'],
  ])('in %s is a link named "%s" to the app in the store, in the page language', (locale, name, hl) => {
    renderWithProviders(<Footer links={[]} />, { locale });
    const link = screen.getByRole('link', { name });
    const href = new URL(link.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://play.google.com/store/apps/details');
    expect(href.searchParams.get('id')).toBe('tm.com.elektronika');
    expect(href.searchParams.get('hl')).toBe(hl);
    // drawn in the page, not an image file (an SVG image is a document of its own in Chromium)
    expect(link.querySelector('img')).toBeNull();
    expect(link.querySelector('svg[role="img"]')).toHaveAttribute('aria-label', name);
  });
});

describe('appStoreUrl', () => {
  it('leaves a store page other than Google Play as the build set it', () => {
    const apple = 'https://apps.apple.com/tm/app/elektronika/id1234567890';
    expect(appStoreUrl('ru', apple)).toBe(apple);
  });
});
