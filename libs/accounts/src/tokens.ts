import { createHash, randomBytes } from 'node:crypto';

/** What every issued token starts with, so a token is recognisable in a log or a leaked file. */
export const TOKEN_PREFIX = 'wa_';

/** A token's public id: 64 random bits, hex. It names the token in listings, never unlocks anything. */
export const newTokenId = () => randomBytes(8).toString('hex');

/**
 * A new API token, `wa_<id>_<secret>`: its holder reads the id off the token; the secret is 256
 * random bits.
 */
export function newToken(): { id: string; token: string } {
  const id = newTokenId();
  return { id, token: `${TOKEN_PREFIX}${id}_${randomBytes(32).toString('base64url')}` };
}

/** An API token is stored and found only by its SHA-256 digest: a database leak reveals no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
