import type { Redis } from 'ioredis';
import type { ColumnDefinition } from '@workapi/column-types';
import pino from 'pino';
import { recordingRedis, slotsOf } from '@workapi/testing';
import { ReferenceCache, type ReferenceSource } from './cache';
import { ReferencePublisher } from './publisher';
import { entryKey, type ReferenceVersions } from './keys';

const column = (id: string, title = id): ColumnDefinition => ({
  board_id: '10',
  id,
  title,
  type: 'text',
  settings: {},
  description: null,
  archived: false,
  position: 0,
});

/** Redis as the owner left it: entries by key; `away` makes it refuse every command. */
function fakeRedis() {
  const entries = new Map<string, string>();
  const state = { away: false, reads: 0 };
  const redis = {
    async mget(...keys: string[]) {
      if (state.away) throw new Error('Connection is closed.');
      state.reads += 1;
      return keys.map((key) => entries.get(key) ?? null);
    },
  } as unknown as Redis;
  return { redis, entries, state };
}

function owner(columns: Record<string, ColumnDefinition[]>) {
  const asked: string[][] = [];
  const source: ReferenceSource = {
    accountWide: async () => ({ boards: [], users: { '4': 'Ann' } }),
    columns: async (boardIds) => {
      asked.push(boardIds);
      return Object.fromEntries(boardIds.map((id) => [id, columns[id] ?? []]));
    },
  };
  return { source, asked };
}

const versions = (columns: string): ReferenceVersions => ({
  boards: '1',
  users: '1',
  teams: '1',
  columns,
  tags: '1',
  webhooks: '1',
});

describe('reference data held per process', () => {
  it('is read from Redis once, then held while the published version stands still', async () => {
    const { redis, entries, state } = fakeRedis();
    entries.set(entryKey('1', 'columns', '10'), `3 ${JSON.stringify([column('status')])}`);
    const cache = new ReferenceCache(redis);
    const { source, asked } = owner({});
    expect(await cache.reader('1', versions('5'), source).columns('10')).toEqual([column('status')]);
    expect(await cache.reader('1', versions('5'), source).columns('10')).toEqual([column('status')]);
    expect(state.reads).toBe(1);
    expect(asked).toEqual([]);
  });

  it('is read again once the owner published a change, so no request after it sees the old data', async () => {
    const { redis, entries } = fakeRedis();
    const key = entryKey('1', 'columns', '10');
    entries.set(key, `3 ${JSON.stringify([column('status', 'Old')])}`);
    const cache = new ReferenceCache(redis);
    const { source } = owner({});
    await cache.reader('1', versions('5'), source).columns('10');
    entries.set(key, `4 ${JSON.stringify([column('status', 'New')])}`);
    const [after] = await cache.reader('1', versions('6'), source).columns('10');
    expect(after.title).toBe('New');
  });

  it('asks the owner only for what Redis lost, all boards of a request in one call', async () => {
    const { redis, entries } = fakeRedis();
    entries.set(entryKey('1', 'columns', '10'), `1 ${JSON.stringify([column('a')])}`);
    const cache = new ReferenceCache(redis);
    const { source, asked } = owner({ '11': [column('b')], '12': [column('c')] });
    const reader = cache.reader('1', versions('1'), source);
    const [ten, eleven, twelve] = await Promise.all(['10', '11', '12'].map((id) => reader.columns(id)));
    expect([ten, eleven, twelve].map((list) => list[0].id)).toEqual(['a', 'b', 'c']);
    expect(asked).toEqual([['11', '12']]);
  });

  it("holds what its memory bound allows across accounts: one account's large boards push entries out", () => {
    const cache = new ReferenceCache(fakeRedis().redis);
    const board = (account: number) => [column('notes', `${account} ${'x'.repeat(1_000_000)}`)];
    for (let account = 0; account < 100; account += 1)
      cache.keep(String(account), 'columns', '10', board(account), '1');
    // 100 boards of about 2 MB each: the 64 MiB held take the newest 30 or so (20,000 by count before).
    const held = (account: number) => cache.held(String(account), 'columns', ['10'], versions('1')).size;
    expect(held(99)).toBe(1);
    expect(held(0)).toBe(0);
    const kept = Array.from({ length: 100 }, (_, account) => held(account)).reduce(
      (sum, one) => sum + one,
      0,
    );
    expect(kept).toBeGreaterThan(20);
    expect(kept).toBeLessThan(40);
  });

  it('keeps accounts apart', async () => {
    const { redis, entries } = fakeRedis();
    entries.set(entryKey('1', 'columns', '10'), `1 ${JSON.stringify([column('mine')])}`);
    const cache = new ReferenceCache(redis);
    const { source } = owner({});
    await cache.reader('1', versions('1'), source).columns('10');
    expect(await cache.reader('2', versions('1'), source).columns('10')).toEqual([]);
  });

  it('while Redis is away, holds what the owner answered for two seconds only', async () => {
    const { redis, state } = fakeRedis();
    state.away = true;
    let now = 1_000_000;
    const cache = new ReferenceCache(redis, () => now);
    const { source, asked } = owner({ '10': [column('a')] });
    await cache.reader('1', null, source).columns('10');
    now += 1_500;
    await cache.reader('1', null, source).columns('10');
    expect(asked).toHaveLength(1);
    now += 1_000;
    await cache.reader('1', null, source).columns('10');
    expect(asked).toHaveLength(2);
  });

  it('shows a request its own label change at once', async () => {
    const { redis } = fakeRedis();
    const cache = new ReferenceCache(redis);
    const { source } = owner({ '10': [column('status', 'Before'), column('text')] });
    const reader = cache.reader('1', versions('1'), source);
    await reader.columns('10');
    await reader.changedColumn(column('status', 'After'));
    expect((await reader.columns('10')).map((entry) => entry.title)).toEqual(['After', 'text']);
  });

  it("gives a request's items one directory: the account's users read and made into a map once", async () => {
    const { redis } = fakeRedis();
    const cache = new ReferenceCache(redis);
    const { source } = owner({});
    let reads = 0;
    const counted: ReferenceSource = {
      ...source,
      accountWide: async (kinds) => {
        reads += 1;
        return { ...(await source.accountWide(kinds)), teams: {} };
      },
    };
    const reader = cache.reader('1', versions('1'), counted);
    const people = { ...column('owner'), type: 'people' as const };
    // A page of items asks once per item, each for the columns its values fill.
    const directories = await Promise.all(
      Array.from({ length: 50 }, () => reader.directory([people, column('text')])),
    );
    expect(directories[0].users.get('4')).toBe('Ann');
    expect(new Set(directories.map((directory) => directory.users)).size).toBe(1);
    expect(reads).toBe(2); // users and teams, once each
    // Columns naming nobody need no directory at all.
    expect((await reader.directory([column('text')])).users.size).toBe(0);
  });
  it('answers at once what the request has read: a page of items renders its values without a promise each', async () => {
    const { redis } = fakeRedis();
    const cache = new ReferenceCache(redis);
    const { source } = owner({ '10': [column('status'), column('text')] });
    const withTeams: ReferenceSource = {
      ...source,
      accountWide: async (kinds) => ({ ...(await source.accountWide(kinds)), teams: {} }),
    };
    const reader = cache.reader('1', versions('1'), withTeams);
    const people = { ...column('owner'), type: 'people' as const };
    // Before the first read there is nothing to answer with yet.
    expect(reader.columns('10')).toBeInstanceOf(Promise);
    expect(reader.directory([people])).toBeInstanceOf(Promise);
    await reader.columns('10');
    await reader.directory([people]);
    const columns = reader.columns('10');
    expect(Array.isArray(columns) && columns.map((entry) => entry.id)).toEqual(['status', 'text']);
    const directory = reader.directory([people]);
    expect(directory instanceof Promise ? null : directory.users.get('4')).toBe('Ann');
    // A label this request changed is what it answers with from then on, also at once.
    await reader.changedColumn(column('status', 'After'));
    const changed = reader.columns('10');
    expect(Array.isArray(changed) && changed[0].title).toBe('After');
  });
});

describe('reference data on a Redis Cluster', () => {
  it("publishes an entry with its account's versions, and reads several boards' entries, each on one slot", async () => {
    const { redis, units } = recordingRedis(({ name }) => (name === 'mget' ? [null, null, null] : 1));
    const publisher = new ReferencePublisher(redis, pino({ level: 'silent' }));
    await publisher.changed('4001', 'columns', '10', async () => [column('text')]);
    await publisher.refill('4001', 'boards', 'all', async () => ({ boards: [], users: {} }) as never);
    await new ReferenceCache(redis).published('4001', 'columns', ['10', '11', '12']);

    const multiKey = units().filter((unit) => unit.flatMap((command) => command.keys).length > 1);
    expect(multiKey.map(([command]) => command.name)).toEqual(['evalsha', 'evalsha', 'mget']);
    expect(multiKey.map((unit) => slotsOf(unit).length)).toEqual([1, 1, 1]);
    // The version counters (INCR) sit on that slot too.
    expect(new Set(units().flatMap(slotsOf)).size).toBe(1);
  });
});
