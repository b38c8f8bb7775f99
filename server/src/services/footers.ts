import { eq, sql } from 'drizzle-orm';
import type { FooterLinkWire, FooterPageWire } from '../contract/catalogue';
import type { Db } from '../db/client';
import { footerPages } from '../db/schema';
import { localized, type Lng } from '../lib/lng';
import { preparedOnce } from './prepared';

/** The info pages the footer lists, in their order. */
export function footerLinks(db: Db, lng: Lng): Promise<FooterLinkWire[]> {
  return preparedOnce(db, `footer_links_${lng}`, (name) =>
    db
      .select({ uuid: footerPages.uuid, name: localized(footerPages.name, lng) })
      .from(footerPages)
      .orderBy(footerPages.position, footerPages.slug)
      .prepare(name),
  ).execute();
}

export async function footerPage(db: Db, lng: Lng, uuid: string): Promise<FooterPageWire | null> {
  const query = preparedOnce(db, `footer_page_${lng}`, (name) =>
    db
      .select({
        uuid: footerPages.uuid,
        name: localized(footerPages.name, lng),
        content: localized(footerPages.content, lng),
      })
      .from(footerPages)
      .where(eq(footerPages.uuid, sql.placeholder('uuid')))
      .prepare(name),
  );
  const [page] = await query.execute({ uuid });
  return page ?? null;
}
