import { DomainError } from '@workapi/errors';
import { InternalCallError, type InternalCaller } from '@workapi/internal';
import { createLogger } from '@workapi/logging';
import type { FoldersRepository, WorkspacesRepository } from '@workapi/accounts';
import type { BoardsRepository } from './data/boards';
import type { OperationRecord, OperationsRepository } from './data/operations';
import { runOperation } from './operations';

const op: OperationRecord = {
  _id: 'op_1',
  kind: 'delete_board',
  account_id: '1',
  user_id: '1',
  tier: 'pro',
  board_id: '1000000001',
  prior: { board_state: 'archived' },
  attempts: 1,
  next_at: new Date(),
  created_at: new Date(),
};

/** The items subgraph's side: `items` answers each step by its kind (retire, restore, copy). */
function deps(items: (step: string) => unknown) {
  const calls: string[] = [];
  const call = (async (endpoint: { name: string }, payload: { step: { kind: string } }) => {
    calls.push(`${endpoint.name} ${payload.step.kind}`);
    return items(payload.step.kind);
  }) as unknown as InternalCaller;
  const boards = { update: jest.fn(async () => null) };
  const operations = { later: jest.fn(async () => undefined), finish: jest.fn(async () => undefined) };
  return {
    calls,
    boards,
    operations,
    deps: {
      boards: boards as unknown as BoardsRepository,
      folders: {} as FoldersRepository,
      workspaces: {} as WorkspacesRepository,
      operations: operations as unknown as OperationsRepository,
      call,
      logger: createLogger('test', 'silent'),
    },
  };
}

afterEach(() => jest.restoreAllMocks());

describe('runOperation', () => {
  it('removes the operation once every step is done', async () => {
    const run = deps(() => ({ copies: 0 }));
    await expect(runOperation(op, run.deps)).resolves.toBe('done');
    expect(run.boards.update).toHaveBeenCalledWith('1000000001', { state: 'deleted' });
    expect(run.calls).toEqual(['operation-items retire']);
    expect(run.operations.finish).toHaveBeenCalledWith('op_1');
  });

  it('reads a timeout as unsettled: nothing undone, the reconciler finishes it later', async () => {
    let now = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const run = deps(() => {
      now += 12_000; // the step waited out its whole timeout
      throw Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
    });
    await expect(runOperation(op, run.deps)).resolves.toBe('later');
    expect(run.calls).toEqual(['operation-items retire']);
    expect(run.boards.update).toHaveBeenCalledTimes(1);
    expect(run.operations.later).toHaveBeenCalledWith('op_1', 1_000);
    expect(run.operations.finish).not.toHaveBeenCalled();
  });

  it('tries a step that failed at once (the other side restarting) once more before handing it over', async () => {
    let attempts = 0;
    const run = deps(() => {
      attempts += 1;
      if (attempts === 1) throw new InternalCallError('internal call operation-items answered 503', true);
      return { ok: true };
    });
    await expect(runOperation(op, run.deps)).resolves.toBe('done');
    expect(run.calls).toEqual(['operation-items retire', 'operation-items retire']);
  });

  it('undoes exactly on a refusal: the items restored and the board back to its own state', async () => {
    const run = deps((name) => {
      if (name === 'retire') throw new DomainError('InvalidBoardIdException', 'no such board');
      return { ok: true };
    });
    await expect(runOperation(op, run.deps)).rejects.toThrow('no such board');
    expect(run.calls).toEqual(['operation-items retire', 'operation-items restore']);
    expect(run.boards.update).toHaveBeenLastCalledWith('1000000001', { state: 'archived' });
    expect(run.operations.finish).toHaveBeenCalledWith('op_1');
  });
});
