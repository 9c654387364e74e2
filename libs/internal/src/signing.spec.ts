import { createHmac } from 'node:crypto';
import {
  receivedHead,
  receivedParts,
  signedHeaders,
  signHead,
  signRequest,
  verifyHead,
  verifyRequest,
  INTERNAL_HEADERS,
  type SignedParts,
} from './signing';

const parts: SignedParts = {
  method: 'POST',
  path: '/internal/visible-boards',
  target: 'boards',
  timestamp: String(Math.floor(Date.now() / 1000)),
  nonce: '9f86d081884c7d659a2feaa0c55ad015',
  requestId: 'r-1',
  apiVersion: '2026-07',
  caller: JSON.stringify({ accountId: '5', userId: '9', tier: 'pro' }),
  complexity: '',
  body: '{"board_ids":["1"]}',
};

describe('internal request signatures', () => {
  it('verify when made with the same secret over the same parts', () => {
    expect(verifyRequest('s3cret', parts, signRequest('s3cret', parts))).toEqual({ ok: true });
  });

  it.each([
    ['body', { body: '{"board_ids":["2"]}' }],
    ['path', { path: '/internal/user-names' }],
    ['target subgraph', { target: 'items' }],
    ['nonce', { nonce: '60303ae22b998861bce3b28f33eec1be' }],
    ['caller', { caller: JSON.stringify({ accountId: '6', userId: '9', tier: 'pro' }) }],
    ['api version', { apiVersion: '2026-10' }],
    ['request id', { requestId: 'r-2' }],
    ['complexity', { complexity: '{"query":1}' }],
    ['key of a change sent once', { once: '3b241101-e2bb-4255-8caf-4136c566a962' }],
    ['method', { method: 'GET' }],
  ])('fail when the %s changed after signing', (_, change) => {
    expect(verifyRequest('s3cret', { ...parts, ...change }, signRequest('s3cret', parts))).toEqual({
      ok: false,
      reason: 'bad signature',
    });
  });

  it('fail with another secret, without a signature or nonce, and when older than a minute', () => {
    expect(verifyRequest('s3cret', parts, signRequest('other', parts)).ok).toBe(false);
    expect(verifyRequest('s3cret', parts, undefined)).toEqual({ ok: false, reason: 'missing signature' });
    const withoutNonce = { ...parts, nonce: '' };
    expect(verifyRequest('s3cret', withoutNonce, signRequest('s3cret', withoutNonce))).toEqual({
      ok: false,
      reason: 'missing signature',
    });
    const later = (Number(parts.timestamp) + 61) * 1000;
    expect(verifyRequest('s3cret', parts, signRequest('s3cret', parts), later)).toEqual({
      ok: false,
      reason: 'stale signature',
    });
  });
});

describe('signed headers', () => {
  const request = { method: 'POST', path: '/graphql', target: 'items', body: '{"query":"{ __typename }"}' };
  const received = (headers: Record<string, string>, route = { path: '/graphql', target: 'items' }) =>
    receivedParts({ method: 'POST', headers, rawBody: request.body }, route);

  it('verify on the route and subgraph they were made for, carrying a fresh nonce each time', () => {
    const first = signedHeaders(request, { secret: 's3cret', requestId: 'r-1' });
    const second = signedHeaders(request, { secret: 's3cret', requestId: 'r-1' });
    expect(verifyRequest('s3cret', received(first), first[INTERNAL_HEADERS.signature])).toEqual({ ok: true });
    expect(first[INTERNAL_HEADERS.nonce]).toMatch(/^[0-9a-f]{32}$/);
    expect(second[INTERNAL_HEADERS.nonce]).not.toBe(first[INTERNAL_HEADERS.nonce]);
  });

  it('verify with the trace context headers that tracing adds on the way (traceparent, tracestate)', () => {
    const headers = signedHeaders(request, { secret: 's3cret', requestId: 'r-1' });
    const traced = {
      ...headers,
      traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
      tracestate: 'vendor=value',
    };
    expect(verifyRequest('s3cret', received(traced), headers[INTERNAL_HEADERS.signature])).toEqual({
      ok: true,
    });
  });

  it("carry a change's key, signed both ways, and sign a request without one as before keys were", () => {
    const once = '3b241101-e2bb-4255-8caf-4136c566a962';
    const keyed = signedHeaders(request, { secret: 's3cret', requestId: 'r-1', once });
    expect(keyed[INTERNAL_HEADERS.once]).toBe(once);
    expect(verifyRequest('s3cret', received(keyed), keyed[INTERNAL_HEADERS.signature])).toEqual({ ok: true });
    const head = receivedHead(
      { method: 'POST', headers: { ...keyed, 'content-length': String(request.body.length) } },
      { path: '/graphql', target: 'items' },
    );
    expect(verifyHead('s3cret', head, keyed[INTERNAL_HEADERS.headSignature])).toEqual({ ok: true });
    const unkeyed = Object.fromEntries(
      Object.entries(keyed).filter(([name]) => name !== INTERNAL_HEADERS.once),
    );
    expect(verifyRequest('s3cret', received(unkeyed), keyed[INTERNAL_HEADERS.signature]).ok).toBe(false);
    // Without a key, the lines signed are the nine they always were.
    const plain = signedHeaders(request, { secret: 's3cret', requestId: 'r-1' });
    expect(plain[INTERNAL_HEADERS.once]).toBeUndefined();
    const nine = [
      'POST',
      '/graphql',
      'items',
      plain[INTERNAL_HEADERS.timestamp],
      plain[INTERNAL_HEADERS.nonce],
      'r-1',
      '',
      '',
      '',
    ];
    const hmac = createHmac('sha256', 's3cret')
      .update([...nine, request.body].join('\n'))
      .digest('hex');
    expect(plain[INTERNAL_HEADERS.signature]).toBe(`v2=${hmac}`);
  });

  it('fail when received on another path or by another subgraph', () => {
    const headers = signedHeaders(request, { secret: 's3cret' });
    const signature = headers[INTERNAL_HEADERS.signature];
    for (const route of [
      { path: '/internal/evaluate', target: 'items' },
      { path: '/graphql', target: 'columns' },
    ]) {
      expect(verifyRequest('s3cret', received(headers, route), signature)).toEqual({
        ok: false,
        reason: 'bad signature',
      });
    }
  });
});

describe('head signatures, checked before the body is read', () => {
  const body = '{"query":"{ __typename }"}';
  const request = { method: 'POST', path: '/graphql', target: 'items', body };
  const route = { path: '/graphql', target: 'items' };
  const head = (headers: Record<string, string>, length = String(Buffer.byteLength(body))) =>
    receivedHead({ method: 'POST', headers: { ...headers, 'content-length': length } }, route);
  const signed = () => signedHeaders(request, { secret: 's3cret', requestId: 'r-1' });

  it('verify over the headers and the content-length the body goes with', () => {
    const headers = signed();
    expect(verifyHead('s3cret', head(headers), headers[INTERNAL_HEADERS.headSignature])).toEqual({
      ok: true,
    });
  });

  it('verify a request without a body by the absence of its length', () => {
    const headers = signedHeaders({ ...request, method: 'GET', body: '' }, { secret: 's3cret' });
    const received = receivedHead({ method: 'GET', headers }, route);
    expect(verifyHead('s3cret', received, headers[INTERNAL_HEADERS.headSignature])).toEqual({ ok: true });
  });

  it('fail for a longer body, a chunked one, another route or subgraph, a changed caller, another secret', () => {
    const headers = signed();
    const signature = headers[INTERNAL_HEADERS.headSignature];
    const bad = { ok: false, reason: 'bad signature' };
    expect(verifyHead('s3cret', head(headers, String(60 * 1024 * 1024)), signature)).toEqual(bad);
    const chunked = receivedHead(
      { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } },
      route,
    );
    expect(verifyHead('s3cret', chunked, signature)).toEqual(bad);
    const elsewhere = receivedHead(
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      { path: '/graphql', target: 'columns' },
    );
    expect(verifyHead('s3cret', elsewhere, signature)).toEqual(bad);
    const impersonating = { ...headers, [INTERNAL_HEADERS.caller]: JSON.stringify({ accountId: '1' }) };
    expect(verifyHead('s3cret', head(impersonating), signature)).toEqual(bad);
    expect(verifyHead('other', head(headers), signature)).toEqual(bad);
  });

  it('fail when missing or older than a minute', () => {
    const headers = signed();
    expect(verifyHead('s3cret', head(headers), undefined)).toEqual({
      ok: false,
      reason: 'missing signature',
    });
    const later = (Number(headers[INTERNAL_HEADERS.timestamp]) + 61) * 1000;
    expect(verifyHead('s3cret', head(headers), headers[INTERNAL_HEADERS.headSignature], later)).toEqual({
      ok: false,
      reason: 'stale signature',
    });
  });

  it('never stand for a body signature, nor the other way round', () => {
    // A body that reads like the length of another: the two canonical texts must still differ.
    const short = { ...parts, body: '12' };
    const asHead = signHead('s3cret', { ...parts, contentLength: '12' });
    expect(verifyRequest('s3cret', short, asHead.replace('h1=', 'v2='))).toEqual({
      ok: false,
      reason: 'bad signature',
    });
    const asBody = signRequest('s3cret', short);
    expect(verifyHead('s3cret', { ...parts, contentLength: '12' }, asBody.replace('v2=', 'h1='))).toEqual({
      ok: false,
      reason: 'bad signature',
    });
  });
});
