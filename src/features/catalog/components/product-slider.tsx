/**
 * A row of product cards in swiper. Slide widths come from CSS (slidesPerView 'auto'), so the
 * server's HTML and the initialised slider lay out the same and nothing jumps on hydration.
 */
import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import type { ProductCard as Card } from '../../../lib/catalog-types';
import { Icon } from '../../../components/ui/icons';
import { swiperBase } from '../../../components/ui/swiper-styles';
import { ProductCard } from './product-card';
import { theme } from '../../../lib/theme';

const Frame = styled.div`
  ${swiperBase}
  position: relative;
  .swiper { padding: 4px 2px 12px; margin: -4px -2px 0; }
  .swiper-slide { width: 228px; height: auto; }
  /* Before swiper sets its own inline margins, the same gaps, so the second card does not move. */
  .swiper:not(.swiper-initialized) .swiper-slide { margin-right: 16px; }
  ${theme.media.mobile} {
    .swiper-slide { width: 168px; }
    .swiper:not(.swiper-initialized) .swiper-slide { margin-right: 8px; }
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
  &:hover { color: ${theme.color.brand}; }
  ${theme.media.mobile} { display: none; }
`;

export function ProductSlider({ products, label, priorityFirst = false }: { products: Card[]; label: string; priorityFirst?: boolean }) {
  const intl = useIntl();
  const swiper = useRef<SwiperInstance | null>(null);
  // Arrows only when the row overflows (swiper "locks" a row that fits).
  const [locked, setLocked] = useState(false);
  const track = (instance: SwiperInstance) => setLocked(instance.isLocked);
  return (
    <Frame role="region" aria-roledescription="carousel" aria-label={label}>
      <Swiper modules={[Navigation, Keyboard, A11y]} slidesPerView="auto" spaceBetween={16}
        keyboard={{ enabled: true, onlyInViewport: true }} watchOverflow
        a11y={{ prevSlideMessage: intl.formatMessage({ id: 'slider.previous' }), nextSlideMessage: intl.formatMessage({ id: 'slider.next' }) }}
        breakpoints={{ 0: { spaceBetween: 8 }, 769: { spaceBetween: 16 } }}
        onSwiper={(instance) => { swiper.current = instance; track(instance); }} onLock={track} onUnlock={track}>
        {products.map((product, index) => (
          <SwiperSlide key={product.id}><ProductCard product={product} priority={priorityFirst && index === 0} /></SwiperSlide>
        ))}
      </Swiper>
      {!locked && (
        <>
          <Arrow side="left" aria-label={intl.formatMessage({ id: 'slider.previous' })} onClick={() => swiper.current?.slidePrev()}>
            <Icon name="chevronLeft" />
          </Arrow>
          <Arrow side="right" aria-label={intl.formatMessage({ id: 'slider.next' })} onClick={() => swiper.current?.slideNext()}>
            <Icon name="chevronRight" />
          </Arrow>
        </>
      )}
    </Frame>
  );
}
