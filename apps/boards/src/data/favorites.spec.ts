import type { Db, IndexDescription } from 'mongodb';
import { memoryDb } from '@workapi/testing';
import { favoritesOnePerObject, type FavoriteRecord } from './favorites';

/** The in-memory store with the indexes asked of it recorded (it keeps none itself). */
function storeRecordingIndexes(): { db: Db; made: IndexDescription[] } {
  const db = memoryDb('ferretdb');
  const made: IndexDescription[] = [];
  const recording = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'collection') return Reflect.get(target, property, receiver);
      return (name: string) =>
        new Proxy(target.collection(name), {
          get(collection, key, inner) {
            if (key !== 'createIndexes') return Reflect.get(collection, key, inner);
            return async (specs: IndexDescription[]) => {
              made.push(...specs);
              return specs.map((spec) => spec.name);
            };
          },
        });
    },
  });
  return { db: recording, made };
}

const entry = (id: string, user: string, object: string): FavoriteRecord => ({
  _id: id,
  account_id: 'a1',
  user_id: user,
  object_id: object,
  object_type: 'Board',
  name: null,
  position: Number(id),
  created_at: new Date(0),
  updated_at: new Date(0),
});

describe('favorites, one per object', () => {
  it('keeps the oldest of the entries a race stored twice, then makes the unique index; again, changes nothing', async () => {
    const { db, made } = storeRecordingIndexes();
    const favorites = db.collection<FavoriteRecord>('favorites');
    await favorites.insertMany([
      entry('12', 'u1', 'b1'),
      entry('10', 'u1', 'b1'),
      entry('11', 'u1', 'b1'),
      entry('13', 'u1', 'b2'),
      entry('14', 'u2', 'b1'),
    ]);
    const migration = favoritesOnePerObject(db);
    await migration.run();
    const left = async () => (await favorites.find({}).toArray()).map((favorite) => favorite._id).sort();
    expect(await left()).toEqual(['10', '13', '14']);
    expect(made).toEqual([
      expect.objectContaining({
        key: { account_id: 1, user_id: 1, object_type: 1, object_id: 1 },
        unique: true,
      }),
    ]);
    await migration.run();
    expect(await left()).toEqual(['10', '13', '14']);
  });
});
