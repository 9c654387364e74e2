import fc from 'fast-check';
import { isKeyOfColumn, lookupKeysOfItem, prepareWrites, valueKey } from '@workapi/column-types';
import { storeEngine, type Engine } from '@workapi/stores';
import { columnOf, memoryDb } from '@workapi/testing';
import { decoded, type StoredItem } from './cells';
import type { ValueChange } from './item-writes';
import { ItemsRepository, type ItemRecord, type ItemState } from './items';
import type { OutboxEntries } from './outbox';

/*
 * Every kind of item write, on an in-memory store, on both engines, and after each the three
 * things the writes promise whatever else happens (ItemWrites, docs/consistency.md): an item is
 * found by the lookup keys of its name and values and by no key of a value it no longer has; the
 * roster (FerretDB) never leaves an item out nor places it where it is not, unless it says
 * unsettled; and the webhook deliveries a write was given are in the document it wrote.
 */

const BOARD = '10';
const OTHER_BOARD = '11';
const COLUMNS = [
  columnOf('text', 'text'),
  columnOf('status', 'status', { labels: { '0': 'Working on it', '1': 'Done', '2': 'Stuck' } }),
];
const PREFIXES = ['name', ...COLUMNS.map(valueKey)];

/** What the subgraph stores for a simple value ('' clears), as changes/values.ts `valuesToStore` prepares it. */
function valueOf(columnId: 'text' | 'status', simple: string): ValueChange {
  const [{ key, value, lookup }] = prepareWrites(COLUMNS, [{ columnId, input: simple, form: 'simple' }], {
    createLabelsIfMissing: false,
  }).values;
  return { key, value, lookup };
}

let events = 0;
/** One webhook delivery under a fresh event id. */
function delivery(): OutboxEntries {
  events += 1;
  const id = `event-${events}`;
  return {
    [id]: { webhook_id: 'w1', account_id: '1', body: `{"event":${events}}`, created_at: new Date(0) },
  };
}

/** One process's item writes on a store of its own, and what each item's outbox must hold. */
class Harness {
  readonly db;
  readonly items;
  /** Deliveries given to writes of each item, in order: no relay runs here, so its outbox holds them all. */
  private readonly given = new Map<string, OutboxEntries>();

  constructor(readonly engine: Engine) {
    this.db = memoryDb(engine);
    this.items = new ItemsRepository(
      this.db,
      { accountId: '1', userId: '7' },
      { engine: storeEngine(engine), completeRosters: new Set() },
    );
  }

  private gave(id: string, entries: OutboxEntries): void {
    this.given.set(id, { ...this.given.get(id), ...entries });
  }

  /** An outbox for writes that take one per item, remembering what it gave. */
  private outbox = (item: ItemRecord): OutboxEntries => {
    const entries = delivery();
    this.gave(item._id, entries);
    return entries;
  };

  create(boardId: string, groupId: string, name: string, values: ValueChange[], withOutbox = true) {
    return this.items.write.create({ boardId, groupId, name, values }, withOutbox ? this.outbox : undefined);
  }

  copy(
    sources: ItemRecord[],
    into: Parameters<ItemsRepository['write']['insertCopies']>[1],
    withOutbox = true,
  ) {
    return this.items.write.insertCopies(sources, into, withOutbox ? this.outbox : undefined);
  }

  async writeValues(id: string, values: ValueChange[], name?: string, withOutbox = true) {
    const entries = withOutbox ? delivery() : {};
    const written = await this.items.write.writeValues(id, values, name, entries);
    if (written) this.gave(id, entries);
    return written;
  }

  async update(id: string, change: Parameters<ItemsRepository['write']['update']>[1], withOutbox = true) {
    const entries = withOutbox ? delivery() : {};
    const updated = await this.items.write.update(id, change, entries);
    if (updated) this.gave(id, entries);
    return updated;
  }

  /** Where the board's roster places these items. */
  async rosterOf(ids: string[]): Promise<string[]> {
    const members = (await this.items.members([BOARD]))?.get(BOARD) ?? [];
    return ids.map((id) => {
      const member = members.find((candidate) => candidate.id === id);
      return member ? `${member.groupId} ${member.state}` : 'left out';
    });
  }

  /** Every item as stored, hidden ones too. */
  async stored(): Promise<ItemRecord[]> {
    const rows = await this.db.collection<StoredItem>('items').find({}).toArray();
    return rows.map((row) => decoded(row) as ItemRecord);
  }

  /** What breaks the writes' promises now, one line each; none when all hold. */
  async problems(): Promise<string[]> {
    const items = await this.stored();
    return [
      ...items.flatMap((item) => lookupProblems(item)),
      ...items.flatMap((item) => this.outboxProblems(item)),
      ...(await this.rosterProblems(items)),
    ];
  }

  private outboxProblems(item: ItemRecord): string[] {
    const given = this.given.get(item._id) ?? {};
    const ids = Object.keys(given);
    const expected =
      ids.length > 0
        ? { outbox: given, outbox_pending: true, outbox_token: ids[ids.length - 1] }
        : { outbox: undefined, outbox_pending: undefined, outbox_token: undefined };
    const held = {
      outbox: item.outbox,
      outbox_pending: item.outbox_pending,
      outbox_token: item.outbox_token,
    };
    return JSON.stringify(held) === JSON.stringify(expected)
      ? []
      : [`item ${item._id}: outbox ${JSON.stringify(held)}, given ${JSON.stringify(expected)}`];
  }

  private async rosterProblems(items: ItemRecord[]): Promise<string[]> {
    if (this.engine === 'mongodb') {
      const lines = await this.db.collection('rosters').countDocuments({});
      const members = await this.items.members([BOARD]);
      return lines === 0 && members === null
        ? []
        : [`mongodb: ${lines} roster documents, members ${members}`];
    }
    const problems: string[] = [];
    for (const boardId of new Set(items.map((item) => item.board_id))) {
      const members = await this.items.members([boardId]);
      if (!members) {
        problems.push(`board ${boardId}: no complete roster`);
        continue;
      }
      const listed = new Map((members.get(boardId) ?? []).map((member) => [member.id, member]));
      for (const item of items.filter((candidate) => candidate.board_id === boardId)) {
        const member = listed.get(item._id);
        const where = `${item.group_id} ${item.state}`;
        if (!member) problems.push(`board ${boardId}: roster leaves out item ${item._id} (${where})`);
        else if (member.state !== 'unsettled' && `${member.groupId} ${member.state}` !== where)
          problems.push(`item ${item._id} is ${where}, roster says ${member.groupId} ${member.state}`);
      }
    }
    return problems;
  }
}

/** Keys the item must be found by and is not, and keys of values it no longer has. */
function lookupProblems(item: ItemRecord): string[] {
  const expected = lookupKeysOfItem(COLUMNS, item);
  const held = item.lookup ?? [];
  const missing = expected.filter((key) => !held.includes(key));
  const stale = held.filter(
    (key) => !expected.includes(key) && PREFIXES.some((prefix) => isKeyOfColumn(key, prefix)),
  );
  return [
    ...(missing.length > 0 ? [`item ${item._id}: lookup lacks ${missing.join(', ')}`] : []),
    ...(stale.length > 0 ? [`item ${item._id}: lookup keeps ${stale.join(', ')}`] : []),
  ];
}

const ENGINES: Engine[] = ['ferretdb', 'mongodb'];

describe.each(ENGINES)('item writes on %s', (engine) => {
  let store: Harness;
  let first: ItemRecord;
  let second: ItemRecord;

  const holds = async () => expect(await store.problems()).toEqual([]);

  beforeEach(async () => {
    store = new Harness(engine);
    first = await store.create(BOARD, 'g1', 'First', [valueOf('text', 'hello'), valueOf('status', 'Done')]);
    await holds();
    second = await store.create(BOARD, 'g1', 'Second', [], false);
    await holds();
  });

  it('creates items found by their name and values, with their deliveries', async () => {
    expect(first.lookup).toEqual(expect.arrayContaining(['text:hello', 'status:1']));
    expect((await store.stored()).find((item) => item._id === first._id)?.outbox_pending).toBe(true);
  });

  it('copies items: shown, hidden, and by an operation', async () => {
    const [shown] = await store.copy([first], { groupId: 'g2' });
    await holds();
    expect(shown.values).toEqual(first.values);
    await store.copy([first], { groupId: 'g1', hidden: true });
    await holds();
    const copies = await store.copy([first, second], { groupId: 'g2', copy: { op: 'op-copy' } });
    await holds();
    expect([...(await store.items.copiesBy(BOARD, 'op-copy')).keys()].sort()).toEqual(
      [first._id, second._id].sort(),
    );
    expect(copies.map((copy) => copy.group_id)).toEqual(['g2', 'g2']);
  });

  it('writes values: changes one, clears one, renames', async () => {
    await store.writeValues(first._id, [valueOf('text', 'goodbye')]);
    await holds();
    const cleared = await store.writeValues(first._id, [valueOf('status', '')]);
    await holds();
    expect(cleared?.values).toEqual({ text: 'goodbye' });
    const renamed = await store.writeValues(first._id, [], 'Renamed');
    await holds();
    expect(renamed?.lookup).toContain('name:Renamed');
    expect(renamed?.lookup).not.toContain('name:First');
  });

  it('keeps an item found by its value when two writes of one column land in one millisecond', async () => {
    // The clock stands still, as it does for two writes of one item within a millisecond.
    jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      await Promise.all([
        store.writeValues(first._id, [valueOf('text', 'goodbye')]),
        // Back to the value it had: its key is in the lookup already, and the write before prunes it.
        store.writeValues(first._id, [valueOf('text', 'hello')]),
      ]);
    } finally {
      jest.useRealTimers();
    }
    const [item] = (await store.stored()).filter((candidate) => candidate._id === first._id);
    expect(item.values?.text).toBe('hello');
    // A key of a value replaced may stay behind (a search re-checks); a key of the value held may not be missing.
    expect(lookupProblems(item).filter((problem) => problem.includes('lacks'))).toEqual([]);
  });

  it('updates a name, a group (a move) and a state', async () => {
    await store.update(first._id, { name: 'Moved' });
    await holds();
    await store.update(first._id, { group_id: 'g2' });
    await holds();
    const archived = await store.update(second._id, { state: 'archived' });
    await holds();
    expect(archived?.state).toBe('archived');
    // Once a move or a state change is written, the roster knows where the item is (no longer unsettled).
    if (engine === 'ferretdb')
      expect(await store.rosterOf([first._id, second._id])).toEqual(['g2 active', 'g1 archived']);
  });

  it('retires a group and the board, settles items inserted after, and restores', async () => {
    await store.items.write.setStateWhere({ boardId: BOARD, groupId: 'g1' }, 'archived', ['active'], 'op-1');
    await holds();
    const late = await store.create(BOARD, 'g1', 'Late', [valueOf('text', 'late')]);
    await holds();
    expect(late.state).toBe('archived');
    await store.items.write.setStateWhere({ boardId: BOARD }, 'deleted', ['active', 'archived'], 'op-2');
    await holds();
    const [copy] = await store.copy([first], { groupId: 'g2' });
    await holds();
    expect((await store.stored()).find((item) => item._id === copy._id)?.state).toBe('deleted');
    await store.items.write.restore(BOARD, 'op-2');
    await holds();
    const states = new Map((await store.stored()).map((item) => [item._id, item.state]));
    expect([states.get(first._id), states.get(late._id), states.get(copy._id)]).toEqual([
      'archived',
      'archived',
      'active',
    ]);
  });

  it('keeps every promise after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 12 }), async (actions) => {
        const fresh = new Harness(engine);
        for (const [step, next] of actions.entries()) {
          await apply(fresh, next);
          const problems = await fresh.problems();
          if (problems.length > 0)
            throw new Error(`after step ${step} (${next.kind}): ${problems.join('; ')}`);
        }
      }),
      { numRuns: 40 },
    );
  });
});

const groups = fc.constantFrom('g1', 'g2');
const boards = fc.constantFrom(BOARD, OTHER_BOARD);
const ops = fc.constantFrom('op-a', 'op-b');
const texts = fc.option(fc.constantFrom('x', 'y', ''), { nil: undefined });
const statuses = fc.option(fc.constantFrom('Done', 'Stuck', ''), { nil: undefined });

const action = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    board: boards,
    group: groups,
    text: texts,
    status: statuses,
  }),
  fc.record({
    kind: fc.constant('copy' as const),
    item: fc.nat(),
    group: groups,
    hidden: fc.boolean(),
    op: fc.option(ops, { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant('values' as const),
    item: fc.nat(),
    text: texts,
    status: statuses,
    name: fc.option(fc.constantFrom('A', 'B'), { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant('update' as const),
    item: fc.nat(),
    change: fc.oneof(
      fc.record({ name: fc.constantFrom('A', 'B') }),
      fc.record({ group_id: groups }),
      fc.record({ state: fc.constantFrom<ItemState>('active', 'archived', 'deleted') }),
    ),
  }),
  fc.record({
    kind: fc.constant('retire' as const),
    board: boards,
    group: fc.option(groups, { nil: undefined }),
    state: fc.constantFrom<ItemState>('archived', 'deleted'),
    op: ops,
  }),
  fc.record({ kind: fc.constant('restore' as const), board: boards, op: ops }),
);

type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

const changesOf = (text?: string, status?: string): ValueChange[] => [
  ...(text !== undefined ? [valueOf('text', text)] : []),
  ...(status !== undefined ? [valueOf('status', status)] : []),
];

/** Runs one write; one that names an item picks among those stored (a hidden one's writes change nothing). */
async function apply(store: Harness, next: Action): Promise<void> {
  if (next.kind === 'create')
    return void (await store.create(next.board, next.group, 'A', changesOf(next.text, next.status)));
  if (next.kind === 'retire') {
    // As the boards subgraph asks it (internal/operation-items.ts).
    const from: ItemState[] = next.group && next.state !== 'deleted' ? ['active'] : ['active', 'archived'];
    return store.items.write.setStateWhere(
      { boardId: next.board, groupId: next.group },
      next.state,
      from,
      next.op,
    );
  }
  if (next.kind === 'restore') return store.items.write.restore(next.board, next.op);
  const items = await store.stored();
  if (items.length === 0) return;
  const item = items[next.item % items.length];
  if (next.kind === 'copy') {
    if (item.pending) return;
    const into = { groupId: next.group, hidden: next.hidden, ...(next.op ? { copy: { op: next.op } } : {}) };
    return void (await store.copy([item], into));
  }
  if (next.kind === 'values')
    return void (await store.writeValues(item._id, changesOf(next.text, next.status), next.name));
  return void (await store.update(item._id, next.change));
}
