import pino from 'pino';
import type { BoardsContext } from '../context';
import type { BoardRecord, BoardsRepository } from '../data/boards';
import { Mutation } from './Mutation';

function contextWith(createDefaultColumns: () => Promise<void>) {
  const board = { _id: '1000000001', name: 'Plan', pending: true } as BoardRecord;
  const boards = {
    createPending: jest.fn(async () => ({ ...board })),
    publish: jest.fn(async () => undefined),
    discard: jest.fn(async () => undefined),
  };
  const context = {
    requestId: 'r',
    apiVersion: '2026-07',
    caller: { accountId: '1', userId: '2', tier: 'pro' },
    logger: pino({ level: 'silent' }),
    accounts: {} as BoardsContext['accounts'],
    boards: boards as unknown as BoardsRepository,
    columns: { createDefaultColumns },
  } satisfies BoardsContext;
  return { context, boards };
}

describe('create_board', () => {
  it('publishes the board once its default columns exist', async () => {
    const { context, boards } = contextWith(async () => undefined);
    const board = await Mutation.create_board({}, { board_name: '  Plan ', board_kind: 'public' }, context);
    expect(boards.createPending).toHaveBeenCalledWith({ name: 'Plan', kind: 'public', description: null });
    expect(boards.publish).toHaveBeenCalledWith('1000000001');
    expect(board.pending).toBeUndefined();
  });

  it('discards the invisible board when the columns subgraph fails, leaving nothing behind', async () => {
    const { context, boards } = contextWith(async () => {
      throw new Error('columns subgraph unreachable');
    });
    await expect(
      Mutation.create_board({}, { board_name: 'Plan', board_kind: 'public' }, context),
    ).rejects.toThrow('columns subgraph unreachable');
    expect(boards.discard).toHaveBeenCalledWith('1000000001');
    expect(boards.publish).not.toHaveBeenCalled();
  });

  it('rejects an empty or over-long name before writing anything', async () => {
    const { context, boards } = contextWith(async () => undefined);
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
