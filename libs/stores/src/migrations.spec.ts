import type { Db } from 'mongodb';
import { runMigrations, type Migration } from './migrations';

/** The `migrations` collection as the runner uses it, in memory. */
function recordsDb() {
  const records = new Map<string, { _id: string; at: Date }>();
  const collection = {
    find: ({ _id }: { _id: { $in: string[] } }) => ({
      toArray: async () => [...records.values()].filter((record) => _id.$in.includes(record._id)),
    }),
    updateOne: async ({ _id }: { _id: string }, update: { $setOnInsert: { at: Date } }) => {
      if (!records.has(_id)) records.set(_id, { _id, ...update.$setOnInsert });
    },
  };
  const db = { collection: (name: string) => (name === 'migrations' ? collection : undefined) };
  return { records, db: db as unknown as Db };
}

describe('start-up migrations', () => {
  it('runs what has no record, in order, records each that finished, and skips them at the next start', async () => {
    const { records, db } = recordsDb();
    records.set('old', { _id: 'old', at: new Date(0) });
    const order: string[] = [];
    const migration = (name: string, finished?: boolean): Migration => ({
      name,
      run: async () => {
        order.push(name);
        return finished;
      },
    });
    const all = [migration('old'), migration('first'), migration('partial', false), migration('last', true)];

    await expect(runMigrations(db, all)).resolves.toEqual(['first', 'partial', 'last']);
    expect(order).toEqual(['first', 'partial', 'last']);
    expect([...records.keys()].sort()).toEqual(['first', 'last', 'old']);
    expect(records.get('old')?.at).toEqual(new Date(0));

    // The next start runs only what left work behind.
    await expect(runMigrations(db, all)).resolves.toEqual(['partial']);
  });

  it('records nothing of a migration that failed, so the next start runs it again', async () => {
    const { records, db } = recordsDb();
    const failing: Migration = {
      name: 'failing',
      run: async () => {
        throw new Error('store unreachable');
      },
    };
    await expect(runMigrations(db, [failing])).rejects.toThrow('store unreachable');
    expect(records.size).toBe(0);
  });
});
