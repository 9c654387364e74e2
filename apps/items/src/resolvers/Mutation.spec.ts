import pino from 'pino';
import type { BoardAccess, ItemsContext } from '../context';
import type { ItemsRepository } from '../data/items';
import { Mutation } from './Mutation';

function contextFor(board: BoardAccess | null) {
  const items = { create: jest.fn(async (input) => ({ _id: '2000000001', ...input })) };
  const boardAccess = jest.fn(async () => board);
  const context: ItemsContext = {
    requestId: 'r',
    apiVersion: '2026-07',
    caller: { accountId: '1', userId: '2', tier: 'pro' },
    logger: pino({ level: 'silent' }),
    items: items as unknown as ItemsRepository,
    boardAccess,
  };
  return { context, items, boardAccess };
}

const board: BoardAccess = {
  id: '1000000001',
  groups: [
    { id: 'archived_group', archived: true },
    { id: 'topics', archived: false },
  ],
};

describe('create_item', () => {
  it('puts the item in the first active group when none is given', async () => {
    const { context, items } = contextFor(board);
    await Mutation.create_item({}, { board_id: '1000000001', item_name: 'Task' }, context);
    expect(items.create).toHaveBeenCalledWith({ boardId: '1000000001', groupId: 'topics', name: 'Task' });
  });

  it('rejects names outside 1..255 characters without asking the boards subgraph', async () => {
    const { context, boardAccess } = contextFor(board);
    for (const name of ['', 'x'.repeat(256)]) {
      await expect(
        Mutation.create_item({}, { board_id: '1', item_name: name }, context),
      ).rejects.toMatchObject({
        extensions: { code: 'ItemNameTooLongException' },
      });
    }
    expect(boardAccess).not.toHaveBeenCalled();
  });

  it('rejects a board the caller cannot see and a group the board does not have', async () => {
    await expect(
      Mutation.create_item({}, { board_id: '9', item_name: 'x' }, contextFor(null).context),
    ).rejects.toMatchObject({ extensions: { code: 'InvalidBoardIdException' } });
    const { context, items } = contextFor(board);
    await expect(
      Mutation.create_item({}, { board_id: '1000000001', item_name: 'x', group_id: 'nope' }, context),
    ).rejects.toMatchObject({ extensions: { code: 'ResourceNotFoundException' } });
    expect(items.create).not.toHaveBeenCalled();
  });
});
