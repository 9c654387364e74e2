import { groupChanged } from './board-events';
import type { GroupRecord } from './data/boards';

const scope = { accountId: 'a1', userId: '5', boardId: '100' };
const group: GroupRecord = {
  id: 'later',
  title: 'Later',
  color: '#579bfc',
  position: '65536',
  archived: false,
  deleted: false,
};

describe('groupChanged', () => {
  it('tells each attribute update_group changed, and nothing when it changed none', () => {
    const renamed = groupChanged(scope, group, { ...group, title: 'Much later' });
    expect(renamed.map((event) => [event.event, event.fields.value, event.fields.previousValue])).toEqual([
      ['update_group_name', { title: 'Much later' }, { title: 'Later' }],
    ]);
    expect(renamed[0]).toMatchObject({ board_id: '100', user_id: '5', group_ids: ['later'] });
    expect(groupChanged(scope, group, { ...group })).toEqual([]);
  });
});
