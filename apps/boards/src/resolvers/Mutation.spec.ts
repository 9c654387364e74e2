import { TagsRepository } from '@workapi/accounts';
import type { ReferencePublisher } from '@workapi/reference';
import { memoryDb, testScope } from '@workapi/testing';
import type { BoardsContext } from '../context';
import { BoardsRepository, type BoardRecord } from '../data/boards';
import { Mutation } from './Mutation';

/**
 * The resolvers on the real repository over an in-memory database: what a test asserts is what the
 * store holds afterwards, so a resolver that stores the wrong thing, or answers something else than
 * what it stored, fails it. The caller is the account's admin.
 */
function contextWith(role = 'admin') {
  const db = memoryDb();
  const boards = new BoardsRepository(db, { accountId: '1', userId: '2', role }, async () => undefined);
  const scope = testScope();
  const context: BoardsContext = {
    ...scope,
    caller: { accountId: '1', userId: '2', tier: 'pro', role },
    accounts: {} as BoardsContext['accounts'],
    teams: {} as BoardsContext['teams'],
    favorites: null,
    workspaces: {} as BoardsContext['workspaces'],
    folders: {} as BoardsContext['folders'],
    docs: null,
    tags: new TagsRepository(db),
    cascades: {} as BoardsContext['cascades'],
    duplicates: {} as BoardsContext['duplicates'],
    boards,
    users: null,
    account: null,
    publicUrl: 'http://api.test',
    publisher: {} as ReferencePublisher,
    audit: {} as BoardsContext['audit'],
    apiUse: {} as BoardsContext['apiUse'],
  };
  const stored = async () => {
    const all = await db.collection<BoardRecord>('boards').find({}).toArray();
    return new Map(all.map((board) => [board._id, board]));
  };
  return { context, boards, db, stored, calls: scope.calls };
}

describe('create_board', () => {
  it('stores the board under its trimmed name, on its own, and answers the board stored', async () => {
    const { context, stored, calls } = contextWith();
    const answer = await Mutation.create_board(
      {},
      { board_name: '  Plan ', board_kind: 'private', empty: false },
      context,
    );
    expect([...(await stored()).values()]).toEqual([
      expect.objectContaining({ _id: answer._id, name: 'Plan', board_kind: 'private', description: null }),
    ]);
    expect(answer).toEqual((await stored()).get(answer._id));
    // Its columns are the default ones until someone changes them: nothing is asked of the columns subgraph.
    expect(calls).toEqual([]);
  });

  it('keeps the description given', async () => {
    const { context, stored } = contextWith();
    const { _id } = await Mutation.create_board(
      {},
      { board_name: 'Plan', board_kind: 'public', description: 'Q3', empty: false },
      context,
    );
    expect((await stored()).get(_id)?.description).toBe('Q3');
  });

  it('refuses an empty name and stores nothing', async () => {
    const { context, stored } = contextWith();
    await expect(
      Mutation.create_board({}, { board_name: '   ', board_kind: 'public', empty: false }, context),
    ).rejects.toMatchObject({ extensions: { code: 'InvalidArgumentException' } });
    expect((await stored()).size).toBe(0);
  });
});

describe('update_board', () => {
  it('renames the board stored, trimmed, and answers monday.com’s undo record of it', async () => {
    const { context, stored } = contextWith();
    const { _id } = await Mutation.create_board(
      {},
      { board_name: 'Plan', board_kind: 'public', empty: false },
      context,
    );
    const answer = await Mutation.update_board(
      {},
      { board_id: _id, board_attribute: 'name', new_value: ' Roadmap ' },
      context,
    );
    expect((await stored()).get(_id)?.name).toBe('Roadmap');
    expect(JSON.parse(answer)).toMatchObject({
      success: true,
      undo_data: { action_type: 'modify_project', entity_type: 'Board', entity_id: Number(_id) },
    });
    await Mutation.update_board(
      {},
      { board_id: _id, board_attribute: 'description', new_value: 'Q4' },
      context,
    );
    expect((await stored()).get(_id)).toMatchObject({ name: 'Roadmap', description: 'Q4' });
  });

  it('refuses a deleted board, an unknown one and an empty name, leaving the boards as they were', async () => {
    const { context, boards, stored } = contextWith();
    const { _id: kept } = await Mutation.create_board(
      {},
      { board_name: 'Kept', board_kind: 'public', empty: false },
      context,
    );
    const { _id: gone } = await Mutation.create_board(
      {},
      { board_name: 'Gone', board_kind: 'public', empty: false },
      context,
    );
    await boards.update(gone, { state: 'deleted' });
    const before = [...(await stored()).values()];
    for (const board_id of [gone, '1999999999'])
      await expect(
        Mutation.update_board({}, { board_id, board_attribute: 'name', new_value: 'New' }, context),
      ).rejects.toMatchObject({ extensions: { code: 'InvalidBoardIdException' } });
    await expect(
      Mutation.update_board({}, { board_id: kept, board_attribute: 'name', new_value: ' ' }, context),
    ).rejects.toMatchObject({ extensions: { code: 'InvalidArgumentException' } });
    expect([...(await stored()).values()]).toEqual(before);
  });
});

describe('who may change a board', () => {
  it('refuses a viewer making a board, and a viewer changing one, storing nothing', async () => {
    const { context, db, stored } = contextWith('viewer');
    await expect(
      Mutation.create_board({}, { board_name: 'Plan', board_kind: 'public', empty: false }, context),
    ).rejects.toMatchObject({ extensions: { code: 'UserUnauthorizedException', status_code: 403 } });
    const admin = contextWith('admin');
    const { _id } = await Mutation.create_board(
      {},
      { board_name: 'Plan', board_kind: 'public', empty: false },
      admin.context,
    );
    const board = (await admin.stored()).get(_id) as BoardRecord;
    await db.collection<BoardRecord>('boards').insertOne(board);
    await expect(
      Mutation.update_board({}, { board_id: _id, board_attribute: 'name', new_value: 'Mine' }, context),
    ).rejects.toMatchObject({ extensions: { code: 'UserUnauthorizedException' } });
    expect((await stored()).get(_id)?.name).toBe('Plan');
  });
});

describe('create_or_get_tag', () => {
  it("makes a private board's tag its own and a public board's tag public, the same one when asked again", async () => {
    const { context } = contextWith();
    const board = async (kind: 'public' | 'private') =>
      (await Mutation.create_board({}, { board_name: kind, board_kind: kind, empty: false }, context))._id;
    const [open, closed] = [await board('public'), await board('private')];
    const tag = (board_id?: string) =>
      Mutation.create_or_get_tag({}, { tag_name: 'Launch', board_id }, context);
    const own = await tag(closed);
    expect(own).toMatchObject({ name: 'Launch', board_id: closed });
    expect(await tag(open)).toMatchObject({ board_id: null });
    expect((await tag(open))?._id).toBe((await tag())?._id);
    expect((await tag(closed))?._id).toBe(own?._id);
  });

  it('refuses a viewer', async () => {
    const { context } = contextWith('viewer');
    await expect(Mutation.create_or_get_tag({}, { tag_name: 'Launch' }, context)).rejects.toMatchObject({
      extensions: { code: 'UserUnauthorizedException' },
    });
  });
});

describe('a board read again after a change', () => {
  it('answers the board as stored now once its entry is cleared', async () => {
    const { context, boards } = contextWith();
    const { _id } = await Mutation.create_board(
      {},
      { board_name: 'Plan', board_kind: 'public', empty: false },
      context,
    );
    expect((await boards.byId.load(_id))?.state).toBe('active');
    await Mutation.archive_board({}, { board_id: _id }, context);
    expect((await boards.byId.clear(_id).load(_id))?.state).toBe('archived');
  });
});
