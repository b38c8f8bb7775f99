import { hash, verify } from '@node-rs/argon2';
import { meetsPasswordRule } from '../../contract/identity-rules';

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): ~25 ms per hash here,
 * docs/adr/015. `algorithm: 2` is Argon2id (the package's const enum cannot be imported under swc).
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2ID);

/** A hash of nothing anyone knows: unknown identifiers cost the same time as known ones. */
let decoy: Promise<string> | undefined;

export async function passwordMatches(stored: string | null, given: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoy, given).catch(() => false);
    return false;
  }
  return verify(stored, given).catch(() => false);
}

/** Spec §5, as the forms check it (contract/identity-rules.ts). */
export const passwordAcceptable = meetsPasswordRule;
