import { signRequest, verifyRequest, type SignedParts } from './signing';

const parts: SignedParts = {
  method: 'POST',
  timestamp: String(Math.floor(Date.now() / 1000)),
  requestId: 'r-1',
  apiVersion: '2026-07',
  caller: JSON.stringify({ accountId: '5', userId: '9', tier: 'pro' }),
  body: '{"query":"{ boards { id } }"}',
};

describe('internal request signatures', () => {
  it('verify when made with the same secret over the same parts', () => {
    expect(verifyRequest('s3cret', parts, signRequest('s3cret', parts))).toEqual({ ok: true });
  });

  it.each([
    ['body', { body: '{"query":"mutation { delete_board }"}' }],
    ['caller', { caller: JSON.stringify({ accountId: '6', userId: '9', tier: 'pro' }) }],
    ['api version', { apiVersion: '2026-10' }],
    ['request id', { requestId: 'r-2' }],
    ['method', { method: 'GET' }],
  ])('fail when the %s changed after signing', (_, change) => {
    expect(verifyRequest('s3cret', { ...parts, ...change }, signRequest('s3cret', parts))).toEqual({
      ok: false,
      reason: 'bad signature',
    });
  });

  it('fail with another secret, without a signature, and when older than a minute', () => {
    expect(verifyRequest('s3cret', parts, signRequest('other', parts)).ok).toBe(false);
    expect(verifyRequest('s3cret', parts, undefined)).toEqual({ ok: false, reason: 'missing signature' });
    const later = (Number(parts.timestamp) + 61) * 1000;
    expect(verifyRequest('s3cret', parts, signRequest('s3cret', parts), later)).toEqual({
      ok: false,
      reason: 'stale signature',
    });
  });
});
