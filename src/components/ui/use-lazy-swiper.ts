/**
 * Swiper on markup the page has already rendered (.swiper > .swiper-wrapper > .swiper-slide, the
 * structure swiper expects). Until swiper runs the row scrolls natively (scroll snap, see
 * swiper-styles.ts). Swiper's code (about 34 KB gzip) is fetched at once when the shopper reaches
 * for the row (pointer, touch, focus), or at idle for a row near the viewport once the shopper has
 * done anything on the page (scrolled, touched, moved the pointer, pressed a key): it is never part
 * of a page's first load and never competes with loading and hydration. If the chunk fails to load,
 * the row keeps scrolling natively and the next touch tries again.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Swiper, SwiperOptions } from 'swiper/types';

const REACH_EVENTS = ['pointerdown', 'pointerenter', 'touchstart', 'focusin'] as const;

const PAGE_EVENTS = ['scroll', 'wheel', 'pointerdown', 'pointermove', 'touchstart', 'keydown'] as const;
let interacted: Promise<void> | null = null;

/** Resolves on the shopper's first action anywhere on the page. */
function firstInteraction(): Promise<void> {
  interacted ??= new Promise((resolve) => {
    const done = (event: Event) => {
      // The page's own scroll only: rows scroll-snapping into place as they lay out fire scroll too.
      if (event.type === 'scroll' && event.target !== document) return;
      for (const name of PAGE_EVENTS) window.removeEventListener(name, done, true);
      resolve();
    };
    for (const name of PAGE_EVENTS) window.addEventListener(name, done, { capture: true, passive: true });
  });
  return interacted;
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}

/**
 * `options` is read when swiper starts (its `on` handlers may call state setters). Returns the
 * instance once it runs, and `start`, which resolves to it (null if the row is gone or the chunk
 * failed), for controls used before it ran.
 */
export function useLazySwiper(ref: RefObject<HTMLElement>, options: () => SwiperOptions) {
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const pending = useRef<Promise<Swiper | null> | null>(null);
  const mounted = useRef(false);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const start = useCallback((): Promise<Swiper | null> => {
    pending.current ??= import(/* webpackChunkName: "swiper" */ './swiper-core').then(
      ({ startSwiper }) => {
        const element = ref.current;
        if (!element || !mounted.current) return null;
        const instance = startSwiper(element, optionsRef.current());
        setSwiper(instance);
        return instance;
      },
      () => {
        pending.current = null;
        return null;
      },
    );
    return pending.current;
  }, [ref]);

  useEffect(() => {
    mounted.current = true;
    const element = ref.current;
    if (!element) return undefined;
    const now = () => void start();
    for (const name of REACH_EVENTS) element.addEventListener(name, now, { passive: true });
    let cancelIdle = () => {};
    let live = true;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void firstInteraction().then(() => { if (live) cancelIdle = whenIdle(now); });
    }, { rootMargin: '300px 0px' });
    observer.observe(element);
    return () => {
      live = false;
      mounted.current = false;
      pending.current = null;
      observer.disconnect();
      cancelIdle();
      for (const name of REACH_EVENTS) element.removeEventListener(name, now);
    };
  }, [ref, start]);

  useEffect(() => () => swiper?.destroy(true, false), [swiper]);

  return { swiper, start };
}
