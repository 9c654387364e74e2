import { FormulaWork } from '@workapi/column-types';
import { Kind, type ObjectTypeDefinitionNode } from 'graphql';
import type { ColumnDefinition } from '@workapi/column-types';
import type { BoardFacts } from '@workapi/reference';
import { outboxOf, storeEngine, WITHOUT_OUTBOX } from '@workapi/stores';
import { carriersIn, columnOf, memoryDb, testScope } from '@workapi/testing';
import type { ItemsContext } from '../context';
import { decoded, type StoredItem } from '../data/cells';
import { ItemsRepository, type ItemRecord } from '../data/items';
import type { WebhookRecord, WebhooksRepository } from '../data/webhooks';
import type { WebhookSender } from '../webhooks/sender';
import { typeDefs } from '../subgraph';
import { writeParts } from '../write-parts';
import { Mutation } from './Mutation';
import { MAX_WEBHOOKS_PER_BOARD } from './webhooks';
import { isActivity, type OutboxEntry } from '../data/outbox';
import { rankOf } from '../data/item-order';

const BOARD = '1000000001';
const board: BoardFacts = {
  id: BOARD,
  state: 'active',
  kind: 'public',
  owner_ids: ['2'],
  subscriber_ids: ['2'],
  groups: [
    { id: 'archived_group', archived: true },
    { id: 'topics', archived: false },
  ],
};
const column = (id: string, type: ColumnDefinition['type'], settings: Record<string, unknown> = {}) =>
  columnOf(id, type, settings, BOARD);
const status = column('status', 'status', { labels: { '0': 'Working on it', '1': 'Done' } });
const columns = [column('name', 'name'), status, column('text', 'text')];

/**
 * The items the resolvers store, in the real repository over an in-memory database (FerretDB's
 * engine: rosters kept): a test asserts what the store holds afterwards (names, groups, values, the
 * webhook deliveries written with them), so a resolver that stores the wrong thing, or answers
 * something else than what it stored, fails it.
 */
class StoredItems {
  readonly db = memoryDb('ferretdb');
  private readonly engine = storeEngine('ferretdb');
  readonly repository = new ItemsRepository(
    this.db,
    { accountId: '1', userId: '2' },
    { engine: this.engine, parts: writeParts(this.engine) },
  );

  /** Every item stored, read as the repository reads them. */
  async held(): Promise<Map<string, ItemRecord>> {
    const rows = await this.db
      .collection<StoredItem>('items')
      .find({ outbox_carrier: { $ne: true } })
      .toArray();
    return new Map(rows.map((row) => [row._id, decoded(row) as ItemRecord]));
  }

  /**
   * The outbox entries an item's writes left for the relay: in its document, and a new item's in
   * its carrier (FerretDB's engine, libs/stores `insertWithOutbox`).
   */
  async waiting(item: ItemRecord | undefined): Promise<OutboxEntry[]> {
    const carriers = (await carriersIn<OutboxEntry>(this.db.collection('items'))).get(item?._id ?? '') ?? [];
    return [...carriers, item].flatMap((holder) => Object.values(holder ? outboxOf(holder) : {}));
  }
}

/** A webhook of the board, as the repository holds it. */
const webhook = (id: string, event: WebhookRecord['event']): WebhookRecord => ({
  _id: id,
  account_id: '1',
  board_id: BOARD,
  url: 'https://example.com/hook',
  event,
  config: null,
  signing_secret: 'secret',
  creator_id: '2',
  created_at: new Date(0),
});

async function contextFor(
  boards: BoardFacts[],
  calls: Record<string, (payload: unknown) => unknown> = {},
  webhooks: WebhookRecord[] = [],
) {
  const items = new StoredItems();
  // Where an item write's outbox reads them (webhooks/outbox-part.ts).
  if (webhooks.length > 0) await items.db.collection<WebhookRecord>('webhooks').insertMany([...webhooks]);
  const scope = testScope(calls, { boards, columns: { [BOARD]: columns } });
  const repository = {
    ofBoard: async (boardId: string) => webhooks.filter((held) => held.board_id === boardId),
    countOfBoard: async (boardId: string) => webhooks.filter((held) => held.board_id === boardId).length,
    create: async (input: { boardId: string; event: WebhookRecord['event'] }) => {
      const record = webhook(String(700000000 + webhooks.length + 1), input.event);
      webhooks.push(record);
      return record;
    },
  };
  // The challenge is an HTTP call to the webhook's URL: only whether it was sent matters here.
  const sender = { challenge: jest.fn(async () => undefined) };
  const audit = jest.fn(async () => undefined);
  const context: ItemsContext = {
    ...scope,
    items: items.repository,
    subitems: null,
    updates: null,
    notifications: null,
    subscribers: null,
    assets: null,
    pager: null,
    webhooks: {
      repository: repository as unknown as WebhooksRepository,
      sender: sender as unknown as WebhookSender,
      allowPrivate: true,
    },
    activity: null,
    boardEvents: null,
    publicUrl: 'http://api.test',
    formulas: new FormulaWork(),
    work: { chargeWork: async () => undefined },
    audit,
    files: {
      secret: 'files secret',
      urlTtlSeconds: 3600,
      store: () => Promise.reject(new Error('no file store here')),
    },
  };
  return { context, items, webhooks, sender, audit, calls: scope.calls };
}

/** The events an item's writes left to send, as they will be sent. */
const eventsOf = async (items: StoredItems, item: ItemRecord | undefined) =>
  (await items.waiting(item)).flatMap((entry) => (isActivity(entry) ? [] : [JSON.parse(entry.body).event]));

/** An item as it says itself: its outbox is the relay's (libs/stores `WITHOUT_OUTBOX`). */
const said = (item: ItemRecord | undefined) =>
  item && Object.fromEntries(Object.entries(item).filter(([field]) => !(field in WITHOUT_OUTBOX)));

/** An item stored on the board, through create_item. */
async function created(context: ItemsContext, items: StoredItems): Promise<ItemRecord> {
  const item = await Mutation.create_item({}, { board_id: BOARD, item_name: 'Task' }, context);
  return (await items.held()).get(item._id) as ItemRecord;
}

describe('create_item', () => {
  it('stores the item, with its values, in the first active group when none is given, and answers it', async () => {
    const { context, items, calls } = await contextFor([board]);
    const answer = await Mutation.create_item(
      {},
      { board_id: BOARD, item_name: 'Task', column_values: '{"status": "Done", "text": "hi"}' },
      context,
    );
    expect([...(await items.held()).values()]).toEqual([
      expect.objectContaining({
        _id: answer._id,
        board_id: BOARD,
        group_id: 'topics',
        name: 'Task',
        values: { status: expect.objectContaining({ index: 1 }), text: 'hi' },
      }),
    ]);
    expect(said(answer)).toEqual(said((await items.held()).get(answer._id)));
    expect(calls).toEqual([]);
  });

  it('stores the item in the group asked for, with its create_item event for the board’s webhook', async () => {
    const { context, items } = await contextFor([board], {}, [webhook('700000001', 'create_item')]);
    const answer = await Mutation.create_item(
      {},
      { board_id: BOARD, item_name: 'Task', group_id: 'archived_group' },
      context,
    );
    const stored = (await items.held()).get(answer._id);
    expect(stored?.group_id).toBe('archived_group');
    expect(await eventsOf(items, stored)).toEqual([
      expect.objectContaining({
        type: 'create_pulse',
        subscriptionId: 700000001,
        pulseId: Number(answer._id),
        pulseName: 'Task',
        groupId: 'archived_group',
      }),
    ]);
  });

  it('rejects names outside 1..255 characters and malformed column_values, storing nothing', async () => {
    const { context, items } = await contextFor([board]);
    for (const name of ['', 'x'.repeat(256)]) {
      await expect(
        Mutation.create_item({}, { board_id: BOARD, item_name: name }, context),
      ).rejects.toMatchObject({
        extensions: { code: 'ItemNameTooLongException' },
      });
    }
    await expect(
      Mutation.create_item({}, { board_id: BOARD, item_name: 'x', column_values: '{"status": ' }, context),
    ).rejects.toMatchObject({ extensions: { code: 'InvalidArgumentException' } });
    expect((await items.held()).size).toBe(0);
  });

  it('rejects a board the caller cannot see and a group the board does not have, storing nothing', async () => {
    const hidden = { ...board, kind: 'private' as const, owner_ids: ['9'], subscriber_ids: ['9'] };
    const unseen = await contextFor([hidden]);
    await expect(
      Mutation.create_item({}, { board_id: BOARD, item_name: 'x' }, unseen.context),
    ).rejects.toMatchObject({ extensions: { code: 'InvalidBoardIdException' } });
    expect((await unseen.items.held()).size).toBe(0);
    const { context, items } = await contextFor([board]);
    await expect(
      Mutation.create_item({}, { board_id: BOARD, item_name: 'x', group_id: 'nope' }, context),
    ).rejects.toMatchObject({ extensions: { code: 'ResourceNotFoundException' } });
    expect((await items.held()).size).toBe(0);
  });

  it('stores nothing when a value is refused', async () => {
    const { context, items } = await contextFor([board]);
    await expect(
      Mutation.create_item(
        {},
        { board_id: BOARD, item_name: 'x', column_values: '{"text": "fine", "status": {"label": "Nope"}}' },
        context,
      ),
    ).rejects.toMatchObject({ extensions: { code: 'ColumnValueException' } });
    expect((await items.held()).size).toBe(0);
  });

  it('has its new label stored with its column by the columns subgraph, deriving again when another write came first', async () => {
    const asked: Array<{ settings: unknown; version: number }> = [];
    const theirs = {
      ...status,
      settings: { labels: { '0': 'Working on it', '1': 'Done', '2': 'Theirs' } },
      settings_version: 1,
    };
    const { context, items } = await contextFor([board], {
      // Another writer's label took index 2 first; on the second try ours is stored, as index 3.
      'columns/add-labels': (payload) => {
        const { settings, version } = payload as { settings: Record<string, unknown>; version: number };
        asked.push({ settings, version });
        return version === 0
          ? { column: theirs, stored: false }
          : { column: { ...theirs, settings, settings_version: 2 }, stored: true };
      },
    });
    const answer = await Mutation.create_item(
      {},
      {
        board_id: BOARD,
        item_name: 'x',
        column_values: '{"status": "Ours"}',
        create_labels_if_missing: true,
      },
      context,
    );
    expect(asked).toEqual([
      {
        settings: expect.objectContaining({ labels: { '0': 'Working on it', '1': 'Done', '2': 'Ours' } }),
        version: 0,
      },
      {
        settings: expect.objectContaining({
          labels: { '0': 'Working on it', '1': 'Done', '2': 'Theirs', '3': 'Ours' },
        }),
        version: 1,
      },
    ]);
    expect((await items.held()).get(answer._id)?.values).toEqual({
      status: expect.objectContaining({ index: 3 }),
    });
  });

  it('stores the value prepared with its label once the columns subgraph stored the label: one call, labels made once', async () => {
    const asked: unknown[] = [];
    const { context, items } = await contextFor([board], {
      'columns/add-labels': (payload) => {
        asked.push(payload);
        const { settings } = payload as { settings: Record<string, unknown> };
        return { column: { ...status, settings, settings_version: 1 }, stored: true };
      },
    });
    const answer = await Mutation.create_item(
      {},
      {
        board_id: BOARD,
        item_name: 'x',
        column_values: '{"status": "Ours"}',
        create_labels_if_missing: true,
      },
      context,
    );
    expect(asked).toHaveLength(1);
    expect((await items.held()).get(answer._id)?.values).toEqual({
      status: expect.objectContaining({ index: 2 }),
    });
  });
});

describe('change_multiple_column_values', () => {
  it('stores the values and the new name, with the name change for the board’s webhook, and answers the item stored', async () => {
    const { context, items } = await contextFor([board], {}, [webhook('700000001', 'change_name')]);
    const { _id } = await created(context, items);
    const answer = await Mutation.change_multiple_column_values(
      {},
      { board_id: BOARD, item_id: _id, column_values: { name: 'Renamed', text: 'new' } },
      context,
    );
    const stored = (await items.held()).get(_id);
    expect(stored).toMatchObject({ name: 'Renamed', values: { text: 'new' } });
    expect(said(answer)).toEqual(said(stored));
    expect(await eventsOf(items, stored)).toEqual([
      expect.objectContaining({
        type: 'update_name',
        value: { name: 'Renamed' },
        previousValue: { name: 'Task' },
      }),
    ]);
  });

  it('checks every value first: one refused, none is stored', async () => {
    const { context, items } = await contextFor([board]);
    const { _id } = await created(context, items);
    const before = (await items.held()).get(_id);
    await expect(
      Mutation.change_multiple_column_values(
        {},
        { board_id: BOARD, item_id: _id, column_values: { name: 'Renamed', text: 'ok', status: 'Nope' } },
        context,
      ),
    ).rejects.toMatchObject({ extensions: { code: 'ColumnValueException' } });
    expect((await items.held()).get(_id)).toEqual(before);
  });

  it('refuses an item of another board, and a board the caller cannot see, changing nothing', async () => {
    const other = { ...board, id: '1000000002' };
    const { context, items } = await contextFor([board, other]);
    const { _id } = await created(context, items);
    const before = (await items.held()).get(_id);
    await expect(
      Mutation.change_simple_column_value(
        {},
        { board_id: '1000000002', item_id: _id, column_id: 'text', value: 'x' },
        context,
      ),
    ).rejects.toMatchObject({ extensions: { code: 'ResourceNotFoundException' } });
    await expect(
      Mutation.change_simple_column_value(
        {},
        { board_id: '1000000003', item_id: _id, column_id: 'text', value: 'x' },
        context,
      ),
    ).rejects.toMatchObject({ extensions: { code: 'InvalidBoardIdException' } });
    expect((await items.held()).get(_id)).toEqual(before);
  });
});

describe('create_webhook', () => {
  it(`refuses a board's webhook past ${MAX_WEBHOOKS_PER_BOARD}, before sending the challenge`, async () => {
    const full = Array.from({ length: MAX_WEBHOOKS_PER_BOARD }, (_, index) =>
      webhook(String(700000001 + index), 'create_item'),
    );
    const { context, webhooks, sender } = await contextFor([board], {}, full);
    await expect(
      Mutation.create_webhook(
        {},
        { board_id: BOARD, url: 'http://127.0.0.1/hook', event: 'create_item' },
        context,
      ),
    ).rejects.toMatchObject({
      extensions: { code: 'InvalidArgumentException' },
      message: expect.stringContaining(`already has ${MAX_WEBHOOKS_PER_BOARD} webhooks`),
    });
    expect(sender.challenge).not.toHaveBeenCalled();
    expect(webhooks).toHaveLength(MAX_WEBHOOKS_PER_BOARD);
    // One fewer, and the next one is challenged and stored.
    webhooks.pop();
    await Mutation.create_webhook(
      {},
      { board_id: BOARD, url: 'http://127.0.0.1/hook', event: 'create_item' },
      context,
    );
    expect(sender.challenge).toHaveBeenCalledWith('http://127.0.0.1/hook');
    expect(webhooks).toHaveLength(MAX_WEBHOOKS_PER_BOARD);
  });

  it('records the webhook in the audit log: which, on which board, for which event, never its secret', async () => {
    const { context, audit } = await contextFor([board]);
    const made = await Mutation.create_webhook(
      {},
      { board_id: BOARD, url: 'http://127.0.0.1/hook', event: 'create_item' },
      context,
    );
    expect(audit.mock.calls).toEqual([
      [
        context.caller,
        'webhook-created',
        { webhook_id: made.record._id, board_id: BOARD, event: 'create_item' },
      ],
    ]);
  });

  it('lists them at the price of a full board (Query.webhooks is sized for the cap)', () => {
    const query = typeDefs.definitions.find(
      (definition) => definition.kind === Kind.OBJECT_TYPE_DEFINITION && definition.name.value === 'Query',
    ) as ObjectTypeDefinitionNode;
    const listSize = query.fields
      ?.find((field) => field.name.value === 'webhooks')
      ?.directives?.find((directive) => directive.name.value === 'listSize');
    const assumed = listSize?.arguments?.find((argument) => argument.name.value === 'assumedSize')?.value;
    expect(assumed).toMatchObject({ kind: Kind.INT, value: String(MAX_WEBHOOKS_PER_BOARD) });
  });
});

describe('change_item_position', () => {
  it('charges one point per neighbour it renumbers to make room, and nothing when the gap has room', async () => {
    const { context, items } = await contextFor([board]);
    const charged: number[] = [];
    context.work = { chargeWork: async (_account: string, points: number) => void charged.push(points) };
    const made: ItemRecord[] = [];
    for (let n = 0; n < 30; n += 1) made.push(await created(context, items));
    const ranks = async () =>
      new Map([...(await items.held()).values()].map((item) => [item._id, rankOf(item._id, item.position)]));

    // Each one placed right after the first item halves the gap there, until it has no room left.
    let renumbered = 0;
    for (const moving of made.slice(2)) {
      const before = await ranks();
      await Mutation.change_item_position(
        {},
        { item_id: moving._id, relative_to: made[0]._id, position_relative_method: 'after_at' },
        context,
      );
      const after = await ranks();
      renumbered += [...after].filter(([id, rank]) => id !== moving._id && before.get(id) !== rank).length;
    }
    expect(renumbered).toBeGreaterThan(0);
    expect(charged.reduce((sum, points) => sum + points, 0)).toBe(renumbered);

    // The bottom of a group always has room: nothing more is charged.
    const count = charged.length;
    await Mutation.change_item_position(
      {},
      { item_id: made[1]._id, group_id: 'topics', group_top: false },
      context,
    );
    expect(charged).toHaveLength(count);
  });
});
