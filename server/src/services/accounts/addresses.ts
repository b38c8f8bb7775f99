import { and, asc, count, eq } from 'drizzle-orm';
import type { AddressBody, AddressWire } from '../../contract/auth';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { RefusedRequest } from '../../edge/refused-request';
import { checkAddress } from './address-rule';

/** Addresses one shopper may keep: enough for home, work and family, not a storage service. */
export const MAX_ADDRESSES = 20;

const wire = (row: typeof addresses.$inferSelect): AddressWire => ({
  id: row.id,
  name: row.name,
  welayat: row.welayat,
  etrap: row.etrap,
  city: row.city,
  street: row.street,
  building: row.building,
  home: row.home,
});

/** The stored row of a body that keeps the one address rule (a 400 otherwise). */
function values(body: AddressBody) {
  checkAddress(body, 'saved');
  return {
    name: body.name.trim(),
    welayat: body.welayat.trim(),
    etrap: body.etrap.trim(),
    city: body.city?.trim() || null,
    street: body.street.trim(),
    building: body.building.trim(),
    home: body.home?.trim() || null,
  };
}

export async function listAddresses(db: Db, userId: number): Promise<AddressWire[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
  return rows.map(wire);
}

export async function addAddress(db: Db, userId: number, body: AddressBody): Promise<AddressWire> {
  const stored = values(body);
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    if (n >= MAX_ADDRESSES) throw new RefusedRequest(400, 'tooManyAddresses');
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...stored })
      .returning();
    return wire(row);
  });
}

/** Only the owner's rows match: another shopper's id is as unknown as a missing one (404). */
const owned = (userId: number, id: number) => and(eq(addresses.id, id), eq(addresses.userId, userId));

export async function editAddress(db: Db, userId: number, id: number, body: AddressBody): Promise<AddressWire | null> {
  const [row] = await db.update(addresses).set(values(body)).where(owned(userId, id)).returning();
  return row ? wire(row) : null;
}

export async function removeAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(addresses).where(owned(userId, id)).returning({ id: addresses.id });
  return rows.length > 0;
}
