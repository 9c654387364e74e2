import { matchesRule } from '@workapi/rules';
import { columnOf } from '@workapi/testing';
import { sortKeyOf, subjectOf } from './subjects';
import { EMPTY_DIRECTORY } from './directory';
import type { ReadContext } from './view';

const read: ReadContext = {
  item: { id: '7', created_at: new Date(0), updated_at: new Date(0), creator_id: '1', updater_id: null },
  directory: { ...EMPTY_DIRECTORY, users: new Map([['4', 'Ann Example']]) },
};
const status = columnOf('status', 'status', { labels: { '0': 'Working on it', '1': 'Done' } });
const dropdown = columnOf('dropdown', 'dropdown', { labels: [{ id: 3, name: 'Cookie' }] });
const people = columnOf('person', 'people');
const timeline = columnOf('timeline', 'timeline');

describe('how rules and sorts see a value', () => {
  it('matches a status by index or label, a dropdown by option id or name, people by id', () => {
    const done = subjectOf(status, { index: 1 }, read);
    expect(matchesRule({ column_id: 'status', compare_value: [1], operator: 'any_of' }, done)).toBe(true);
    expect(matchesRule({ column_id: 'status', compare_value: ['Done'], operator: 'any_of' }, done)).toBe(
      true,
    );
    expect(matchesRule({ column_id: 'status', compare_value: [0], operator: 'any_of' }, done)).toBe(false);
    const cookie = subjectOf(dropdown, { ids: [3] }, read);
    expect(cookie.identities()).toEqual(['3', 'Cookie']);
    const ann = subjectOf(people, { personsAndTeams: [{ id: 4, kind: 'person' }] }, read);
    expect(ann.identities()).toEqual(['4', 'person-4']);
    expect(ann.text()).toBe('Ann Example');
  });

  it('sorts by the type’s own key: a status by index, a timeline by its start or end, text lowercased', () => {
    expect(sortKeyOf(status, { index: 1 }, read)).toBe(1);
    const range = { from: '2026-01-01', to: '2026-02-01' };
    expect(sortKeyOf(timeline, range, read)).toBe('2026-01-01');
    expect(sortKeyOf(timeline, range, read, 'to')).toBe('2026-02-01');
    expect(sortKeyOf(columnOf('text', 'text'), 'Zebra', read)).toBe('zebra');
    expect(sortKeyOf(status, null, read)).toBeNull();
    expect(subjectOf(status, undefined, read).empty).toBe(true);
  });
});
