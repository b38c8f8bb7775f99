import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { ApiImage, apiImageData } from './api-image';

const widthsOf = (srcSet: string) => srcSet.split(',').map((entry) => entry.trim().split(/\s+/)[1]);

describe('a catalogue image', () => {
  it("lists the image service's widths up to twice the shown width, and reserves the square", () => {
    const image = apiImageData('/images/products/7/1.webp', 300);
    expect(widthsOf(image.srcSet)).toEqual(['320w', '640w']);
    expect(image.src).toMatch(/\/images\/products\/7\/1\.webp\?w=320$/);
    expect(image.sizes).toBe('(min-width: 300px) 300px, 100vw');
    expect([image.width, image.height]).toEqual([300, 300]);
    // a large image lists every width the service renders, and no other
    expect(widthsOf(apiImageData('/images/a.webp', 1280).srcSet)).toEqual([
      '320w',
      '640w',
      '768w',
      '1024w',
      '1280w',
      '1536w',
    ]);
  });

  it('is one lazy <img> unless it is the first image of the page', () => {
    const { container, rerender } = render(<ApiImage path="/images/a.webp" alt="Telefon" width={200} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', 'Telefon');
    expect(img.getAttribute('srcset')).toContain('/images/a.webp?w=320 320w');
    rerender(<ApiImage path="/images/a.webp" alt="Telefon" width={200} priority />);
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });
});
