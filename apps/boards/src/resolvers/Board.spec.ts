import type { UserRecord } from '@workapi/accounts';
import type { BoardsContext } from '../context';
import type { BoardRecord, GroupRecord } from '../data/boards';
import { Board } from './Board';

const group = (id: string, flags: Partial<GroupRecord> = {}): GroupRecord => ({
  id,
  title: id,
  color: '#579bfc',
  position: '1',
  archived: false,
  deleted: false,
  ...flags,
});

describe('Board.groups', () => {
  const board = {
    groups: [
      group('topics'),
      group('old', { archived: true }),
      group('gone', { deleted: true }),
      group('new'),
    ],
  } as BoardRecord;

  it('lists the active groups by default', () => {
    expect(Board.groups(board, {}).map((g) => g.id)).toEqual(['topics', 'new']);
  });

  it('returns exactly the groups asked for by id, archived ones included', () => {
    expect(Board.groups(board, { ids: ['old', 'new'] }).map((g) => g.id)).toEqual(['old', 'new']);
  });
});

describe('Board.creator', () => {
  const board = { _id: '1000000001', creator_id: '42' } as BoardRecord;
  const contextWith = (user: UserRecord | null) =>
    ({ users: { load: async () => user } }) as unknown as BoardsContext;

  it('is the user who created the board', async () => {
    const ann = { _id: '42', name: 'Ann' } as UserRecord;
    await expect(Board.creator(board, {}, contextWith(ann))).resolves.toBe(ann);
  });

  it('names a creator it cannot find instead of answering null for the non-null field', async () => {
    await expect(Board.creator(board, {}, contextWith(null))).rejects.toMatchObject({
      message: 'User 42 does not exist or is not accessible',
      extensions: { code: 'ResourceNotFoundException' },
    });
  });
});
