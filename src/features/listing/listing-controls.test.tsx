import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { Pager, SortMenu } from './listing-controls';

const SORTS = ['popular', 'price_asc', 'price_desc', 'newest'] as const;

/** The rules emotion put in the document's head for what was rendered. */
const styleText = () =>
  [...document.head.querySelectorAll('style')]
    .map((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('') || style.textContent)
    .join('');

describe('the sort menu', () => {
  it('draws its arrow in the page, not as an image its styles load (Chromium makes each SVG image a document of its own)', () => {
    renderWithProviders(<SortMenu sorts={SORTS} value={null} onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Sort' });
    const arrow = select.nextElementSibling;
    expect(arrow?.tagName.toLowerCase()).toBe('svg');
    expect(arrow?.getAttribute('aria-hidden')).toBe('true');
    expect(arrow?.querySelector('path')?.getAttribute('d')).toBe('m6 9 6 6 6-6');
    expect(styleText()).toMatch(/appearance:\s*none/);
    expect(styleText()).not.toMatch(/url\(/);
  });

  it('chooses an order; the default one is chosen as none', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<SortMenu sorts={SORTS} value="newest" onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort' });
    expect(select.value).toBe('newest');
    await user.selectOptions(select, 'Cheapest first');
    expect(onChange).toHaveBeenLastCalledWith('price_asc');
    await user.selectOptions(select, 'Popular');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

describe('the pager', () => {
  const href = (page: number) => `/categories/3?page=${page}`;

  it('marks the current page', () => {
    renderWithProviders(<Pager page={2} pages={3} href={href} />);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks no page on a page past the last (?page=999), and leads back to the last one', () => {
    renderWithProviders(<Pager page={999} pages={2} href={href} />);
    const pager = screen.getByTestId('pager');
    expect(pager.querySelector('[aria-current]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', expect.stringContaining('page=2'));
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });
});
