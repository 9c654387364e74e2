import { storeEngine } from '@workapi/stores';
import { memoryDb } from '@workapi/testing';
import type { Db } from 'mongodb';
import type { ItemEvent, ValueChange } from '../data/item-write';
import { ItemsRepository } from '../data/items';
import type { NotificationRecord } from '../data/notifications';
import { writeParts } from '../write-parts';

/*
 * The notifications item writes send (part.ts), through the parts registered at start, on an
 * in-memory store: who is told, of what, and that the one who made the change never is.
 */

const BOARD = '10';
const stores = storeEngine('ferretdb');

const people = (...users: number[]): ValueChange => ({
  key: 'person',
  value: { personsAndTeams: users.map((id) => ({ id, kind: 'person' })), changed_at: '2026-01-01T00:00:00Z' },
  lookup: [],
});

const changed: ItemEvent = {
  type: 'change_column_value',
  column: { id: 'person', type: 'people' },
  fields: { columnTitle: 'Person' },
};

/** A user's item writes on the shared store. */
const writerOn = (db: Db, userId: string) =>
  new ItemsRepository(db, { accountId: '1', userId }, { engine: stores, parts: writeParts(stores) });

async function told(db: Db): Promise<Array<[string, string | undefined]>> {
  const rows = await db.collection<NotificationRecord>('notifications').find({}).toArray();
  return rows
    .sort((a, b) => Number(a._id) - Number(b._id))
    .map((row): [string, string | undefined] => [row.user_id, row.title]);
}

describe('the notifications of item writes', () => {
  it('tells those a new item assigns, but not its creator', async () => {
    const db = memoryDb('ferretdb');
    await writerOn(db, '7').write.apply({
      kind: 'create',
      boardId: BOARD,
      groupId: 'topics',
      name: 'Task',
      values: [people(7, 8)],
    });
    expect(await told(db)).toEqual([['8', 'Assigned to you']]);
  });

  it("tells the newly assigned so, the item's other subscribers of the change, and not who made it", async () => {
    const db = memoryDb('ferretdb');
    const [item] = await writerOn(db, '7').write.apply({
      kind: 'create',
      boardId: BOARD,
      groupId: 'topics',
      name: 'Task',
      values: [people(8)],
    });
    await writerOn(db, '9').write.apply({
      kind: 'values',
      id: item._id,
      values: [people(8, 10)],
      emits: { boardId: BOARD, events: [changed] },
    });
    expect(await told(db)).toEqual([
      ['8', 'Assigned to you'],
      ['10', 'Assigned to you'],
      ['7', 'An item you follow changed'],
      ['8', 'An item you follow changed'],
    ]);
  });

  it('sends nothing for a change that emits nothing', async () => {
    const db = memoryDb('ferretdb');
    const [item] = await writerOn(db, '7').write.apply({
      kind: 'create',
      boardId: BOARD,
      groupId: 'topics',
      name: 'Task',
      values: [],
    });
    await writerOn(db, '9').write.apply({ kind: 'update', id: item._id, change: { name: 'Quiet' } });
    expect(await told(db)).toEqual([]);
  });
});
