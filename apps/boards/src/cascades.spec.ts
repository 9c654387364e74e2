import { DomainError } from '@workapi/errors';
import { InternalCallError, type InternalCaller } from '@workapi/internal';
import { createLogger } from '@workapi/logging';
import { FoldersRepository, WorkspacesRepository } from '@workapi/accounts';
import { memoryDb } from '@workapi/testing';
import { BoardsRepository } from './data/boards';
import type { CascadeRecord, CascadesRepository } from './data/cascades';
import { runCascade } from './cascades';

const op: CascadeRecord = {
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
  const cascades = { later: jest.fn(async () => undefined), finish: jest.fn(async () => undefined) };
  return {
    calls,
    boards,
    cascades,
    deps: {
      boards: boards as unknown as BoardsRepository,
      folders: {} as FoldersRepository,
      workspaces: {} as WorkspacesRepository,
      cascades: cascades as unknown as CascadesRepository,
      call,
      logger: createLogger('test', 'silent'),
    },
  };
}

afterEach(() => jest.restoreAllMocks());

describe('runCascade', () => {
  describe('duplicate_board', () => {
    const duplication: CascadeRecord = {
      ...op,
      kind: 'duplicate_board',
      copy_board_id: '1000000002',
      with_items: true,
      prior: undefined,
    };
    /**
     * The items subgraph answers copy_board with `more` for the first `batches` calls; the source
     * board is `source`, and a subitems board made for the copy is 1000000004.
     */
    function copying(batches: number, source: { subitems_board_id?: string } = {}) {
      let left = batches;
      const run = deps((kind) => (kind === 'copy_board' ? { copies: 0, more: left-- > 0 } : { copies: 0 }));
      const boards = {
        ...run.boards,
        reveal: jest.fn(async () => undefined),
        byId: { load: async () => source },
        subitemsBoardOf: jest.fn(async () => ({ _id: '1000000004' })),
      };
      const payloads: unknown[] = [];
      // The columns step has no `step`: answered as done.
      type Call = (endpoint: { name: string }, payload: { step?: { kind: string } }) => Promise<unknown>;
      const items = run.deps.call as unknown as Call;
      const call = (async (endpoint, payload) => {
        payloads.push(payload);
        if (payload.step) return items(endpoint, payload);
        run.calls.push(endpoint.name);
        return { columns: 3 };
      }) as Call as unknown as InternalCaller;
      return {
        ...run,
        boards,
        payloads,
        deps: { ...run.deps, call, boards: boards as unknown as BoardsRepository },
      };
    }

    it('copies the columns, shows the board, then copies the items: done within the run', async () => {
      const run = copying(1);
      await expect(runCascade(duplication, run.deps)).resolves.toBe('done');
      expect(run.calls).toEqual(['copy-columns', 'operation-items copy_board', 'operation-items copy_board']);
      expect(run.boards.reveal).toHaveBeenCalledWith('1000000002');
      expect(run.cascades.finish).toHaveBeenCalledWith('op_1');
    });

    it('gives the copy of a board with subitems a subitems board with their columns, and copies them', async () => {
      const run = copying(0, { subitems_board_id: '1000000003' });
      await expect(runCascade(duplication, run.deps)).resolves.toBe('done');
      expect(run.boards.subitemsBoardOf).toHaveBeenCalledWith('1000000002');
      expect(run.payloads).toEqual([
        { from_board_id: '1000000001', to_board_id: '1000000002' },
        { from_board_id: '1000000003', to_board_id: '1000000004' },
        expect.objectContaining({
          step: expect.objectContaining({
            kind: 'copy_board',
            subitems: { from_board: '1000000003', to_board: '1000000004' },
          }),
        }),
      ]);
    });

    it('hands a board with more items than a run copies to the reconciler at once, nothing undone', async () => {
      const run = copying(5);
      await expect(runCascade(duplication, run.deps)).resolves.toBe('later');
      expect(run.calls.filter((entry) => entry.endsWith('copy_board'))).toHaveLength(2);
      expect(run.cascades.later).toHaveBeenCalledWith('op_1', 0);
      expect(run.cascades.finish).not.toHaveBeenCalled();
      expect(run.boards.update).not.toHaveBeenCalled();
    });
  });

  it('removes the cascade once every step is done', async () => {
    const run = deps(() => ({ copies: 0 }));
    await expect(runCascade(op, run.deps)).resolves.toBe('done');
    expect(run.boards.update).toHaveBeenCalledWith('1000000001', { state: 'deleted' });
    expect(run.calls).toEqual(['operation-items retire']);
    expect(run.cascades.finish).toHaveBeenCalledWith('op_1');
  });

  it('reads a timeout as unsettled: nothing undone, the reconciler finishes it later', async () => {
    let now = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const run = deps(() => {
      now += 12_000; // the step waited out its whole timeout
      throw Object.assign(new Error('The cascade was aborted due to timeout'), { name: 'TimeoutError' });
    });
    await expect(runCascade(op, run.deps)).resolves.toBe('later');
    expect(run.calls).toEqual(['operation-items retire']);
    expect(run.boards.update).toHaveBeenCalledTimes(1);
    expect(run.cascades.later).toHaveBeenCalledWith('op_1', 1_000);
    expect(run.cascades.finish).not.toHaveBeenCalled();
  });

  it('tries a step that failed at once (the other side restarting) once more before handing it over', async () => {
    let attempts = 0;
    const run = deps(() => {
      attempts += 1;
      if (attempts === 1) throw new InternalCallError('internal call operation-items answered 503', true);
      return { ok: true };
    });
    await expect(runCascade(op, run.deps)).resolves.toBe('done');
    expect(run.calls).toEqual(['operation-items retire', 'operation-items retire']);
  });

  it('undoes exactly on a refusal: the items restored and the board back to its own state', async () => {
    const run = deps((name) => {
      if (name === 'retire') throw new DomainError('InvalidBoardIdException', 'no such board');
      return { ok: true };
    });
    await expect(runCascade(op, run.deps)).rejects.toThrow('no such board');
    expect(run.calls).toEqual(['operation-items retire', 'operation-items restore']);
    expect(run.boards.update).toHaveBeenLastCalledWith('1000000001', { state: 'archived' });
    expect(run.cascades.finish).toHaveBeenCalledWith('op_1');
  });
});

/** A folder holding an active board, with a sub-folder holding an archived one, stored for real. */
async function folderWithBoards() {
  const db = memoryDb();
  const boards = new BoardsRepository(
    db,
    { accountId: '1', userId: '1', role: 'admin' },
    async () => undefined,
  );
  const folders = new FoldersRepository(db);
  const top = await folders.create('1', '1', { name: 'Top', workspaceId: null, parentFolderId: null });
  const sub = await folders.create('1', '1', { name: 'Sub', workspaceId: null, parentFolderId: top._id });
  const make = (name: string, folderId: string) =>
    boards.create({ name, kind: 'public', description: null, folderId });
  const [active, archived] = [await make('Active', top._id), await make('Archived', sub._id)];
  await boards.update(archived._id, { state: 'archived' });
  const deleting: CascadeRecord = {
    ...op,
    _id: 'op_folder',
    kind: 'delete_folder',
    board_id: undefined,
    folder_ids: [top._id, sub._id],
    prior: { board_states: { [active._id]: 'active', [archived._id]: 'archived' } },
  };
  const stateOf = async (id: string) =>
    (await boards.list({ ids: [id], state: 'all', limit: 1, page: 1 }))[0]?.state;
  return { boards, folders, top, sub, active, archived, deleting, stateOf };
}

describe('delete_folder', () => {
  it('left unfinished by a fault, finishes when run again: every board deleted, the folders removed', async () => {
    const stored = await folderWithBoards();
    let down = true;
    const run = deps(() => {
      if (down) throw new InternalCallError('internal call operation-items answered 503', true);
      return { copies: 0 };
    });
    const withRepositories = { ...run.deps, boards: stored.boards, folders: stored.folders };
    jest.spyOn(Date, 'now').mockReturnValueOnce(0); // the failure counts as slow: handed over at once
    await expect(runCascade(stored.deleting, withRepositories)).resolves.toBe('later');
    expect(await stored.stateOf(stored.active._id)).toBe('deleted');
    await expect(stored.folders.find('1', stored.sub._id)).rejects.toMatchObject({ kind: 'not_found' });
    down = false;
    run.calls.length = 0;
    await expect(runCascade(stored.deleting, withRepositories)).resolves.toBe('done');
    expect(run.calls).toEqual(['operation-items retire', 'operation-items retire']);
    expect(await stored.stateOf(stored.archived._id)).toBe('deleted');
    expect(await stored.folders.subtree('1', stored.top._id)).toEqual([stored.top._id]);
    expect(await stored.folders.list('1', { limit: 25, page: 1 })).toEqual([]);
  });

  it('undoes exactly on a refusal: each board back to its own state, the folders shown again', async () => {
    const stored = await folderWithBoards();
    const run = deps((name) => {
      if (name === 'retire') throw new DomainError('InvalidBoardIdException', 'no such board');
      return { ok: true };
    });
    const withRepositories = { ...run.deps, boards: stored.boards, folders: stored.folders };
    await expect(runCascade(stored.deleting, withRepositories)).rejects.toThrow('no such board');
    expect(await stored.stateOf(stored.active._id)).toBe('active');
    expect(await stored.stateOf(stored.archived._id)).toBe('archived');
    expect((await stored.folders.find('1', stored.sub._id)).name).toBe('Sub');
    expect(run.cascades.finish).toHaveBeenCalledWith('op_folder');
  });
});
