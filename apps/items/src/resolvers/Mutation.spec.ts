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
  const inserted: unknown[] = [];
  // Like ItemsRepository.create: `prepare` with the new id, then the insert only if it succeeded.
  const items = {
    create: jest.fn(
      async (
        input: { boardId: string; groupId: string; name: string },
        prepare: (id: string) => Promise<void>,
      ) => {
        await prepare('2000000001');
        const item = {
          _id: '2000000001',
          board_id: input.boardId,
          group_id: input.groupId,
          name: input.name,
        };
        inserted.push(item);
        return item;
      },
    ),
  };
  const scope = testScope({ 'boards/board-access': () => access, 'columns/write-values': writeValues });
  const context: ItemsContext = { ...scope, items: items as unknown as ItemsRepository, pager: null };
  return { context, items, inserted, calls: scope.calls };
}

describe('create_item', () => {
  it('puts the item in the first active group when none is given, visible at once', async () => {
    const { context, items, inserted } = contextFor(board);
    const item = await Mutation.create_item({}, { board_id: '1000000001', item_name: 'Task' }, context);
    expect(items.create).toHaveBeenCalledWith(
      { boardId: '1000000001', groupId: 'topics', name: 'Task' },
      expect.any(Function),
    );
    expect(inserted).toEqual([item]);
    expect(item).not.toHaveProperty('pending');
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
    expect(items.create).not.toHaveBeenCalled();
  });

  it('stores the values under the new id first, and inserts nothing when they are refused', async () => {
    const refusal = Object.assign(new Error('bad status'), { extensions: { code: 'ColumnValueException' } });
    const asked: unknown[] = [];
    const { context, inserted } = contextFor(board, (payload) => {
      asked.push(payload);
      throw refusal;
    });
    await expect(
      Mutation.create_item(
        {},
        { board_id: '1000000001', item_name: 'x', column_values: '{"status": {"label": "Nope"}}' },
        context,
      ),
    ).rejects.toBe(refusal);
    expect(asked).toEqual([expect.objectContaining({ board_id: '1000000001', item_id: '2000000001' })]);
    expect(inserted).toEqual([]);
  });
});
