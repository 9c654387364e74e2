import DataLoader from 'dataloader';
import type { ReferencePublisher } from '@workapi/reference';
import { testScope } from '@workapi/testing';
import type { BoardsContext } from '../context';
import { BOARD_ID_BASE, type BoardRecord, type BoardsRepository } from '../data/boards';
import { Mutation } from './Mutation';

/**
 * The boards the resolvers store, held in memory: what a test asserts is what the store holds
 * afterwards, so a resolver that stores the wrong thing, or answers something else than what it
 * stored, fails it. Who may see a board and its default groups are the repository's work, not the
 * resolvers': here every board is the caller's.
 */
class BoardsInMemory {
  readonly held = new Map<string, BoardRecord>();
  readonly byId = new DataLoader<string, BoardRecord | null>(async (ids) =>
    ids.map((id) => structuredClone(this.held.get(id) ?? null)),
  );

  async create(input: Parameters<BoardsRepository['create']>[0]): Promise<BoardRecord> {
    const now = new Date();
    const board: BoardRecord = {
      _id: String(BOARD_ID_BASE + this.held.size + 1),
      account_id: '1',
      name: input.name,
      description: input.description,
      board_kind: input.kind,
      state: 'active',
      creator_id: '2',
      owner_ids: ['2'],
      subscriber_ids: ['2'],
      groups: [],
      created_at: now,
      updated_at: now,
    };
    this.held.set(board._id, board);
    return structuredClone(board);
  }

  async update(id: string, change: Parameters<BoardsRepository['update']>[1]): Promise<BoardRecord | null> {
    const board = this.held.get(id);
    if (!board) return null;
    Object.assign(board, change, { updated_at: new Date() });
    this.byId.clear(id);
    return structuredClone(board);
  }
}

function contextWith() {
  const boards = new BoardsInMemory();
  const scope = testScope();
  const context: BoardsContext = {
    ...scope,
    accounts: {} as BoardsContext['accounts'],
    teams: {} as BoardsContext['teams'],
    workspaces: {} as BoardsContext['workspaces'],
    folders: {} as BoardsContext['folders'],
    operations: {} as BoardsContext['operations'],
    boards: boards as unknown as BoardsRepository,
    users: null,
    account: null,
    publicUrl: 'http://api.test',
    publisher: {} as ReferencePublisher,
  };
  return { context, boards, calls: scope.calls };
}

describe('create_board', () => {
  it('stores the board under its trimmed name, on its own, and answers the board stored', async () => {
    const { context, boards, calls } = contextWith();
    const answer = await Mutation.create_board({}, { board_name: '  Plan ', board_kind: 'private' }, context);
    expect([...boards.held.values()]).toEqual([
      expect.objectContaining({ _id: answer._id, name: 'Plan', board_kind: 'private', description: null }),
    ]);
    expect(answer).toEqual(boards.held.get(answer._id));
    // Its columns are the default ones until someone changes them: nothing is asked of the columns subgraph.
    expect(calls).toEqual([]);
  });

  it('keeps the description given', async () => {
    const { context, boards } = contextWith();
    const { _id } = await Mutation.create_board(
      {},
      { board_name: 'Plan', board_kind: 'public', description: 'Q3' },
      context,
    );
    expect(boards.held.get(_id)?.description).toBe('Q3');
  });

  it('refuses an empty name and stores nothing', async () => {
    const { context, boards } = contextWith();
    await expect(
      Mutation.create_board({}, { board_name: '   ', board_kind: 'public' }, context),
    ).rejects.toMatchObject({ extensions: { code: 'InvalidArgumentException' } });
    expect(boards.held.size).toBe(0);
  });
});

describe('update_board', () => {
  it('renames the board stored, trimmed, and answers monday.com’s undo record of it', async () => {
    const { context, boards } = contextWith();
    const { _id } = await Mutation.create_board({}, { board_name: 'Plan', board_kind: 'public' }, context);
    const answer = await Mutation.update_board(
      {},
      { board_id: _id, board_attribute: 'name', new_value: ' Roadmap ' },
      context,
    );
    expect(boards.held.get(_id)?.name).toBe('Roadmap');
    expect(JSON.parse(answer)).toMatchObject({
      success: true,
      undo_data: { action_type: 'modify_project', entity_type: 'Board', entity_id: Number(_id) },
    });
    await Mutation.update_board(
      {},
      { board_id: _id, board_attribute: 'description', new_value: 'Q4' },
      context,
    );
    expect(boards.held.get(_id)).toMatchObject({ name: 'Roadmap', description: 'Q4' });
  });

  it('refuses a deleted board, an unknown one and an empty name, leaving the boards as they were', async () => {
    const { context, boards } = contextWith();
    const { _id: kept } = await Mutation.create_board(
      {},
      { board_name: 'Kept', board_kind: 'public' },
      context,
    );
    const { _id: gone } = await Mutation.create_board(
      {},
      { board_name: 'Gone', board_kind: 'public' },
      context,
    );
    await boards.update(gone, { state: 'deleted' });
    const before = structuredClone([...boards.held.values()]);
    for (const board_id of [gone, '1999999999'])
      await expect(
        Mutation.update_board({}, { board_id, board_attribute: 'name', new_value: 'New' }, context),
      ).rejects.toMatchObject({ extensions: { code: 'InvalidBoardIdException' } });
    await expect(
      Mutation.update_board({}, { board_id: kept, board_attribute: 'name', new_value: ' ' }, context),
    ).rejects.toMatchObject({ extensions: { code: 'InvalidArgumentException' } });
    expect([...boards.held.values()]).toEqual(before);
  });
});
