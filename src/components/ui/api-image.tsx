/**
 * A catalogue image from the API's image service: one <img> with a srcset of the service's widths,
 * width and height reserved so nothing shifts. The originals are square drawings that stay crisp
 * up to 1536 px. The srcset is gatsby-plugin-image's (`getImageData`, its helper for images an
 * image service resizes: a full-width layout over the service's widths); the element is the
 * shop's own, not <GatsbyImage>, which adds an inline script and styles to every page and fetches
 * react-dom/server when it mounts (docs/adr/006 item 8).
 */
import { getImageData } from 'gatsby-plugin-image';
import { IMAGE_WIDTHS } from '../../../server/src/contract/constants';
import { apiAsset } from '../../lib/api/api-url';

/** The widths the image service renders (spec §9). */
export const IMAGE_BREAKPOINTS: readonly number[] = IMAGE_WIDTHS;

export const imageUrl = (path: string, width: number) => `${apiAsset(path)}?w=${width}`;

/**
 * The service's widths up to twice the shown width (2x screens; phones showing the image at full
 * width stay within it): a thumbnail does not list 1536 px copies in every page's HTML.
 */
export function widthsFor(width: number): number[] {
  const largest =
    IMAGE_BREAKPOINTS.find((breakpoint) => breakpoint >= width * 2) ?? IMAGE_BREAKPOINTS[IMAGE_BREAKPOINTS.length - 1];
  return IMAGE_BREAKPOINTS.filter((breakpoint) => breakpoint <= largest);
}

/** The originals' side, in pixels (square drawings). */
const SOURCE_SIDE = IMAGE_BREAKPOINTS[IMAGE_BREAKPOINTS.length - 1];

/**
 * The <img> attributes of an image shown at most `width` CSS pixels wide: the service answers webp
 * at every width, so one <img> with the srcset of its own widths (no <source type="image/webp">),
 * and the square's size reserved.
 */
export function apiImageData(path: string, width: number, sizes?: string) {
  const { images } = getImageData({
    baseUrl: path,
    urlBuilder: ({ baseUrl, width: shown }) => imageUrl(baseUrl, shown),
    sourceWidth: SOURCE_SIDE,
    sourceHeight: SOURCE_SIDE,
    layout: 'fullWidth',
    breakpoints: widthsFor(width),
    formats: ['auto'],
    pluginName: 'api-image',
  });
  const fallback = images.fallback!;
  return {
    src: fallback.src,
    srcSet: fallback.srcSet!,
    sizes: sizes ?? `(min-width: ${width}px) ${width}px, 100vw`,
    width,
    height: width,
  };
}

export interface ApiImageProps {
  path: string;
  alt: string;
  /** the largest width the image is shown at, in CSS pixels */
  width: number;
  sizes?: string;
  /** above the fold: load at once */
  eager?: boolean;
  /** the page's first visible (largest) image: load at once with high fetch priority */
  priority?: boolean;
  className?: string;
}

export function ApiImage({ path, alt, width, sizes, eager = false, priority = false, className }: ApiImageProps) {
  const image = apiImageData(path, width, sizes);
  // React 18 passes the lower-case attribute through untouched (it does not know fetchPriority yet).
  const fetchPriority = priority ? ({ fetchpriority: 'high' } as Record<string, string>) : {};
  return (
    <img
      className={className ? `api-image ${className}` : 'api-image'}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding="async"
      {...fetchPriority}
    />
  );
}
