/**
 * Swiper's code, fetched as a chunk of its own by use-lazy-swiper.ts (never part of a page's first
 * load). Starts swiper on a row the page already rendered and keeps the slide the shopper had
 * scrolled to natively before swiper ran.
 */
import Swiper from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

export function startSwiper(element: HTMLElement, options: SwiperOptions): Swiper {
  const slides = Array.from(element.querySelectorAll<HTMLElement>('.swiper-slide'));
  const origin = slides[0]?.offsetLeft ?? 0;
  const scrolled = element.scrollLeft;
  // The slide nearest to where the row was scrolled (it is still by now, so snapped).
  let index = 0;
  slides.forEach((slide, at) => {
    if (Math.abs(slide.offsetLeft - origin - scrolled) < Math.abs(slides[index].offsetLeft - origin - scrolled))
      index = at;
  });
  const swiper = new Swiper(element, { modules: [A11y, Keyboard], ...options });
  // Swiper moves the slides itself; the native scroll (no longer snapping) goes back to the start.
  element.scrollLeft = 0;
  if (index > 0) swiper.slideTo(index, 0, false);
  return swiper;
}
