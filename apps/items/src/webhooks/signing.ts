import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';

/*
 * How a delivery proves where it comes from: an `Authorization` header holding a JWT (HS256) made
 * with the webhook's own signing secret, as monday.com signs with an app's signing secret. The
 * claims bind it to the webhook, the receiver's URL and the exact body (README, Webhooks).
 */

/** A new webhook's signing secret: 32 random bytes, hex. The HMAC key is this text's UTF-8 bytes. */
export const newSigningSecret = () => randomBytes(32).toString('hex');

/** How long a delivery's token is good for: a receiver refuses one replayed later. */
const TOKEN_LIFETIME = '5m';

export interface SignedDelivery {
  secret: string;
  url: string;
  webhookId: string;
  accountId: string;
  eventId: string;
  body: string;
}

/** The `Authorization` header of one delivery try. */
export function deliveryToken(delivery: SignedDelivery): Promise<string> {
  return new SignJWT({
    accountId: delivery.accountId,
    body_sha256: createHash('sha256').update(delivery.body).digest('hex'),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('workapi')
    .setSubject(delivery.webhookId)
    .setAudience(delivery.url)
    .setJti(delivery.eventId)
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(new TextEncoder().encode(delivery.secret));
}
