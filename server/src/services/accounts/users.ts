import { eq } from 'drizzle-orm';
import type { ProfileBody, UserWire } from '../../contract/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { imagePath } from '../images';
import type { Identifier } from './identifiers';
import type { UserRow } from './sessions';

export function userWire(row: UserRow): UserWire {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    phone: row.phone,
    email: row.email,
    photo: imagePath(row.photo),
    hasPassword: row.passwordHash !== null,
  };
}

const column = (identifier: Identifier) => (identifier.kind === 'phone' ? users.phone : users.email);

export async function findUser(db: Db, identifier: Identifier): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(column(identifier), identifier.value))
    .limit(1);
  return row ?? null;
}

/** The account of a verified identifier, created on its first verified code. */
export async function findOrCreateUser(db: Db, identifier: Identifier, now: Date): Promise<UserRow> {
  await db
    .insert(users)
    .values({ [identifier.kind]: identifier.value, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const user = await findUser(db, identifier);
  if (!user) throw new Error(`account of ${identifier.kind} could not be created`);
  return user;
}

export async function updateUser(
  db: Db,
  userId: number,
  changes: ProfileBody & { passwordHash?: string; photo?: string },
  now: Date,
): Promise<UserRow> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
