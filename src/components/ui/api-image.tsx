/**
 * A catalogue image from the API's image service through gatsby-plugin-image: a srcset of the
 * service's widths, width and height reserved so nothing shifts. The originals are square drawings
 * that stay crisp up to 1536 px.
 */
import { GatsbyImage, getImageData, type IGatsbyImageData, type IUrlBuilderArgs } from 'gatsby-plugin-image';
import { useMemo } from 'react';
import { apiAsset } from '../../lib/api-url';

export const IMAGE_BREAKPOINTS = [320, 640, 768, 1024, 1280, 1536];
const SOURCE_SIDE = 1536;

const urlBuilder = ({ baseUrl, width }: IUrlBuilderArgs<unknown>) => `${apiAsset(baseUrl)}?w=${width}`;

export function apiImageData(path: string, width: number, sizes?: string): IGatsbyImageData {
  const data = getImageData({
    baseUrl: path,
    urlBuilder,
    sourceWidth: SOURCE_SIDE,
    sourceHeight: SOURCE_SIDE,
    layout: 'constrained',
    width,
    sizes,
    formats: ['webp'],
    breakpoints: IMAGE_BREAKPOINTS,
  });
  // The service answers webp at every width; a plain src keeps the image for agents without <picture>.
  const source = data.images.sources?.[0];
  if (source) data.images.fallback = { src: urlBuilder({ baseUrl: path, width, height: width, format: 'webp' }), srcSet: source.srcSet, sizes: source.sizes };
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
  // React 18 passes the lower-case attribute through untouched (it does not know fetchPriority yet).
  const fetchPriority = priority ? ({ fetchpriority: 'high' } as Record<string, string>) : {};
  return (
    <GatsbyImage image={image} alt={alt} className={className} loading={eager || priority ? 'eager' : 'lazy'}
      backgroundColor="#ffffff" objectFit="contain" {...fetchPriority} />
  );
}
