import { outboxOf, storeEngine } from '@workapi/stores';
import { memoryDb } from '@workapi/testing';
import type { Db } from 'mongodb';
import type { ValueChange } from '../data/item-write';
import { ItemsRepository, type ItemRecord } from '../data/items';
import type { NotificationRecord } from '../data/notifications';
import type { OutboxEntry, OutboxFields } from '../data/outbox';
import { itemCreated, itemRetired, valueChanged } from '../webhooks/changes';
import { writeParts } from '../write-parts';
import { withAssignees } from './audience';
import { NotificationRelay } from './relay';

/*
 * The notifications the relay makes of item writes' outbox events (relay.ts), on an in-memory
 * store: who is told, of what, that the one who made the change never is, and that an event
 * relayed twice tells no one twice.
 */

const BOARD = '10';
const GROUPS = { groups: [{ id: 'topics', archived: false }] };
const PERSON = { id: 'person', type: 'people', title: 'Person' };
const stores = storeEngine('ferretdb');

const people = (...users: number[]): ValueChange => ({
  key: 'person',
  value: { personsAndTeams: users.map((id) => ({ id, kind: 'person' })), changed_at: '2026-01-01T00:00:00Z' },
  lookup: [],
});

/** A user's item writes on the shared store. */
const writerOn = (db: Db, userId: string) =>
  new ItemsRepository(db, { accountId: '1', userId }, { engine: stores, parts: writeParts(stores) });

const create = (db: Db, userId: string, ...assigned: number[]) =>
  writerOn(db, userId).write.apply({
    kind: 'create',
    boardId: BOARD,
    groupId: 'topics',
    name: 'Task',
    values: assigned.length > 0 ? [people(...assigned)] : [],
    emits: { boardId: BOARD, events: (item) => [withAssignees(itemCreated(item, GROUPS), item)] },
  });

/** What the items' outboxes hold, taken out as the relay takes them. */
async function pending(db: Db): Promise<Array<[string, OutboxEntry]>> {
  const items = db.collection<ItemRecord & OutboxFields>('items');
  const rows = await items.find({}).toArray();
  await items.updateMany({}, { $unset: { outbox: '', packed_outbox: '' } });
  return rows.flatMap((row) => Object.entries(outboxOf(row)));
}

async function told(db: Db): Promise<Array<[string, string | undefined]>> {
  const rows = await db.collection<NotificationRecord>('notifications').find({}).toArray();
  return rows
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.user_id.localeCompare(b.user_id))
    .map((row): [string, string | undefined] => [row.user_id, row.title]);
}

describe('the notifications of relayed item events', () => {
  it('tells those a new item assigns, but not its creator, once however often relayed', async () => {
    const db = memoryDb('ferretdb');
    await create(db, '7', 7, 8);
    const relay = new NotificationRelay(db);
    const entries = await pending(db);
    await relay.handOn(entries);
    await relay.handOn(entries);
    expect(await told(db)).toEqual([['8', 'Assigned to you']]);
  });

  it('reads nothing for a new item whose creator assigns only themselves: no one is told', async () => {
    const db = memoryDb('ferretdb');
    await create(db, '7', 7);
    const entries = await pending(db);
    expect(entries).toHaveLength(1);
    // An import filling a people column with its own user: before, each batch read its items whole.
    const read: string[] = [];
    const watched = new Proxy(db, {
      get: (target, property, receiver) =>
        property === 'collection'
          ? (name: string) => (read.push(name), target.collection(name))
          : Reflect.get(target, property, receiver),
    });
    const relay = new NotificationRelay(watched);
    read.length = 0;
    await relay.handOn(entries);
    expect(read).toEqual([]);
    expect(await told(db)).toEqual([]);
  });

  it("tells the newly assigned so, the item's other followers of the change, and not who made it", async () => {
    const db = memoryDb('ferretdb');
    const [item] = await create(db, '7', 8);
    const change = people(8, 10);
    await writerOn(db, '9').write.apply({
      kind: 'values',
      id: item._id,
      values: [change],
      emits: {
        boardId: BOARD,
        events: [valueChanged(item, GROUPS, PERSON, change.value, item.values?.person, new Date())],
      },
    });
    await new NotificationRelay(db).handOn(await pending(db));
    expect(await told(db)).toEqual([
      ['8', 'Assigned to you'],
      ['10', 'Assigned to you'],
      ['7', 'An item you follow changed'],
      ['8', 'An item you follow changed'],
    ]);
  });

  it('tells a follower of one change of several values once, naming them all', async () => {
    const db = memoryDb('ferretdb');
    const [item] = await create(db, '7');
    const notes: ValueChange = {
      key: 'notes',
      value: { text: 'Call back', changed_at: '2026-01-01T00:00:00Z' },
      lookup: [],
    };
    const due: ValueChange = {
      key: 'due',
      value: { date: '2026-02-01', changed_at: '2026-01-01T00:00:00Z' },
      lookup: [],
    };
    const at = new Date();
    const write = (values: ValueChange[]) =>
      writerOn(db, '9').write.apply({
        kind: 'values',
        id: item._id,
        values,
        emits: {
          boardId: BOARD,
          events: values.map((change) =>
            valueChanged(
              item,
              GROUPS,
              { id: change.key, type: 'text', title: change.key === 'notes' ? 'Notes' : 'Due' },
              change.value,
              null,
              at,
            ),
          ),
        },
      });
    const relay = new NotificationRelay(db);
    await relay.handOn(await pending(db));
    await write([notes, due]);
    const entries = await pending(db);
    await relay.handOn(entries);
    await relay.handOn(entries);
    await write([notes]);
    await relay.handOn(await pending(db));
    const rows = await db.collection<NotificationRecord>('notifications').find({}).toArray();
    expect(rows.map((row) => [row.user_id, row.text])).toEqual([
      ['7', '"Task": Notes changed, Due changed'],
      ['7', '"Task": Notes changed'],
    ]);
  });

  it('keeps who was assigned subscribed once unassigned, and tells them of later changes', async () => {
    const db = memoryDb('ferretdb');
    const [item] = await create(db, '7', 8);
    const relay = new NotificationRelay(db);
    await relay.handOn(await pending(db));
    await writerOn(db, '9').write.apply({ kind: 'values', id: item._id, values: [people()] });
    await writerOn(db, '9').write.apply({
      kind: 'update',
      id: item._id,
      change: { state: 'archived' },
      emits: { boardId: BOARD, events: [itemRetired(item, 'archived')] },
    });
    await db.collection('notifications').deleteMany({});
    await relay.handOn(await pending(db));
    expect(await told(db)).toEqual([
      ['7', 'An item you follow changed'],
      ['8', 'An item you follow changed'],
    ]);
  });
});
