import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Metadata } from 'sharp';
import type { Db } from '../../db/client';
import { images, users } from '../../db/schema';
import { loadSharp } from '../images';
import { countSince, eventAt, LIMITS, lockSubject, recordEvent, secondsUntil } from './limits';
import { RefusedRequest } from '../../edge/refused-request';
import type { UserRow } from './sessions';

/** The largest upload, and the side of the stored square (the image service serves its widths). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_SIDE = 1024;
const FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Decodes the upload (whatever its declared type), turns it upright, crops the centre square and
 * re-encodes it as webp: what is stored holds no EXIF (no GPS position) and no foreign format.
 */
export async function squarePhoto(data: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: 50_000_000 }).metadata();
  } catch {
    throw new RefusedRequest(400, 'photoInvalid');
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height)
    throw new RefusedRequest(400, 'photoInvalid');
  const upright = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  const side = Math.min(PHOTO_SIDE, ...upright);
  try {
    return await sharp(data, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new RefusedRequest(400, 'photoInvalid');
  }
}

/**
 * Stores the user's new photo among the images (ADR 002), keyed by its content, and drops the old
 * one. At most 10 changes an hour: every write to `images` also refreshes the catalogue caches.
 */
export async function replacePhoto(db: Db, user: UserRow, photo: Buffer | null, now: Date): Promise<UserRow> {
  const key = photo ? `user-${user.id}-${createHash('sha256').update(photo).digest('hex').slice(0, 16)}.webp` : null;
  return db.transaction(async (tx) => {
    const subject = `user:${user.id}`;
    await lockSubject(tx, subject);
    const since = new Date(now.getTime() - LIMITS.photoChanges.windowMs);
    if ((await countSince(tx, 'photo', subject, since)) >= LIMITS.photoChanges.max) {
      const oldest = (await eventAt(tx, 'photo', subject, { oldestSince: since })) ?? now;
      throw new RefusedRequest(
        429,
        'tooManyRequests',
        {},
        secondsUntil(new Date(oldest.getTime() + LIMITS.photoChanges.windowMs), now),
      );
    }
    const [current] = await tx.select({ photo: users.photo }).from(users).where(eq(users.id, user.id));
    if (photo && key) {
      await tx
        .insert(images)
        .values({ key, contentType: 'image/webp', data: photo, updatedAt: now })
        .onConflictDoNothing();
    }
    const [updated] = await tx
      .update(users)
      .set({ photo: key, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    if (current?.photo && current.photo !== key) await tx.delete(images).where(eq(images.key, current.photo));
    await recordEvent(tx, 'photo', subject, now);
    return updated;
  });
}
