import type { Redis } from 'ioredis';
import pino from 'pino';
import { NonceRegistry, NONCE_TTL_SECONDS } from './nonces';

/** Redis's `SET key value EX seconds NX`, or a Redis that is away. */
function fakeRedis(away = false) {
  const keys = new Map<string, number>();
  const set = jest.fn(async (key: string, _value: string, _ex: 'EX', seconds: number, _nx: 'NX') => {
    if (away) throw new Error('Connection is closed.');
    if (keys.has(key)) return null;
    keys.set(key, seconds);
    return 'OK';
  });
  return { redis: { set } as unknown as Redis, keys, set };
}

const silent = pino({ level: 'silent' });

describe('NonceRegistry', () => {
  it('accepts a nonce once, kept in Redis for the whole window a signature is accepted', async () => {
    const { redis, keys } = fakeRedis();
    const registry = new NonceRegistry(redis, silent);
    expect(await registry.firstUse('a1')).toBe(true);
    expect(await registry.firstUse('a1')).toBe(false);
    expect(await registry.firstUse('b2')).toBe(true);
    expect(keys).toEqual(
      new Map([
        ['nonce:a1', NONCE_TTL_SECONDS],
        ['nonce:b2', NONCE_TTL_SECONDS],
      ]),
    );
    expect(NONCE_TTL_SECONDS).toBe(120);
  });

  it('refuses a nonce another replica has seen', async () => {
    const { redis } = fakeRedis();
    expect(await new NonceRegistry(redis, silent).firstUse('a1')).toBe(true);
    expect(await new NonceRegistry(redis, silent).firstUse('a1')).toBe(false);
  });

  it('still refuses a replay to this process while Redis is away', async () => {
    const { redis } = fakeRedis(true);
    const registry = new NonceRegistry(redis, silent);
    expect(await registry.firstUse('a1')).toBe(true);
    expect(await registry.firstUse('a1')).toBe(false);
  });
});
