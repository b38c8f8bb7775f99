/**
 * Swiper on markup the page has already rendered (.swiper > .swiper-wrapper > .swiper-slide, the
 * structure swiper expects). Until swiper runs the row scrolls natively (scroll snap, see
 * swiper-styles.ts). Swiper's code (about 34 KB gzip) is fetched at once when the shopper reaches
 * for the row (pointer, touch, focus), or at idle for a row near the viewport once the shopper has
 * done anything on the page (scrolled, touched, moved the pointer, pressed a key): it is never part
 * of a page's first load and never competes with loading and hydration. Swiper takes over only
 * once the row is still (no finger on it, no scrolling for 150 ms), so a native fling is never cut
 * short. If the chunk fails to load, the row keeps scrolling natively and the next touch tries again.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Swiper, SwiperOptions } from 'swiper/types';
import { reportChunkFailure } from '../../lib/chunk-reload';
import { whenIdle } from '../../lib/idle';

const REACH_EVENTS = ['pointerdown', 'pointerenter', 'touchstart', 'focusin'] as const;
const TOUCH_EVENTS = ['touchstart', 'touchend', 'touchcancel'] as const;

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

interface Motion {
  touching: boolean;
  lastScroll: number;
}
const STILL_MS = 150;

/** Resolves once the row is still: no finger on it and no scroll event for STILL_MS. */
function whenStill(motion: Motion): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const quiet = performance.now() - motion.lastScroll;
      if (!motion.touching && quiet >= STILL_MS) resolve();
      else window.setTimeout(check, motion.touching ? 100 : STILL_MS - quiet);
    };
    check();
  });
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
  const motion = useRef<Motion>({ touching: false, lastScroll: -Infinity });
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const start = useCallback((): Promise<Swiper | null> => {
    pending.current ??= import(/* webpackChunkName: "swiper" */ './swiper-core').then(
      async ({ startSwiper }) => {
        await whenStill(motion.current);
        const element = ref.current;
        if (!element || !mounted.current) return null;
        const instance = startSwiper(element, optionsRef.current());
        setSwiper(instance);
        return instance;
      },
      (error: unknown) => {
        pending.current = null;
        reportChunkFailure(error);
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
    const moved = () => {
      motion.current.lastScroll = performance.now();
    };
    const touched = (event: TouchEvent) => {
      motion.current.touching = event.type === 'touchstart';
    };
    element.addEventListener('scroll', moved, { passive: true });
    for (const name of TOUCH_EVENTS) element.addEventListener(name, touched, { passive: true });
    let cancelIdle = () => {};
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void firstInteraction().then(() => {
          if (live) cancelIdle = whenIdle(now);
        });
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => {
      live = false;
      mounted.current = false;
      pending.current = null;
      observer.disconnect();
      cancelIdle();
      for (const name of REACH_EVENTS) element.removeEventListener(name, now);
      element.removeEventListener('scroll', moved);
      for (const name of TOUCH_EVENTS) element.removeEventListener(name, touched);
    };
  }, [ref, start]);

  useEffect(() => () => swiper?.destroy(true, false), [swiper]);

  return { swiper, start };
}
