import type { ReferencePublisher } from '@workapi/reference';
import { testScope } from '@workapi/testing';
import type { BoardsContext } from '../context';
import type { BoardRecord, BoardsRepository } from '../data/boards';
import { Mutation } from './Mutation';

function contextWith() {
  const board = { _id: '1000000001', name: 'Plan' } as BoardRecord;
  const boards = { create: jest.fn(async () => ({ ...board })) };
  const scope = testScope();
  const context: BoardsContext = {
    ...scope,
    accounts: {} as BoardsContext['accounts'],
    operations: {} as BoardsContext['operations'],
    boards: boards as unknown as BoardsRepository,
    users: null,
    publisher: {} as ReferencePublisher,
  };
  return { context, boards, calls: scope.calls };
}

describe('create_board', () => {
  it('makes the board on its own: its columns are the default ones until someone changes them', async () => {
    const { context, boards, calls } = contextWith();
    const board = await Mutation.create_board({}, { board_name: '  Plan ', board_kind: 'public' }, context);
    expect(boards.create).toHaveBeenCalledWith({ name: 'Plan', kind: 'public', description: null });
    expect(board._id).toBe('1000000001');
    expect(calls).toEqual([]);
  });

  it('refuses an empty name before storing anything', async () => {
    const { context, boards } = contextWith();
    await expect(
      Mutation.create_board({}, { board_name: '   ', board_kind: 'public' }, context),
    ).rejects.toMatchObject({ extensions: { code: 'InvalidArgumentException' } });
    expect(boards.create).not.toHaveBeenCalled();
  });
});
