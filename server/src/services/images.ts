import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { DEFAULT_IMAGE_WIDTH, IMAGE_WIDTHS } from '../contract/constants';
import { images } from '../db/schema';

/**
 * sharp with the first image it works on: loading it costs a process (and every API test file) a
 * good part of a second, and most never resize an image.
 */
export const loadSharp = () => import('sharp').then((module) => module.default);

/** The URL of a catalogue image (routes/images.ts), or null for none. */
export const imagePath = (key: string | null | undefined): string | null => (key ? `/images/${key}` : null);

/** The rendered width nearest to the one asked for; densities 1x and 2x are picked by the browser from the srcset. */
export function snapWidth(requested: number | undefined): number {
  if (!requested || !Number.isFinite(requested)) return DEFAULT_IMAGE_WIDTH;
  return IMAGE_WIDTHS.reduce((best, width) =>
    Math.abs(width - requested) < Math.abs(best - requested) ? width : best,
  );
}

export interface ResizedImage {
  body: Buffer;
  etag: string;
}

/**
 * Resizes originals from the database to webp at the allowed widths, caching each result on disk.
 * The disk cache is per process and safe to lose; the database stays the source of truth.
 */
export class ImageService {
  private readonly inFlight = new Map<string, Promise<ResizedImage | null>>();
  private readonly cacheDir: string;

  constructor(
    private readonly db: Db,
    dataDir: string,
  ) {
    this.cacheDir = join(dataDir, 'cache', 'images');
  }

  get(key: string, width: number): Promise<ResizedImage | null> {
    const id = `${key}@${width}`;
    let pending = this.inFlight.get(id);
    if (!pending) {
      pending = this.load(key, width).finally(() => this.inFlight.delete(id));
      this.inFlight.set(id, pending);
    }
    return pending;
  }

  private async load(key: string, width: number): Promise<ResizedImage | null> {
    const [original] = await this.db
      .select({ data: images.data, contentType: images.contentType, updatedAt: images.updatedAt })
      .from(images)
      .where(eq(images.key, key))
      .limit(1);
    if (!original) return null;
    const version = new Date(original.updatedAt).getTime();
    const etag = `"${createHash('sha1').update(`${key}:${width}:${version}`).digest('base64url').slice(0, 20)}"`;
    const file = join(this.cacheDir, `${createHash('sha1').update(key).digest('hex')}-${width}-${version}.webp`);
    try {
      return { body: await readFile(file), etag };
    } catch {
      const body = await this.render(Buffer.from(original.data), original.contentType, width);
      await mkdir(this.cacheDir, { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
      return { body, etag };
    }
  }

  private async render(data: Buffer, contentType: string, width: number): Promise<Buffer> {
    // Vector originals are rasterised at the target size (crisp at every width); rasters are resized.
    const sharp = await loadSharp();
    const input =
      contentType === 'image/svg+xml'
        ? sharp(data, { density: Math.min(2400, Math.max(72, (72 * width) / svgWidth(data))) })
        : sharp(data);
    return input
      .resize({ width, withoutEnlargement: contentType !== 'image/svg+xml' })
      .webp({ quality: 80, effort: 4 })
      .toBuffer();
  }
}

function svgWidth(data: Buffer): number {
  const head = data.subarray(0, 400).toString('utf8');
  const viewBox = /viewBox="[\d.\s-]+?\s([\d.]+)\s[\d.]+"/.exec(head);
  const width = /width="([\d.]+)"/.exec(head);
  return Number(width?.[1] ?? viewBox?.[1] ?? 800) || 800;
}
