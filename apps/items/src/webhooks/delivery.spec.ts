import { createHash } from 'node:crypto';
import { decodeJwt, jwtVerify } from 'jose';
import { retryDelay, RETRY_FOR_MS } from './delivery';
import { deliveryToken, newSigningSecret } from './signing';

describe('retries', () => {
  it('double from a second, up to five minutes apart, and stop 30 minutes after the event', () => {
    const written = 1_000_000;
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, written, written))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(retryDelay(20, written, written)).toBe(5 * 60_000);
    expect(retryDelay(10, written, written + RETRY_FOR_MS - 60_000)).toBe(-1);
    // Summed, the schedule keeps trying until the window closes.
    let at = written;
    let attempt = 1;
    for (let delay = retryDelay(attempt, written, at); delay >= 0; delay = retryDelay(attempt, written, at)) {
      at += delay;
      attempt += 1;
    }
    expect(at - written).toBeGreaterThan(RETRY_FOR_MS - 5 * 60_000);
    expect(at - written).toBeLessThanOrEqual(RETRY_FOR_MS);
  });
});

describe('delivery tokens', () => {
  it('are HS256 JWTs of the webhook secret, for its URL, event and exact body', async () => {
    const secret = newSigningSecret();
    const body = JSON.stringify({ event: { triggerUuid: 'e1' } });
    const token = await deliveryToken({
      secret,
      url: 'https://example.com/hook',
      webhookId: '700000001',
      accountId: 'a1',
      eventId: 'e1',
      body,
    });
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(secret), {
      issuer: 'workapi',
      audience: 'https://example.com/hook',
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({
      sub: '700000001',
      jti: 'e1',
      accountId: 'a1',
      body_sha256: createHash('sha256').update(body).digest('hex'),
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);
    await expect(jwtVerify(token, new TextEncoder().encode(newSigningSecret()))).rejects.toThrow();
    expect(decodeJwt(token)).not.toHaveProperty('secret');
  });
});
