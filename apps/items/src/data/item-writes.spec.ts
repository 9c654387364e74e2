import fc from 'fast-check';
import {
  EMPTY_DIRECTORY,
  isKeyOfColumn,
  lookupKeysOfItem,
  prepareValues,
  valueKey,
} from '@workapi/column-types';
import { outboxOf, storeEngine, type Engine } from '@workapi/stores';
import { carriersIn, columnOf, memoryDb } from '@workapi/testing';
import { decoded, type StoredItem } from './cells';
import { writeParts } from '../write-parts';
import type { CopyTarget, Emits, ItemEvent, ItemWrite, ValueChange, Where } from './item-write';
import { ItemsRepository, type ItemRecord, type ItemState } from './items';
import type { WebhookRecord } from './webhooks';
import { isActivity, type OutboxFields } from './outbox';

/*
 * Every kind of item write, applied as an `ItemWrite` with the parts registered at start
 * (write-parts.ts), on an in-memory store, on both engines, and after each the three
 * things the writes promise whatever else happens (ItemWrites, docs/consistency.md): an item is
 * found by the lookup keys of its name and values and by no key of a value it no longer has; the
 * roster (FerretDB) never leaves an item out nor places it where it is not, unless it says
 * unsettled; and the webhook deliveries of the events a write emitted are in the document it wrote.
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
  const [{ key, value, lookup }] = prepareValues(COLUMNS, [{ columnId, input: simple, form: 'simple' }], {
    createLabelsIfMissing: false,
    directory: EMPTY_DIRECTORY,
  }).values;
  return { key, value, lookup };
}

let events = 0;

/** One process's item writes on a store of its own, with the parts registered at start, and what each item's outbox must hold. */
class Harness {
  readonly db;
  readonly items;
  /** Events given to writes of each item, in order: no relay runs here, so its outbox holds them all. */
  private readonly given = new Map<string, number[]>();
  /** The webhooks of both boards, stored before any write (`ready`). */
  readonly ready: Promise<unknown>;

  constructor(readonly engine: Engine) {
    this.db = memoryDb(engine);
    const stores = storeEngine(engine);
    this.items = new ItemsRepository(
      this.db,
      { accountId: '1', userId: '7' },
      { engine: stores, parts: writeParts(stores) },
    );
    // Each board's webhooks listen to the two kinds of events the writes here emit.
    this.ready = this.db.collection<WebhookRecord>('webhooks').insertMany(
      [BOARD, OTHER_BOARD].flatMap((boardId, index) =>
        (['create_item', 'change_name'] as const).map((event, kind) => ({
          _id: String(700_000_000 + index * 2 + kind),
          account_id: '1',
          board_id: boardId,
          url: 'https://example.com/hook',
          event,
          config: null,
          signing_secret: 'secret',
          creator_id: '7',
          created_at: new Date(0),
        })),
      ),
    );
  }

  /** One event, numbered so its delivery is found in an item's outbox. */
  private event(type: 'create_item' | 'change_name'): ItemEvent {
    events += 1;
    return { type, fields: { n: events } };
  }

  private gave(id: string, given: ItemEvent[]): void {
    this.given.set(id, [...(this.given.get(id) ?? []), ...given.map((event) => event.fields.n as number)]);
  }

  /** Events for each item an insert writes, known once its id is drawn. */
  private inserted = (boardId: string): Emits<(item: ItemRecord) => ItemEvent[]> => ({
    boardId,
    events: (item) => {
      const given = [this.event('create_item')];
      this.gave(item._id, given);
      return given;
    },
  });

  async create(
    boardId: string,
    groupId: string,
    name: string,
    values: ValueChange[],
    withOutbox = true,
    parentItemId?: string,
  ) {
    await this.ready;
    const [item] = await this.items.write.apply({
      kind: 'create',
      boardId,
      groupId,
      name,
      values,
      ...(parentItemId ? { parentItemId } : {}),
      ...(withOutbox ? { emits: this.inserted(boardId) } : {}),
    });
    return item;
  }

  async copy(sources: ItemRecord[], into: CopyTarget, withOutbox = true) {
    await this.ready;
    return this.items.write.apply({
      kind: 'copies',
      sources,
      into,
      ...(withOutbox ? { emits: this.inserted(sources[0].board_id) } : {}),
    });
  }

  /** A write of one item with its event, given only if the write finds the item (it may be hidden). */
  private async updated(
    id: string,
    withOutbox: boolean,
    write: (emits?: Emits<ItemEvent[]>) => Promise<ItemRecord[]>,
  ): Promise<ItemRecord | null> {
    await this.ready;
    const given = withOutbox ? [this.event('change_name')] : [];
    const boardId = (await this.db.collection<StoredItem>('items').findOne({ _id: id }))?.board_id ?? BOARD;
    const [written] = await write(given.length > 0 ? { boardId, events: given } : undefined);
    if (written) this.gave(id, given);
    return written ?? null;
  }

  writeValues(id: string, values: ValueChange[], name?: string, withOutbox = true) {
    return this.updated(id, withOutbox, (emits) =>
      this.items.write.apply({ kind: 'values', id, values, name, emits }),
    );
  }

  update(id: string, change: Extract<ItemWrite, { kind: 'update' }>['change'], withOutbox = true) {
    return this.updated(id, withOutbox, (emits) =>
      this.items.write.apply({ kind: 'update', id, change, emits }),
    );
  }

  retire(where: Where, state: ItemState, from: ItemState[], op: string) {
    return this.items.write.apply({ kind: 'retire', where, state, from, op });
  }

  restore(boardId: string, op: string) {
    return this.items.write.apply({ kind: 'restore', boardId, op });
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
    const rows = await this.db
      .collection<StoredItem>('items')
      .find({ outbox_carrier: { $ne: true } })
      .toArray();
    return rows.map((row) => decoded(row) as ItemRecord);
  }

  /** The carriers of new items' outboxes (`insertWithOutbox`: FerretDB's engine keeps them), by item. */
  carriers(): Promise<Map<string, OutboxFields[]>> {
    return carriersIn(this.db.collection('items'));
  }

  /** What breaks the writes' promises now, one line each; none when all hold. */
  async problems(): Promise<string[]> {
    const items = await this.stored();
    const carriers = await this.carriers();
    return [
      ...items.flatMap((item) => lookupProblems(item)),
      ...items.flatMap((item) => this.outboxProblems(item, carriers.get(item._id) ?? [])),
      ...(await this.rosterProblems(items)),
    ];
  }

  /**
   * The item's outbox, with its carrier's where the engine keeps one, holds one delivery per event
   * given to its writes (each webhook listening to one kind) and its activity entry, no other; the
   * outbox holding the last is marked pending under that delivery's id.
   */
  private outboxProblems(item: ItemRecord, carriers: OutboxFields[]): string[] {
    const given = [...(this.given.get(item._id) ?? [])].sort((a, b) => a - b);
    const outboxes = [...carriers, item];
    const all = outboxes.flatMap((outbox) => Object.entries(outboxOf(outbox)));
    const entries = all.flatMap(([id, entry]) => (isActivity(entry) ? [] : [[id, entry] as const]));
    const logged = all.filter(([, entry]) => isActivity(entry)).map(([, entry]) => entry);
    const held = entries.map(([, entry]) => JSON.parse(entry.body).event.n as number).sort((a, b) => a - b);
    const last = entries.find(([, entry]) => JSON.parse(entry.body).event.n === given[given.length - 1]);
    const holder = outboxes.find((outbox) => last && outboxOf(outbox)[last[0]]);
    const marked =
      given.length === 0
        ? item.outbox_pending === undefined && item.outbox_token === undefined && carriers.length === 0
        : holder?.outbox_pending !== undefined && holder.outbox_token === last?.[0];
    // And one activity entry per event (webhooks/events.ts `Outbox.emit`).
    return JSON.stringify(held) === JSON.stringify(given) && logged.length === given.length && marked
      ? []
      : [`item ${item._id}: outbox holds events ${held} (token ${item.outbox_token}), given ${given}`];
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
    // Its deliveries wait for the relay: in its own document, or (FerretDB) in its carrier.
    const waiting =
      engine === 'ferretdb'
        ? (await store.carriers()).get(first._id)?.[0]
        : (await store.stored()).find((item) => item._id === first._id);
    expect(waiting?.outbox_pending).toBe(engine === 'ferretdb' ? 'packed' : true);
    if (engine === 'ferretdb')
      expect((await store.stored()).find((item) => item._id === first._id)?.outbox).toBeUndefined();
  });

  it('copies items: shown, hidden, and by an operation', async () => {
    const [shown] = await store.copy([first], { groupId: 'g2' });
    await holds();
    expect(shown.values).toEqual(first.values);
    await store.copy([first], { groupId: 'g1', hidden: true });
    await holds();
    const copies = await store.copy([first, second], { groupId: 'g2', copy: { op: 'op-copy' } });
    await holds();
    expect([...(await store.items.copies.by(BOARD, 'op-copy')).keys()].sort()).toEqual(
      [first._id, second._id].sort(),
    );
    expect(copies.map((copy) => copy.group_id)).toEqual(['g2', 'g2']);
  });

  it("walks a board's active items a share at a time, each once, in id order (duplicate_board)", async () => {
    const third = await store.create(BOARD, 'g2', 'Third', []);
    await store.create(OTHER_BOARD, 'g1', 'Elsewhere', []);
    await store.update(second._id, { state: 'archived' });
    const walked: string[] = [];
    let after = '';
    for (let share = 0; share < 3; share += 1) {
      const next = await store.items.activeAfter(BOARD, after, 1);
      walked.push(...next.items.map((item) => item._id));
      if (next.last === null || !next.more) break;
      after = next.last;
    }
    expect(walked).toEqual([first._id, third._id]);
    const [copy] = await store.copy([third], { groupId: 'g2', copy: { op: 'op-walk' } });
    const found = await store.items.copies.of(BOARD, 'op-walk', [first._id, third._id]);
    expect([...found].map(([original, made]) => [original, made._id])).toEqual([[third._id, copy._id]]);
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

  it('shows an item without its lookup keys and outbox, and as the last write of the request left it', async () => {
    const whole = await store.items.byId.load(first._id);
    expect(whole?.lookup).toEqual(expect.arrayContaining(['text:hello', 'status:1']));
    const shown = await store.items.shownById.load(first._id);
    expect(shown).not.toHaveProperty('lookup');
    expect(shown).not.toHaveProperty('outbox');
    expect(shown?.values).toEqual(whole?.values);
    expect(shown?.name).toBe('First');
    // The write clears what the request had read of the item: its shown reads after it see the write.
    await store.writeValues(first._id, [valueOf('text', 'goodbye')], 'Renamed');
    const after = await store.items.shownById.load(first._id);
    expect(after?.name).toBe('Renamed');
    expect(after?.values).toMatchObject({ text: 'goodbye' });
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

  it('gives items new places in board order at once, and the roster knows them', async () => {
    const positions = new Map([
      [first._id, 3.5],
      [second._id, 1.25],
    ]);
    const placed = await store.items.write.apply({ kind: 'positions', boardId: BOARD, positions });
    await holds();
    expect(placed.map((item) => [item._id, item.position])).toEqual([...positions]);
    const stored = new Map((await store.stored()).map((item) => [item._id, item]));
    expect([first._id, second._id].map((id) => stored.get(id)?.position)).toEqual([3.5, 1.25]);
    // Nothing else of them changes: the values stay, found by their keys.
    expect(stored.get(first._id)?.values).toEqual(first.values);
    if (engine === 'ferretdb') {
      const members = (await store.items.members([BOARD]))?.get(BOARD) ?? [];
      expect(
        [first._id, second._id].map((id) => members.find((member) => member.id === id)?.position),
      ).toEqual([3.5, 1.25]);
    }
  });

  it('moves an item to another board with only the values it carries there', async () => {
    const [moved] = await store.items.write.apply({
      kind: 'relocate',
      id: first._id,
      fromBoardId: BOARD,
      boardId: OTHER_BOARD,
      groupId: 'g9',
      // The text goes on under the status column's key: the same value under another key.
      values: [{ key: 'status', value: first.values?.text, lookup: [] }],
    });
    expect(moved).toMatchObject({ board_id: OTHER_BOARD, group_id: 'g9', values: { status: 'hello' } });
    const [stored] = (await store.stored()).filter((item) => item._id === first._id);
    expect(stored.values).toEqual({ status: 'hello' });
  });

  it('retires a group and the board, settles items inserted after, and restores', async () => {
    await store.retire({ boardId: BOARD, groupId: 'g1' }, 'archived', ['active'], 'op-1');
    await holds();
    const late = await store.create(BOARD, 'g1', 'Late', [valueOf('text', 'late')]);
    await holds();
    expect(late.state).toBe('archived');
    await store.retire({ boardId: BOARD }, 'deleted', ['active', 'archived'], 'op-2');
    await holds();
    const [copy] = await store.copy([first], { groupId: 'g2' });
    await holds();
    expect((await store.stored()).find((item) => item._id === copy._id)?.state).toBe('deleted');
    await store.restore(BOARD, 'op-2');
    await holds();
    const states = new Map((await store.stored()).map((item) => [item._id, item.state]));
    expect([states.get(first._id), states.get(late._id), states.get(copy._id)]).toEqual([
      'archived',
      'archived',
      'active',
    ]);
  });

  it("retires a parent's subitems, and shows a hidden copy with its subitems' copies", async () => {
    const subitem = await store.create(OTHER_BOARD, 'g1', 'Sub', [], true, first._id);
    await holds();
    await store.items.write.apply({
      kind: 'retireSubitems',
      parentId: first._id,
      state: 'archived',
      from: ['active'],
      op: 'archive_item:1',
    });
    await holds();
    const [copy] = await store.copy([second], { groupId: 'g1', hidden: true });
    await store.copy([subitem], { groupId: 'g1', hidden: true, parentItemId: copy._id });
    expect(await store.items.byId.load(copy._id)).toBeNull();
    await store.items.write.apply({ kind: 'reveal', id: copy._id });
    await holds();
    const stored = await store.stored();
    expect(stored.find((item) => item._id === subitem._id)?.state).toBe('archived');
    expect(stored.filter((item) => item.pending)).toEqual([]);
    expect((await store.items.byId.load(copy._id))?.name).toBe('Second');
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
    // As the boards subgraph asks it (internal/cascade-items.ts).
    const from: ItemState[] = next.group && next.state !== 'deleted' ? ['active'] : ['active', 'archived'];
    return void (await store.retire({ boardId: next.board, groupId: next.group }, next.state, from, next.op));
  }
  if (next.kind === 'restore') return void (await store.restore(next.board, next.op));
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
