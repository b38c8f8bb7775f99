import { eq } from 'drizzle-orm';
import { groupedGiftCode } from '../../contract/gift-rules';
import { formatAmount } from '../../contract/price-format';
import type { Db } from '../../db/client';
import { giftCertificates } from '../../db/schema';
import type { Lng } from '../../lib/lng';
import { messageWith } from '../../lib/messages';

/** The message with a certificate's code, in the order's language (the buyer's choice for the recipient too). */
export async function giftMessage(db: Db, certificateId: number, code: string, lng: Lng) {
  const [row] = await db.select().from(giftCertificates).where(eq(giftCertificates.id, certificateId));
  if (!row) return null;
  const [year, month, day] = new Date(row.expiresAt.getTime() + 5 * 3600_000).toISOString().slice(0, 10).split('-');
  const values = {
    value: formatAmount(row.value),
    code: groupedGiftCode(code),
    expires: `${day}.${month}.${year}`,
    note: row.note?.trim() ? `\n\n${row.note.trim()}` : '',
  };
  return { subject: messageWith('giftMailSubject', lng, values), text: messageWith('giftMailText', lng, values) };
}
