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
