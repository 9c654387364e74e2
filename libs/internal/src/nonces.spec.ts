import type { Redis } from 'ioredis';
import pino from 'pino';
import { versionsKey } from '@workapi/reference';
import { recordingRedis, slotsOf } from '@workapi/testing';
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

describe('NonceRegistry.firstUseAlong', () => {
  /** A pipeline that answers the nonce's SET and then one HMGET, as Redis would, or fails. */
  function pipelined(setAnswer: string | null, hmget: unknown, away = false) {
    const sent: unknown[][] = [];
    const pipeline = {
      set(...args: unknown[]) {
        sent.push(['set', ...args]);
        return pipeline;
      },
      hmget(...args: unknown[]) {
        sent.push(['hmget', ...args]);
        return pipeline;
      },
      async exec() {
        if (away) throw new Error('Connection is closed.');
        return [
          [null, setAnswer],
          [null, hmget],
        ];
      },
    };
    return { redis: { pipeline: () => pipeline } as unknown as Redis, sent };
  }

  it('sends the request’s reads in the nonce’s round trip and returns their answers', async () => {
    const { redis, sent } = pipelined('OK', ['3', null]);
    const registry = new NonceRegistry(redis, silent);
    const outcome = await registry.firstUseAlong('n1', [(pipeline) => pipeline.hmget('versions', 'a', 'b')]);
    expect(outcome).toEqual({ first: true, answers: [['3', null]] });
    expect(sent).toEqual([
      ['set', 'nonce:n1', '1', 'EX', NONCE_TTL_SECONDS, 'NX'],
      ['hmget', 'versions', 'a', 'b'],
    ]);
  });

  it('refuses a nonce Redis has seen, and answers nothing while Redis is away', async () => {
    expect(
      (await new NonceRegistry(pipelined(null, []).redis, silent).firstUseAlong('n1', [() => {}])).first,
    ).toBe(false);
    const away = await new NonceRegistry(pipelined('OK', [], true).redis, silent).firstUseAlong('n1', [
      () => {},
    ]);
    expect(away).toEqual({ first: true, answers: null });
  });
});

describe('nonces on a Redis Cluster', () => {
  it("keeps a nonce on the slot of the caller's reference versions it is pipelined with", async () => {
    const { redis, units } = recordingRedis(({ name }) => (name === 'set' ? 'OK' : ['1', '2']));
    const registry = new NonceRegistry(redis, silent);
    const outcome = await registry.firstUseAlong(
      'n1',
      [(pipeline) => pipeline.hmget(versionsKey('4001'), 'boards', 'columns')],
      '4001',
    );
    expect(outcome).toEqual({ first: true, answers: [['1', '2']] });
    const [pipeline] = units();
    expect(pipeline.map((command) => command.name)).toEqual(['set', 'hmget']);
    expect(slotsOf(pipeline)).toHaveLength(1);
  });
});
