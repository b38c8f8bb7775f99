/**
 * A catalogue image from the API's image service through gatsby-plugin-image's image data
 * helper (generateImageData with the service's URLs): a srcset of the service's widths, width and height reserved so nothing shifts.
 * The originals are square drawings that stay crisp up to 1536 px. The image data is rendered as
 * one <img> here rather than by <GatsbyImage>, whose every mount fetches react-dom/server (21 KB
 * gzip) to re-render images as strings (docs/adr/006-first-load-budget.md).
 */
import { IMAGE_WIDTHS } from '../../../server/src/contract/constants';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
// The plugin's image utilities alone: its main entry is one module that also carries its components.
import { generateImageData } from 'gatsby-plugin-image/dist/image-utils';
import { useMemo } from 'react';
import { apiAsset } from '../../lib/api/api-url';

/** The widths the image service renders (spec §9). */
export const IMAGE_BREAKPOINTS: readonly number[] = IMAGE_WIDTHS;
const SOURCE_SIDE = 1536;

export const imageUrl = (path: string, width: number) => `${apiAsset(path)}?w=${width}`;
const imageSource = (path: string, width: number, height: number) => ({
  src: imageUrl(path, width),
  width,
  height,
  format: 'webp' as const,
});

/**
 * The service's widths up to twice the shown width (2x screens; phones showing the image at full
 * width stay within it): a thumbnail does not list 1536 px copies in every page's HTML.
 */
export function widthsFor(width: number): number[] {
  const largest =
    IMAGE_BREAKPOINTS.find((breakpoint) => breakpoint >= width * 2) ?? IMAGE_BREAKPOINTS[IMAGE_BREAKPOINTS.length - 1];
  return IMAGE_BREAKPOINTS.filter((breakpoint) => breakpoint <= largest);
}

export function apiImageData(path: string, width: number, sizes?: string): IGatsbyImageData {
  const breakpoints = widthsFor(width);
  const data = generateImageData({
    pluginName: 'storefront-api-image',
    filename: path,
    generateImageSource: imageSource,
    sourceMetadata: { width: SOURCE_SIDE, height: SOURCE_SIDE, format: 'webp' },
    layout: 'constrained',
    width,
    formats: ['webp'],
    breakpoints,
  });
  // The service answers webp at every width, so a <source type="image/webp"> beside the <img> would
  // only repeat it: one <img> with the srcset of the service's own widths (the plugin adds the
  // shown width too, which the service would snap anyway).
  const srcSet = breakpoints.map((breakpoint) => `${imageUrl(path, breakpoint)} ${breakpoint}w`).join(',');
  const fallbackWidth = breakpoints.find((breakpoint) => breakpoint >= width) ?? breakpoints[breakpoints.length - 1];
  data.images = {
    sources: [],
    fallback: {
      src: imageUrl(path, fallbackWidth),
      srcSet,
      sizes: sizes ?? `(min-width: ${width}px) ${width}px, 100vw`,
    },
  };
  return data;
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
  const image = useMemo(() => apiImageData(path, width, sizes), [path, width, sizes]);
  const { src, srcSet, sizes: sizesAttribute } = image.images.fallback!;
  // React 18 passes the lower-case attribute through untouched (it does not know fetchPriority yet).
  const fetchPriority = priority ? ({ fetchpriority: 'high' } as Record<string, string>) : {};
  return (
    <img
      className={className ? `api-image ${className}` : 'api-image'}
      src={src}
      srcSet={srcSet}
      sizes={sizesAttribute}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding="async"
      {...fetchPriority}
    />
  );
}
