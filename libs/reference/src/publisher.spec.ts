import type { Logger } from '@workapi/logging';
import type { RedisClient } from '@workapi/stores';
import { VERSIONED_KINDS, versionsKey, versionsOf } from './keys';
import { ReferencePublisher } from './publisher';

/** The commands a publisher sends; the first `refusals` of them fail as Redis away would. */
function fakeRedis(refusals = 0) {
  const hashes = new Map<string, Map<string, number>>();
  let refused = 0;
  const redis = {
    defineCommand: () => undefined,
    async hincrby(key: string, field: string, by: number) {
      if (refused < refusals) {
        refused += 1;
        throw new Error('connection refused');
      }
      const hash = hashes.get(key) ?? new Map<string, number>();
      hash.set(field, (hash.get(field) ?? 0) + by);
      hashes.set(key, hash);
      return hash.get(field);
    },
  };
  /** What `HMGET versionsKey ...VERSIONED_KINDS` answers, read as a request reads it. */
  const versions = (accountId: string) =>
    versionsOf(
      VERSIONED_KINDS.map((kind) => hashes.get(versionsKey(accountId))?.get(kind)?.toString() ?? null),
    );
  return { redis: redis as unknown as RedisClient, versions };
}

const logger = { warn: () => undefined } as unknown as Logger;

describe('a version of data its owner alone holds (counted)', () => {
  it("is counted up in the account's versions, which requests read with the others", async () => {
    const { redis, versions } = fakeRedis();
    const publisher = new ReferencePublisher(redis, logger);
    expect(versions('4001').webhooks).toBe('0');
    await publisher.counted('4001', 'webhooks');
    await publisher.counted('4001', 'webhooks');
    expect(versions('4001')).toMatchObject({ webhooks: '2', boards: '0', columns: '0' });
    expect(versions('4002').webhooks).toBe('0');
  });

  it('is counted once Redis is back when it was away', async () => {
    jest.useFakeTimers();
    try {
      const { redis, versions } = fakeRedis(2);
      const publisher = new ReferencePublisher(redis, logger);
      await publisher.counted('4001', 'webhooks');
      expect(versions('4001').webhooks).toBe('0');
      await jest.advanceTimersByTimeAsync(1_000);
      expect(versions('4001').webhooks).toBe('0');
      await jest.advanceTimersByTimeAsync(1_000);
      expect(versions('4001').webhooks).toBe('1');
    } finally {
      jest.useRealTimers();
    }
  });
});
