import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, opaque pagination cursors. `CURSOR_SECRET` may list several secrets separated by
 * commas: the first signs, all verify, so a secret can rotate without breaking live cursors.
 * A cursor is `<key id>.<payload>.<signature>`, base64url, HMAC-SHA256 over key id and payload.
 */
export interface CursorKeys {
  signingKid: string;
  keys: ReadonlyMap<string, string>;
}

export const keyId = (secret: string) => createHash('sha256').update(secret).digest('base64url').slice(0, 8);

export function cursorKeys(secretList: string): CursorKeys {
  const secrets = secretList
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (secrets.length === 0) throw new Error('CURSOR_SECRET is empty');
  return { signingKid: keyId(secrets[0]), keys: new Map(secrets.map((secret) => [keyId(secret), secret])) };
}

const mac = (secret: string, kid: string, payload: string) =>
  createHmac('sha256', secret).update(`${kid}.${payload}`).digest();

export function signCursor(keys: CursorKeys, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const secret = keys.keys.get(keys.signingKid) as string;
  return `${keys.signingKid}.${body}.${mac(secret, keys.signingKid, body).toString('base64url')}`;
}

/** The payload of a cursor this product signed with a key it still knows, or null. */
export function verifyCursor<T>(keys: CursorKeys, cursor: string): T | null {
  const [kid, body, signature, extra] = cursor.split('.');
  if (!kid || !body || !signature || extra !== undefined) return null;
  const secret = keys.keys.get(kid);
  if (!secret) return null;
  const expected = mac(secret, kid, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}

/** Canonical JSON (object keys sorted) so equal queries digest equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const digestOf = (value: unknown) =>
  createHash('sha256').update(canonicalJson(value)).digest('base64url');
