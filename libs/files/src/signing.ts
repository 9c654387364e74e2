import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 tokens for one purpose each (a download link, an upload reference), so a token
 * signed for one purpose never passes for another.
 */
const mac = (secret: string, purpose: string, body: string) =>
  createHmac('sha256', secret).update(`${purpose}\n${body}`).digest();

export const signature = (secret: string, purpose: string, body: string) =>
  mac(secret, purpose, body).toString('base64url');

export function signatureMatches(secret: string, purpose: string, body: string, given: string): boolean {
  const expected = mac(secret, purpose, body);
  const actual = Buffer.from(given, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** `<payload>.<signature>`, base64url: a JSON payload nobody can alter unseen. */
export function signPayload(secret: string, purpose: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${signature(secret, purpose, body)}`;
}

export function verifyPayload<T>(secret: string, purpose: string, token: string): T | null {
  const [body, given, extra] = token.split('.');
  if (!body || !given || extra !== undefined || !signatureMatches(secret, purpose, body, given)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}
