import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import type { ProductCard } from '../../../lib/catalog-types';
import { renderWithProviders } from '../../../test/render';
import { FIRST_SLIDES, ProductSlider } from './product-slider';

const product = (id: number): ProductCard => ({
  id,
  name: `Smartphone ${id}`,
  model: `M${id}`,
  isNew: false,
  rating: 4,
  ratingCount: 3,
  image: null,
  brand: { id: 1, name: 'Samsung' },
  categoryId: 2,
  price: 1000 + id,
  oldPrice: null,
  discount: 0,
  inStock: true,
});

/**
 * jsdom lays nothing out: the row is given a browser's sizes (1000 px shown, 244 px a card) and
 * a scroll position the test sets, and IntersectionObserver (which would start swiper) never fires,
 * so the row scrolls natively as it does before swiper runs.
 */
const SLIDE = 244;
const VIEW = 1000;
const sizes = {
  scrollWidth: (element: HTMLElement) => element.querySelectorAll('.swiper-slide').length * SLIDE,
  clientWidth: () => VIEW,
};
const saved = Object.keys(sizes).map(
  (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
);

beforeAll(() => {
  for (const [name, size] of Object.entries(sizes)) {
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('swiper') ? size(this) : 0;
      },
    });
  }
  globalThis.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
});

afterAll(() => {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
});

function renderSlider(count: number) {
  const view = renderWithProviders(
    <ProductSlider products={Array.from({ length: count }, (_, index) => product(index + 1))} label="Popular" />,
  );
  const row = view.container.querySelector<HTMLElement>('.swiper')!;
  let left = 0;
  Object.defineProperty(row, 'scrollLeft', { configurable: true, get: () => left });
  const scrollTo = (to: number) => {
    left = to;
    fireEvent.scroll(row);
  };
  return { ...view, row, scrollTo };
}

const previous = () => screen.getByRole('button', { name: 'Previous' });
const next = () => screen.getByRole('button', { name: 'Next' });

describe('product slider arrows, before swiper runs', () => {
  it('disable the previous arrow at the start and the next one at the end, and say so', () => {
    const { scrollTo } = renderSlider(8);
    expect(screen.getByRole('region', { name: 'Popular' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('article')).toHaveLength(FIRST_SLIDES);
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'false');

    scrollTo(300);
    // the rest of the cards join the row once it is scrolled
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(previous()).toHaveAttribute('aria-disabled', 'false');
    expect(next()).toHaveAttribute('aria-disabled', 'false');

    scrollTo(8 * SLIDE - VIEW);
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(previous()).toHaveAttribute('aria-disabled', 'false');

    scrollTo(0);
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'false');
  });

  it('never take the end of the first cards for the end of the row', () => {
    const { scrollTo } = renderSlider(7);
    // Six cards (1464 px) scrolled to their end at once: the seventh is still to come.
    scrollTo(FIRST_SLIDES * SLIDE - VIEW);
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(next()).toHaveAttribute('aria-disabled', 'false');
    scrollTo(7 * SLIDE - VIEW);
    expect(next()).toHaveAttribute('aria-disabled', 'true');
  });

  it('show no arrows for a row that fits', () => {
    renderSlider(3);
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
