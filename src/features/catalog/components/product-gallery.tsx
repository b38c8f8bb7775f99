/**
 * The product's images in swiper with thumbnails; a click (or Enter) on the main image opens the
 * full-screen viewer at that image.
 */
import styled from '@emotion/styled';
import { Suspense, useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiImage } from '../../../components/ui/api-image';
import { Icon } from '../../../components/ui/icons';
import { swiperBase } from '../../../components/ui/swiper-styles';
import { useLazySwiper } from '../../../components/ui/use-lazy-swiper';
import { lazyPart } from '../../../lib/lazy-part';
import { theme } from '../../../lib/theme';
import '../../../lib/carried-texts/product-page';

// The viewer (zoom, full screen) is only fetched when a shopper opens it.
const ImageViewer = lazyPart(() => import('./image-viewer').then((module) => module.default));

const Frame = styled.div`
  ${swiperBase}
  .stage {
    position: relative;
  }
  .stage > .swiper {
    border-radius: ${theme.radius.lg};
    background: #fff;
  }
  .main-image {
    width: 100%;
    aspect-ratio: 1;
  }
`;

const Open = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: zoom-in;
`;

const ZoomHint = styled.span`
  position: absolute;
  right: 12px;
  bottom: 12px;
  z-index: 3;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  box-shadow: ${theme.shadow.card};
  pointer-events: none;
`;

const Thumbs = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 12px;
  overflow-x: auto;
  button {
    flex: none;
    width: 72px;
    height: 72px;
    padding: 4px;
    border: 2px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
    background: #fff;
    cursor: pointer;
  }
  button[aria-current='true'] {
    border-color: ${theme.color.brand};
  }
  .thumb {
    width: 100%;
    height: 100%;
  }
`;

export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const intl = useIntl();
  const stage = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const { start } = useLazySwiper(stage, () => ({
    slidesPerView: 1,
    keyboard: { enabled: true, onlyInViewport: true },
    on: { slideChange: (instance) => setActive(instance.activeIndex) },
  }));
  const [viewerAt, setViewerAt] = useState<number | null>(null);
  const closeViewer = useCallback(() => setViewerAt(null), []);
  const alt = (index: number) =>
    intl.formatMessage({ id: 'product.gallery.image' }, { name, index: index + 1, total: images.length });
  return (
    <Frame>
      <div className="stage">
        <div className="swiper" ref={stage}>
          <div className="swiper-wrapper">
            {images.map((image, index) => (
              <div className="swiper-slide" key={image}>
                <Open
                  type="button"
                  onClick={() => setViewerAt(index)}
                  aria-label={intl.formatMessage(
                    { id: 'product.gallery.open' },
                    { index: index + 1, total: images.length },
                  )}
                >
                  <ApiImage
                    className="main-image"
                    path={image}
                    alt={alt(index)}
                    width={560}
                    sizes="(max-width: 768px) 100vw, 560px"
                    priority={index === 0}
                  />
                </Open>
              </div>
            ))}
          </div>
        </div>
        <ZoomHint aria-hidden="true">
          <Icon name="zoomIn" size={20} />
        </ZoomHint>
      </div>
      {images.length > 1 && (
        <Thumbs role="group" aria-label={intl.formatMessage({ id: 'product.gallery.thumbs' })}>
          {images.map((image, index) => (
            <button
              key={image}
              type="button"
              aria-current={index === active}
              aria-label={intl.formatMessage(
                { id: 'product.gallery.show' },
                { index: index + 1, total: images.length },
              )}
              onClick={() => void start().then((instance) => instance?.slideTo(index))}
            >
              <ApiImage className="thumb" path={image} alt="" width={64} />
            </button>
          ))}
        </Thumbs>
      )}
      {viewerAt !== null && (
        <Suspense fallback={null}>
          <ImageViewer images={images} name={name} initial={viewerAt} onClose={closeViewer} />
        </Suspense>
      )}
    </Frame>
  );
}
