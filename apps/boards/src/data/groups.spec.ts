import type { GroupRecord } from './boards';
import { addGroup, changeGroup, copyGroup, retireGroup } from './groups';

const group = (id: string, position: number, flags: Partial<GroupRecord> = {}): GroupRecord => ({
  id,
  title: id,
  color: '#579bfc',
  position: String(position),
  archived: false,
  deleted: false,
  ...flags,
});

const order = (groups: GroupRecord[]) =>
  groups
    .filter((g) => !g.deleted)
    .sort((a, b) => Number(a.position) - Number(b.position))
    .map((g) => g.id);

describe('group changes', () => {
  const groups = [group('topics', 65536), group('group_title', 131072)];

  it('put a new group on top by default, or before/after another group', () => {
    const top = addGroup(groups, { title: 'New' });
    expect(order(top.groups)).toEqual([top.group.id, 'topics', 'group_title']);
    const after = addGroup(groups, { title: 'Mid', relativeTo: 'topics', method: 'after_at' });
    expect(order(after.groups)).toEqual(['topics', after.group.id, 'group_title']);
    const before = addGroup(groups, { title: 'First', relativeTo: 'topics', method: 'before_at' });
    expect(order(before.groups)).toEqual([before.group.id, 'topics', 'group_title']);
  });

  it('put a new group at a position of its own (create_group position), given alone', () => {
    const between = addGroup(groups, { title: 'Between', position: '98304.5' });
    expect(between.group.position).toBe('98304.5');
    expect(order(between.groups)).toEqual(['topics', between.group.id, 'group_title']);
    const last = addGroup(groups, { title: 'Last', position: ' 2e6 ' });
    expect(order(last.groups)).toEqual(['topics', 'group_title', last.group.id]);
    for (const placement of [
      { position: 'high' },
      { position: '' },
      { position: '1', relativeTo: 'topics' },
      { position: '1', method: 'after_at' as const },
    ])
      expect(() => addGroup(groups, { title: 'Refused', ...placement })).toThrow(
        expect.objectContaining({ extensions: { code: 'InvalidArgumentException' } }),
      );
  });

  it('validate titles, colors and positions with InvalidArgumentException', () => {
    expect(() => addGroup(groups, { title: ' ' })).toThrow(
      expect.objectContaining({ extensions: { code: 'InvalidArgumentException' } }),
    );
    expect(() => changeGroup(groups, 'topics', 'color', 'red')).toThrow(/hex color/);
    expect(() => changeGroup(groups, 'topics', 'position', 'high')).toThrow(/number/);
    expect(() => changeGroup(groups, 'nope', 'title', 'x')).toThrow(
      expect.objectContaining({ extensions: { code: 'ResourceNotFoundException' } }),
    );
  });

  it('move a group relative to another', () => {
    expect(order(changeGroup(groups, 'topics', 'relative_position_after', 'group_title'))).toEqual([
      'group_title',
      'topics',
    ]);
  });

  it('copy a group right after the original unless asked for the top', () => {
    const three = [...groups, group('last', 196608)];
    const copy = copyGroup(three, 'topics', {});
    expect(copy.group.title).toBe('Duplicate of topics');
    expect(order(copy.groups)).toEqual(['topics', copy.group.id, 'group_title', 'last']);
    expect(order(copyGroup(three, 'last', { addToTop: true, title: 'Again' }).groups)[0]).not.toBe('topics');
  });

  it('refuse to archive or delete the last active group', () => {
    const one = retireGroup(groups, 'topics', 'deleted');
    expect(one.find((g) => g.id === 'topics')?.deleted).toBe(true);
    expect(() => retireGroup(one, 'group_title', 'archived')).toThrow(
      expect.objectContaining({ extensions: { code: 'DeleteLastGroupException' } }),
    );
  });
});
