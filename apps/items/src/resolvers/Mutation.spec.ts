import { testScope } from '@workapi/testing';
import type { BoardAccess, ItemsContext } from '../context';
import type { ItemsRepository } from '../data/items';
import { Mutation } from './Mutation';

const board: BoardAccess = {
  id: '1000000001',
  state: 'active',
  groups: [
    { id: 'archived_group', archived: true },
    { id: 'topics', archived: false },
  ],
};

function contextFor(
  access: BoardAccess | null,
  writeValues: (payload: unknown) => unknown = () => ({ ok: true }),
) {
  const items = {
    createPending: jest.fn(async (inputs: Array<{ boardId: string; groupId: string; name: string }>) =>
      inputs.map((input, index) => ({
        _id: `200000000${index + 1}`,
        board_id: input.boardId,
        group_id: input.groupId,
        name: input.name,
        pending: true,
      })),
    ),
    publish: jest.fn(async () => undefined),
    discard: jest.fn(async () => undefined),
  };
  const scope = testScope({ 'boards/board-access': () => access, 'columns/write-values': writeValues });
  const context: ItemsContext = { ...scope, items: items as unknown as ItemsRepository, pager: null };
  return { context, items, calls: scope.calls };
}

describe('create_item', () => {
  it('puts the item in the first active group when none is given and publishes it', async () => {
    const { context, items } = contextFor(board);
    const item = await Mutation.create_item({}, { board_id: '1000000001', item_name: 'Task' }, context);
    expect(items.createPending).toHaveBeenCalledWith([
      { boardId: '1000000001', groupId: 'topics', name: 'Task' },
    ]);
    expect(items.publish).toHaveBeenCalledWith(['2000000001']);
    expect(item.pending).toBeUndefined();
  });

  it('rejects names outside 1..255 characters and malformed column_values before asking anyone', async () => {
    const { context, calls } = contextFor(board);
    for (const name of ['', 'x'.repeat(256)]) {
      await expect(
        Mutation.create_item({}, { board_id: '1', item_name: name }, context),
      ).rejects.toMatchObject({
        extensions: { code: 'ItemNameTooLongException' },
      });
    }
    await expect(
      Mutation.create_item({}, { board_id: '1', item_name: 'x', column_values: '{"status": ' }, context),
    ).rejects.toMatchObject({ extensions: { code: 'InvalidArgumentException' } });
    expect(calls).toEqual([]);
  });

  it('rejects a board the caller cannot see and a group the board does not have', async () => {
    await expect(
      Mutation.create_item({}, { board_id: '9', item_name: 'x' }, contextFor(null).context),
    ).rejects.toMatchObject({
      extensions: { code: 'InvalidBoardIdException' },
    });
    const { context, items } = contextFor(board);
    await expect(
      Mutation.create_item({}, { board_id: '1000000001', item_name: 'x', group_id: 'nope' }, context),
    ).rejects.toMatchObject({ extensions: { code: 'ResourceNotFoundException' } });
    expect(items.createPending).not.toHaveBeenCalled();
  });

  it('discards the invisible item when the columns subgraph refuses its values', async () => {
    const refusal = Object.assign(new Error('bad status'), { extensions: { code: 'ColumnValueException' } });
    const { context, items } = contextFor(board, () => {
      throw refusal;
    });
    await expect(
      Mutation.create_item(
        {},
        { board_id: '1000000001', item_name: 'x', column_values: '{"status": {"label": "Nope"}}' },
        context,
      ),
    ).rejects.toBe(refusal);
    expect(items.discard).toHaveBeenCalledWith(['2000000001']);
    expect(items.publish).not.toHaveBeenCalled();
  });
});
