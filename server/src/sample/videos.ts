/**
 * Product videos of the sample catalogue: one tour per product kind below, made by
 * scripts/make-sample-videos.ts and served from server/media/videos at /videos/{kind}.webm. A product
 * of those kinds has one when its position in the catalogue is a multiple of 4: the position, not a
 * random draw, so videos take no numbers from the seeded generator and change no other product.
 */
import type { DrawKind } from './data/types';

export const VIDEO_KINDS: readonly DrawKind[] = ['phone', 'laptop', 'tv', 'headphones'];

export const sampleVideo = (kind: DrawKind, index: number): string | null =>
  VIDEO_KINDS.includes(kind) && index % 4 === 0 ? `/videos/${kind}.webm` : null;
