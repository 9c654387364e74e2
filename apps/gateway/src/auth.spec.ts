import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@workapi/config';
import { receivedParts, verifyRequest } from '@workapi/internal';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Authenticator, tokenFrom, UNKNOWN_TOKENS_PER_WINDOW } from './auth';

describe('tokenFrom', () => {
  it('accepts the raw token and the Bearer form', () => {
    expect(tokenFrom('abc123')).toBe('abc123');
    expect(tokenFrom('Bearer abc123')).toBe('abc123');
    expect(tokenFrom('bearer   abc123 ')).toBe('abc123');
  });

  it('finds no token in an empty header', () => {
    expect(tokenFrom(undefined)).toBeUndefined();
    expect(tokenFrom('  ')).toBeUndefined();
  });
});

describe('Authenticator', () => {
  let server: Server;
  let lookups: string[];
  const secret = 'x'.repeat(64);

  beforeAll(async () => {
    lookups = [];
    // Stands in for the boards subgraph's signed /internal/authenticate endpoint.
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const check = verifyRequest(
          secret,
          receivedParts(
            { method: 'POST', headers: req.headers, rawBody: body },
            { path: '/internal/authenticate', target: 'boards' },
          ),
          String(req.headers['x-internal-signature'] ?? ''),
        );
        if (!check.ok) {
          res.writeHead(401).end();
          return;
        }
        const { token } = JSON.parse(body);
        lookups.push(token);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            result: token === 'good' ? { accountId: '1', userId: '2', tier: 'pro', role: 'member' } : null,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** An authenticator asking the stand-in above. */
  const newAuthenticator = (flooded?: (address: string) => void) =>
    new Authenticator(
      loadConfig({
        MONGO_URL: 'mongodb://x',
        REDIS_URL: 'redis://x',
        INTERNAL_SECRET: secret,
        CURSOR_SECRET: secret,
        BOARDS_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'auth-spec-')),
      }),
      flooded,
    );

  it('resolves tokens through a signed call and remembers known answers', async () => {
    const authenticator = newAuthenticator();
    const caller = { accountId: '1', userId: '2', tier: 'pro', role: 'member' };
    expect(await authenticator.authenticate('good', 'r1')).toEqual({ kind: 'caller', caller });
    expect(await authenticator.authenticate('good', 'r2')).toEqual({ kind: 'caller', caller });
    expect(await authenticator.authenticate('bad', 'r3')).toEqual({ kind: 'unknown' });
    expect(lookups).toEqual(['good', 'bad']);
  });

  it('refuses an address that keeps sending unknown tokens before any lookup, and no one else', async () => {
    const authenticator = newAuthenticator();
    lookups.length = 0;
    for (let guess = 0; guess < UNKNOWN_TOKENS_PER_WINDOW; guess += 1) {
      expect(await authenticator.authenticate(`guess-${guess}`, 'r', '10.0.0.9')).toEqual({
        kind: 'unknown',
      });
    }
    const throttled = await authenticator.authenticate('guess-more', 'r', '10.0.0.9');
    expect(throttled).toMatchObject({ kind: 'throttled' });
    expect(lookups).toHaveLength(UNKNOWN_TOKENS_PER_WINDOW);
    expect(await authenticator.authenticate('good', 'r', '10.0.0.10')).toMatchObject({ kind: 'caller' });
  });

  it('reports a flooding address once per window, however many guesses it sends', async () => {
    const flooded = jest.fn();
    const authenticator = newAuthenticator(flooded);
    for (let guess = 0; guess < 3 * UNKNOWN_TOKENS_PER_WINDOW; guess += 1)
      await authenticator.authenticate(`guess-${guess}`, 'r', '10.0.0.11');
    await authenticator.authenticate('bad', 'r', '10.0.0.12');
    expect(flooded.mock.calls).toEqual([['10.0.0.11']]);
  });
});
