import { Kind, type ObjectTypeDefinitionNode } from 'graphql';
import type { ColumnDefinition } from '@workapi/column-types';
import type { BoardFacts } from '@workapi/reference';
import { columnOf, testScope } from '@workapi/testing';
import type { ItemsContext } from '../context';
import type { ItemRecord, ItemsRepository } from '../data/items';
import type { WebhooksRepository } from '../data/webhooks';
import type { WebhookSender } from '../webhooks/sender';
import { typeDefs } from '../subgraph';
import { Mutation } from './Mutation';
import { MAX_WEBHOOKS_PER_BOARD } from './webhooks';

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
const stored: ItemRecord = {
  _id: '2000000001',
  account_id: '1',
  board_id: BOARD,
  group_id: 'topics',
  name: 'Task',
  state: 'active',
  creator_id: '2',
  created_at: new Date(0),
  updated_at: new Date(0),
};

function contextFor(boards: BoardFacts[], calls: Record<string, (payload: unknown) => unknown> = {}) {
  const items = {
    create: jest.fn(async (input: { boardId: string; groupId: string; name: string; values: unknown[] }) => ({
      ...stored,
      board_id: input.boardId,
      group_id: input.groupId,
      name: input.name,
    })),
    byId: { load: jest.fn(async (id: string) => (id === stored._id ? stored : null)) },
    writeValues: jest.fn(async (_id: string, _values: unknown[], name?: string) => ({
      ...stored,
      name: name ?? stored.name,
    })),
  };
  const scope = testScope(calls, { boards, columns: { [BOARD]: columns } });
  // No webhook on the board: the writes carry no outbox entries.
  const webhooks = {
    repository: { ofBoard: async () => [] } as unknown as WebhooksRepository,
    sender: {} as WebhookSender,
    allowPrivate: false,
  };
  const context: ItemsContext = {
    ...scope,
    items: { ...items, write: items } as unknown as ItemsRepository,
    subitems: null,
    updates: null,
    pager: null,
    webhooks,
  };
  return { context, items, calls: scope.calls };
}

describe('create_item', () => {
  it('puts the item, with its values, in the first active group when none is given, in one insert', async () => {
    const { context, items, calls } = contextFor([board]);
    await Mutation.create_item(
      {},
      { board_id: BOARD, item_name: 'Task', column_values: '{"status": "Done", "text": "hi"}' },
      context,
    );
    expect(items.create).toHaveBeenCalledWith(
      {
        boardId: BOARD,
        groupId: 'topics',
        name: 'Task',
        values: [
          { key: 'status', value: expect.objectContaining({ index: 1 }), lookup: ['status:1'] },
          { key: 'text', value: 'hi', lookup: ['text:hi'] },
        ],
      },
      expect.any(Function),
    );
    expect(calls).toEqual([]);
  });

  it('rejects names outside 1..255 characters and malformed column_values before anything else', async () => {
    const { context, items } = contextFor([board]);
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
    expect(items.create).not.toHaveBeenCalled();
  });

  it('rejects a board the caller cannot see and a group the board does not have', async () => {
    const hidden = { ...board, kind: 'private' as const, owner_ids: ['9'], subscriber_ids: ['9'] };
    await expect(
      Mutation.create_item({}, { board_id: BOARD, item_name: 'x' }, contextFor([hidden]).context),
    ).rejects.toMatchObject({ extensions: { code: 'InvalidBoardIdException' } });
    const { context, items } = contextFor([board]);
    await expect(
      Mutation.create_item({}, { board_id: BOARD, item_name: 'x', group_id: 'nope' }, context),
    ).rejects.toMatchObject({ extensions: { code: 'ResourceNotFoundException' } });
    expect(items.create).not.toHaveBeenCalled();
  });

  it('inserts nothing when a value is refused', async () => {
    const { context, items } = contextFor([board]);
    await expect(
      Mutation.create_item(
        {},
        { board_id: BOARD, item_name: 'x', column_values: '{"status": {"label": "Nope"}}' },
        context,
      ),
    ).rejects.toMatchObject({ extensions: { code: 'ColumnValueException' } });
    expect(items.create).not.toHaveBeenCalled();
  });

  it('has a new label added to its column by the columns subgraph, then stores the index it got', async () => {
    const asked: unknown[] = [];
    const { context, items } = contextFor([board], {
      // Another writer's label took index 2 meanwhile: ours comes back as 3.
      'columns/add-labels': (payload) => {
        asked.push(payload);
        return {
          ...status,
          settings: { labels: { '0': 'Working on it', '1': 'Done', '2': 'Theirs', '3': 'Ours' } },
        };
      },
    });
    await Mutation.create_item(
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
      { board_id: BOARD, column_id: 'status', requested: [{ input: 'Ours', form: 'simple' }] },
    ]);
    expect(items.create.mock.calls[0][0].values).toEqual([
      { key: 'status', value: expect.objectContaining({ index: 3 }), lookup: ['status:3'] },
    ]);
  });
});

describe('change_multiple_column_values', () => {
  it('checks every value first, then stores them with the new name in one write', async () => {
    const { context, items } = contextFor([board]);
    const item = await Mutation.change_multiple_column_values(
      {},
      { board_id: BOARD, item_id: stored._id, column_values: { name: 'Renamed', text: 'new' } },
      context,
    );
    expect(items.writeValues).toHaveBeenCalledWith(
      stored._id,
      [{ key: 'text', value: 'new', lookup: ['text:new'] }],
      'Renamed',
      {},
    );
    expect(item.name).toBe('Renamed');
    await expect(
      Mutation.change_multiple_column_values(
        {},
        { board_id: BOARD, item_id: stored._id, column_values: { text: 'ok', status: 'Nope' } },
        context,
      ),
    ).rejects.toMatchObject({ extensions: { code: 'ColumnValueException' } });
    expect(items.writeValues).toHaveBeenCalledTimes(1);
  });

  it('refuses an item of another board, and a board the caller cannot see', async () => {
    const other = { ...board, id: '1000000002' };
    const { context } = contextFor([board, other]);
    await expect(
      Mutation.change_simple_column_value(
        {},
        { board_id: '1000000002', item_id: stored._id, column_id: 'text', value: 'x' },
        context,
      ),
    ).rejects.toMatchObject({ extensions: { code: 'ResourceNotFoundException' } });
    await expect(
      Mutation.change_simple_column_value(
        {},
        { board_id: '1000000003', item_id: stored._id, column_id: 'text', value: 'x' },
        context,
      ),
    ).rejects.toMatchObject({ extensions: { code: 'InvalidBoardIdException' } });
  });
});

describe('create_webhook', () => {
  it(`refuses a board's webhook past ${MAX_WEBHOOKS_PER_BOARD}, before sending the challenge`, async () => {
    const { context } = contextFor([board]);
    const challenge = jest.fn();
    const create = jest.fn();
    const full = {
      ...context,
      webhooks: {
        repository: {
          countOfBoard: async () => MAX_WEBHOOKS_PER_BOARD,
          create,
        } as unknown as WebhooksRepository,
        sender: { challenge } as unknown as WebhookSender,
        allowPrivate: true,
      },
    };
    await expect(
      Mutation.create_webhook(
        {},
        { board_id: BOARD, url: 'http://127.0.0.1/hook', event: 'create_item' },
        full,
      ),
    ).rejects.toMatchObject({
      extensions: { code: 'InvalidArgumentException' },
      message: expect.stringContaining(`already has ${MAX_WEBHOOKS_PER_BOARD} webhooks`),
    });
    expect(challenge).not.toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
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
