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
 * jsdom lays nothing out: the row is given a browser's layout (1000 px shown, a card 228 px and a
 * 16 px gap) at a scroll position the test sets, and IntersectionObserver (which would start
 * swiper) never fires, so the row scrolls natively as it does before swiper runs.
 */
const CARD = 228;
const SLIDE = CARD + 16;
const VIEW = 1000;
const isRow = (element: Element) => element.classList.contains('swiper');
const box = (left: number, width: number) => ({ left, right: left + width, width, top: 0, bottom: 0 }) as DOMRect;
const layout = {
  scrollWidth: (element: HTMLElement) =>
    isRow(element) ? element.querySelectorAll('.swiper-slide').length * SLIDE : 0,
  clientWidth: (element: HTMLElement) => (isRow(element) ? VIEW : 0),
  getBoundingClientRect: (element: HTMLElement) => {
    if (isRow(element)) return box(0, VIEW);
    if (!element.classList.contains('swiper-slide')) return box(0, 0);
    const index = Array.from(element.parentElement!.children).indexOf(element);
    return box(index * SLIDE - element.closest<HTMLElement>('.swiper')!.scrollLeft, CARD);
  },
};
const saved = Object.keys(layout).map(
  (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
);
const elementSaved = Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect');

beforeAll(() => {
  for (const name of ['scrollWidth', 'clientWidth'] as const) {
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return layout[name](this);
      },
    });
  }
  Object.defineProperty(HTMLElement.prototype, 'getBoundingClientRect', {
    configurable: true,
    writable: true,
    value(this: HTMLElement) {
      return layout.getBoundingClientRect(this);
    },
  });
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
  if (elementSaved) Object.defineProperty(Element.prototype, 'getBoundingClientRect', elementSaved);
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

/** The scroll position at which the card `index` (from 0) ends at the row's right edge. */
const endOf = (index: number) => index * SLIDE + CARD - VIEW;

const previous = () => screen.getByRole('button', { name: 'Previous' });
const next = () => screen.getByRole('button', { name: 'Next' });

describe('product slider arrows, before swiper runs', () => {
  it('disable the previous arrow at the start and the next one at the end, and say so', () => {
    const { scrollTo } = renderSlider(8);
    // a group inside the row's section (the one landmark of that name), not a second region
    expect(screen.getByRole('group', { name: 'Popular' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.queryByRole('region', { name: 'Popular' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(FIRST_SLIDES);
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'false');

    scrollTo(300);
    // the rest of the cards join the row once it is scrolled
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(previous()).toHaveAttribute('aria-disabled', 'false');
    expect(next()).toHaveAttribute('aria-disabled', 'false');

    scrollTo(endOf(7) - 3);
    expect(next()).toHaveAttribute('aria-disabled', 'false');
    // Scroll snap may stop short of the scroll's own end (the row's padding): the last card is in sight.
    scrollTo(endOf(7));
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(previous()).toHaveAttribute('aria-disabled', 'false');

    scrollTo(2);
    expect(previous()).toHaveAttribute('aria-disabled', 'false');
    scrollTo(0);
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'false');
  });

  it('never take the end of the first cards for the end of the row', () => {
    const { scrollTo } = renderSlider(7);
    // The first six cards scrolled to their end at once: the seventh is still to come.
    scrollTo(endOf(FIRST_SLIDES - 1));
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(next()).toHaveAttribute('aria-disabled', 'false');
    scrollTo(endOf(6));
    expect(next()).toHaveAttribute('aria-disabled', 'true');
  });

  it('show no arrows for a row that fits', () => {
    renderSlider(3);
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
