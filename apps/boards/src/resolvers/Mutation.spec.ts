import { testScope } from '@workapi/testing';
import type { BoardsContext } from '../context';
import type { BoardRecord, BoardsRepository } from '../data/boards';
import { Mutation } from './Mutation';

function contextWith(defaultColumns: () => unknown) {
  const board = { _id: '1000000001', name: 'Plan', pending: true } as BoardRecord;
  const boards = {
    createPending: jest.fn(async () => ({ ...board })),
    publish: jest.fn(async () => undefined),
    discard: jest.fn(async () => undefined),
  };
  const scope = testScope({ 'columns/default-columns': defaultColumns });
  const context: BoardsContext = {
    ...scope,
    accounts: {} as BoardsContext['accounts'],
    operations: {} as BoardsContext['operations'],
    boards: boards as unknown as BoardsRepository,
    users: null,
  };
  return { context, boards, calls: scope.calls };
}

describe('create_board', () => {
  it('publishes the board once its default columns exist', async () => {
    const { context, boards, calls } = contextWith(() => ({ ok: true }));
    const board = await Mutation.create_board({}, { board_name: '  Plan ', board_kind: 'public' }, context);
    expect(boards.createPending).toHaveBeenCalledWith({ name: 'Plan', kind: 'public', description: null });
    expect(calls).toEqual(['columns/default-columns']);
    expect(boards.publish).toHaveBeenCalledWith('1000000001');
    expect(board.pending).toBeUndefined();
  });

  it('discards the invisible board when the columns subgraph fails, leaving nothing behind', async () => {
    const { context, boards } = contextWith(() => {
      throw new Error('columns subgraph unreachable');
    });
    await expect(
      Mutation.create_board({}, { board_name: 'Plan', board_kind: 'public' }, context),
    ).rejects.toThrow('columns subgraph unreachable');
    expect(boards.discard).toHaveBeenCalledWith('1000000001');
    expect(boards.publish).not.toHaveBeenCalled();
  });

  it('rejects an empty or over-long name before writing anything', async () => {
    const { context, boards } = contextWith(() => ({ ok: true }));
    for (const name of ['   ', 'x'.repeat(256)]) {
      await expect(
        Mutation.create_board({}, { board_name: name, board_kind: 'public' }, context),
      ).rejects.toMatchObject({
        extensions: { code: 'InvalidArgumentException' },
      });
    }
    expect(boards.createPending).not.toHaveBeenCalled();
  });
});
