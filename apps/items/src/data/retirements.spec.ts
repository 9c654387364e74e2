import type { Db } from 'mongodb';
import type { RedisClient } from '@workapi/stores';
import { callsTo, memoryDb } from '@workapi/testing';
import { HeldRetirements, Retirements, RetirementTokens } from './retirements';

/** The hash commands the tokens use, over one map; `away` makes every command fail as Redis down would. */
function fakeRedis() {
  const hashes = new Map<string, Map<string, string>>();
  const state = { away: false };
  const hash = (key: string) => {
    if (state.away) throw new Error('connection refused');
    if (!hashes.has(key)) hashes.set(key, new Map());
    return hashes.get(key)!;
  };
  const redis = {
    async hget(key: string, field: string) {
      return hash(key).get(field) ?? null;
    },
    async hset(key: string, field: string, value: string) {
      hash(key).set(field, value);
      return 1;
    },
    async hsetnx(key: string, field: string, value: string) {
      if (hash(key).has(field)) return 0;
      hash(key).set(field, value);
      return 1;
    },
  };
  return { redis: redis as unknown as RedisClient, state };
}

describe("a board's retirement, checked after every insert", () => {
  let db: Db;
  let reads: () => number;
  let redis: ReturnType<typeof fakeRedis>;
  /** One items process: its held retirements over the shared Redis. */
  const process = () => new HeldRetirements(new RetirementTokens(redis.redis));

  beforeEach(() => {
    db = memoryDb('ferretdb');
    redis = fakeRedis();
    reads = callsTo(db.collection('retirements'), 'findOne');
  });

  it('is read from the store once, then held while no operation changes the account’s retirements', async () => {
    const held = process();
    for (let n = 0; n < 5; n += 1)
      expect(await new Retirements(db, '1', held).of('10', 'topics')).toEqual({});
    expect(reads()).toBe(1);
    // Another account's boards are held apart.
    expect(await new Retirements(db, '2', held).of('10', 'topics')).toEqual({});
    expect(reads()).toBe(2);
  });

  it('sees at once a retirement another process remembered, and its undo', async () => {
    const inserting = process();
    const operating = process();
    expect(await new Retirements(db, '1', inserting).of('10', 'topics')).toEqual({});
    await new Retirements(db, '1', operating).remember(
      { boardId: '10', groupId: 'topics' },
      'deleted',
      'op1',
    );
    expect(await new Retirements(db, '1', inserting).of('10', 'topics')).toEqual({
      group: { state: 'deleted', op: 'op1' },
    });
    expect(await new Retirements(db, '1', inserting).of('10', 'topics')).toEqual({
      group: { state: 'deleted', op: 'op1' },
    });
    expect(reads()).toBe(2);
    await new Retirements(db, '1', operating).forget('10', 'op1');
    expect(await new Retirements(db, '1', inserting).of('10', 'topics')).toEqual({ group: undefined });
  });

  it('is read from the store on every insert while Redis is away, and an operation then fails its step', async () => {
    const held = process();
    redis.state.away = true;
    await new Retirements(db, '1', held).of('10', 'topics');
    await new Retirements(db, '1', held).of('10', 'topics');
    expect(reads()).toBe(2);
    // Remembered but not told: the step fails, and its retry (Redis back) tells every process.
    await expect(
      new Retirements(db, '1', held).remember({ boardId: '10' }, 'archived', 'op2'),
    ).rejects.toThrow('connection refused');
  });
});
