/**
 * A row of product cards in swiper. The page renders swiper's markup itself and swiper starts on it
 * after the first load (use-lazy-swiper.ts); slide widths come from CSS (slidesPerView 'auto'), so
 * the static HTML, the natively scrolling row and the running slider lay out the same.
 * The page renders the first FIRST_SLIDES cards (more than a wide screen shows); the rest join the
 * row when the shopper reaches for it (pointer, touch, focus, scroll, a slide change), so a home page
 * of four rows hydrates 24 cards, not 64.
 * The previous arrow is disabled at the row's start and the next one at its end (aria-disabled:
 * announced, and a focused arrow keeps its focus), from the native scroll until swiper runs and
 * from swiper's position after.
 */
import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { ProductCard as Card } from '../../../lib/catalog-types';
import { Icon } from '../../../components/ui/icons';
import { swiperBase } from '../../../components/ui/swiper-styles';
import { useLazySwiper } from '../../../components/ui/use-lazy-swiper';
import { ProductCard } from './product-card';
import { theme } from '../../../lib/theme';

const Frame = styled.div`
  ${swiperBase}
  position: relative;
  .swiper {
    padding: 4px 2px 12px;
    margin: -4px -2px 0;
  }
  .swiper-slide {
    width: 228px;
    height: auto;
  }
  /* Before swiper sets its own inline margins, the same gaps, so the second card does not move. */
  .swiper:not(.swiper-initialized) .swiper-slide {
    margin-right: 16px;
  }
  ${theme.media.mobile} {
    .swiper-slide {
      width: 168px;
    }
    .swiper:not(.swiper-initialized) .swiper-slide {
      margin-right: 8px;
    }
  }
`;

const Arrow = styled.button<{ side: 'left' | 'right' }>`
  position: absolute;
  top: 38%;
  ${({ side }) => side}: -18px;
  z-index: 5;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${theme.color.line};
  border-radius: 50%;
  background: ${theme.color.card};
  color: ${theme.color.text};
  box-shadow: ${theme.shadow.raised};
  cursor: pointer;
  &:hover {
    color: ${theme.color.brand};
  }
  &[aria-disabled='true'] {
    color: ${theme.color.muted};
    opacity: 0.45;
    box-shadow: none;
    cursor: default;
  }
  ${theme.media.mobile} {
    display: none;
  }
`;

interface Edges {
  start: boolean;
  end: boolean;
}

/**
 * Where a natively scrolling row is: at its start while the first card is wholly in sight, at its
 * end while the last one is (scroll snap may stop a few pixels from the scroll's own ends, at the
 * row's padding), and that only once every card is in the row.
 */
function nativeEdges(element: HTMLElement, complete: boolean): Edges {
  const slides = element.querySelectorAll('.swiper-slide');
  const row = element.getBoundingClientRect();
  const first = slides[0]?.getBoundingClientRect();
  const last = slides[slides.length - 1]?.getBoundingClientRect();
  return {
    start: !first || first.left >= row.left - 1,
    end: complete && (!last || last.right <= row.right + 1),
  };
}

export const FIRST_SLIDES = 6;

export function ProductSlider({
  products,
  label,
  priorityFirst = false,
}: {
  products: Card[];
  label: string;
  priorityFirst?: boolean;
}) {
  const intl = useIntl();
  const row = useRef<HTMLDivElement>(null);
  // Arrows only when the row overflows (swiper "locks" a row that fits; before it runs, measured).
  const [locked, setLocked] = useState(false);
  const [complete, setComplete] = useState(products.length <= FIRST_SLIDES);
  const shown = complete ? products : products.slice(0, FIRST_SLIDES);
  // The static page opens at the start.
  const [edges, setEdgesState] = useState<Edges>({ start: true, end: false });
  // Scroll and swiper's progress come every frame: re-render only when an arrow changes.
  const setEdges = useCallback(
    (next: Edges) =>
      setEdgesState((current) => (current.start === next.start && current.end === next.end ? current : next)),
    [],
  );
  // swiper's handlers are set once, when it starts: they read whether every card is in the row here.
  const completeRef = useRef(complete);
  completeRef.current = complete;
  const track = (instance: SwiperInstance) => setLocked(instance.isLocked);
  const trackEdges = (instance: SwiperInstance) =>
    setEdges({ start: instance.isBeginning, end: instance.isEnd && completeRef.current });
  const { swiper, start } = useLazySwiper(row, () => ({
    slidesPerView: 'auto',
    spaceBetween: 16,
    watchOverflow: true,
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: {
      prevSlideMessage: intl.formatMessage({ id: 'slider.previous' }),
      nextSlideMessage: intl.formatMessage({ id: 'slider.next' }),
    },
    breakpoints: { 0: { spaceBetween: 8 }, 769: { spaceBetween: 16 } },
    on: {
      afterInit: (instance) => {
        track(instance);
        trackEdges(instance);
      },
      lock: track,
      unlock: track,
      // 'progress' comes on every move and on update() (more cards joined the row)
      progress: trackEdges,
      slideChange: () => setComplete(true),
    },
  }));
  const reached = complete ? undefined : () => setComplete(true);
  useEffect(() => {
    const element = row.current;
    if (swiper) swiper.update();
    else if (element) {
      setLocked(shown.length === products.length && element.scrollWidth <= element.clientWidth + 1);
      setEdges(nativeEdges(element, shown.length === products.length));
    }
  }, [swiper, shown.length, products.length, setEdges]);
  const onNativeScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    // Once swiper runs it moves the slides itself (and puts the native scroll back to 0).
    if (element.classList.contains('swiper-initialized')) return;
    if (!complete && element.scrollLeft > 8) setComplete(true);
    setEdges(nativeEdges(element, complete));
  };
  return (
    // a group, not a second landmark: the row's section is the region, named by its heading
    <Frame
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={reached}
      onTouchStart={reached}
      onFocus={reached}
    >
      <div className="swiper" ref={row} onScroll={onNativeScroll}>
        <div className="swiper-wrapper">
          {shown.map((product, index) => (
            <div className="swiper-slide" key={product.id}>
              <ProductCard product={product} priority={priorityFirst && index === 0} />
            </div>
          ))}
        </div>
      </div>
      {!locked && (
        <>
          <Arrow
            side="left"
            aria-label={intl.formatMessage({ id: 'slider.previous' })}
            aria-disabled={edges.start}
            onClick={() => {
              if (!edges.start) void start().then((instance) => instance?.slidePrev());
            }}
          >
            <Icon name="chevronLeft" />
          </Arrow>
          <Arrow
            side="right"
            aria-label={intl.formatMessage({ id: 'slider.next' })}
            aria-disabled={edges.end}
            onClick={() => {
              if (!edges.end) void start().then((instance) => instance?.slideNext());
            }}
          >
            <Icon name="chevronRight" />
          </Arrow>
        </>
      )}
    </Frame>
  );
}
