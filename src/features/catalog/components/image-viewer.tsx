/** Full-screen image viewer: swipe, keyboard (arrows, Escape), zoom by double tap or button. */
import styled from '@emotion/styled';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation, Pagination, Zoom } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { IMAGE_BREAKPOINTS, imageUrl } from '../../../components/ui/api-image';
import { Icon } from '../../../components/ui/icons';
import { useModal } from '../../../components/ui/use-modal';
import { swiperBase, swiperZoom, swiperPagination } from '../../../components/ui/swiper-styles';
import { currentDevice } from '../../../lib/device';
// The viewer's texts (`viewer.*`), all three languages, in the viewer's own chunk.
import '../../../lib/carried-texts/viewer';
import '../../../lib/carried-texts/product-page';

const Overlay = styled.div`
  ${swiperBase}
  ${swiperZoom}
  ${swiperPagination}
  position: fixed;
  inset: 0;
  z-index: 300;
  background: #0c1218;
  .swiper {
    width: 100%;
    height: 100%;
  }
  .swiper-slide {
    overflow: hidden;
  }
  /* the zoom container centres the image; it never grows past the screen */
  .swiper-zoom-container > img {
    width: auto;
    height: auto;
    max-width: min(100vw, 100vh);
    max-height: 100vh;
    background: #fff;
  }
`;

const Hint = styled.p`
  position: absolute;
  left: 50%;
  bottom: 44px;
  z-index: 2;
  transform: translateX(-50%);
  margin: 0;
  padding: 4px 12px;
  border-radius: 999px;
  background: rgba(0, 0, 0, 0.45);
  color: #fff;
  font-size: 13px;
  white-space: nowrap;
  pointer-events: none;
`;

const Tools = styled.div`
  position: absolute;
  top: 12px;
  right: 12px;
  z-index: 10;
  display: flex;
  gap: 8px;
`;

const Round = styled.button<{ side?: 'left' | 'right' }>`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: 50%;
  background: rgba(22, 32, 42, 0.72);
  color: #fff;
  cursor: pointer;
  &:hover {
    background: rgba(22, 32, 42, 0.9);
  }
  ${({ side }) => side && `position: absolute; top: 50%; ${side}: 16px; z-index: 10; transform: translateY(-50%);`}
`;

const srcSet = (path: string) => IMAGE_BREAKPOINTS.map((width) => `${imageUrl(path, width)} ${width}w`).join(', ');

export default function ImageViewer({
  images,
  name,
  initial,
  onClose,
}: {
  images: string[];
  name: string;
  initial: number;
  onClose: () => void;
}) {
  const intl = useIntl();
  const swiper = useRef<SwiperInstance | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModal(onClose, closeRef);
  // The viewer opens after a tap or click, so the device is known and nothing is hydrated here.
  const touch = !currentDevice().isDesktop;
  return (
    <Overlay role="dialog" aria-modal="true" aria-label={intl.formatMessage({ id: 'viewer.label' }, { name })}>
      <Tools>
        <Round
          type="button"
          aria-label={intl.formatMessage({ id: 'viewer.zoom' })}
          onClick={() => swiper.current?.zoom.toggle()}
        >
          <Icon name="zoomIn" />
        </Round>
        <Round ref={closeRef} type="button" aria-label={intl.formatMessage({ id: 'viewer.close' })} onClick={onClose}>
          <Icon name="close" />
        </Round>
      </Tools>
      <Swiper
        modules={[Zoom, Keyboard, Navigation, Pagination, A11y]}
        initialSlide={initial}
        zoom={{ maxRatio: 3 }}
        keyboard={{ enabled: true }}
        pagination={{ clickable: true }}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
      >
        {images.map((image, index) => (
          <SwiperSlide key={image}>
            <div className="swiper-zoom-container">
              <img
                src={imageUrl(image, 1536)}
                srcSet={srcSet(image)}
                sizes="100vw"
                width={1536}
                height={1536}
                alt={intl.formatMessage(
                  { id: 'product.gallery.image' },
                  { name, index: index + 1, total: images.length },
                )}
                loading={index === initial ? 'eager' : 'lazy'}
              />
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
      <Hint aria-hidden="true">{intl.formatMessage({ id: touch ? 'viewer.hint.touch' : 'viewer.hint.keys' })}</Hint>
      {images.length > 1 && (
        <>
          <Round
            side="left"
            type="button"
            aria-label={intl.formatMessage({ id: 'slider.previous' })}
            onClick={() => swiper.current?.slidePrev()}
          >
            <Icon name="chevronLeft" />
          </Round>
          <Round
            side="right"
            type="button"
            aria-label={intl.formatMessage({ id: 'slider.next' })}
            onClick={() => swiper.current?.slideNext()}
          >
            <Icon name="chevronRight" />
          </Round>
        </>
      )}
    </Overlay>
  );
}
