import { eq } from 'drizzle-orm';
import type { FooterLinkWire, FooterPageWire } from '../contract/catalogue';
import type { Db } from '../db/client';
import { footerPages } from '../db/schema';
import { localized, type Lng } from '../lib/lng';

/** The info pages the footer lists, in their order. */
export function footerLinks(db: Db, lng: Lng): Promise<FooterLinkWire[]> {
  return db.select({ uuid: footerPages.uuid, name: localized(footerPages.name, lng) })
    .from(footerPages).orderBy(footerPages.position, footerPages.slug);
}

export async function footerPage(db: Db, lng: Lng, uuid: string): Promise<FooterPageWire | null> {
  const [page] = await db.select({
    uuid: footerPages.uuid, name: localized(footerPages.name, lng), content: localized(footerPages.content, lng),
  }).from(footerPages).where(eq(footerPages.uuid, uuid));
  return page ?? null;
}
