import { matchesRule } from '@workapi/rules';
import { columnOf } from '@workapi/testing';
import { linksRuledOn, sortKeyOf, subjectOf } from './subjects';
import { EMPTY_DIRECTORY } from './directory';
import type { ReadContext } from './view';

const read: ReadContext = {
  item: {
    id: '7',
    created_at: new Date(0),
    updated_at: new Date(0),
    creator_id: '1',
    updater_id: null,
    group_id: 'topics',
  },
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

  it('sees a link value as the linked items still shown: their ids, their names, empty when none is', () => {
    const connect = columnOf('connect', 'board_relation', { boardIds: ['20'] });
    const stored = { item_ids: ['5', '6'], changed_at: '' };
    const shownLinks = new Map([['6', { _id: '6', name: 'Kept', board_id: '20' }]]);
    expect(linksRuledOn(connect, stored)).toEqual(['5', '6']);
    expect(linksRuledOn(status, { index: 1 })).toEqual([]);
    const seen = subjectOf(connect, stored, { ...read, shownLinks });
    expect(seen.identities()).toEqual(['6']);
    expect(seen.text()).toBe('Kept');
    const gone = subjectOf(connect, { item_ids: ['5'], changed_at: '' }, { ...read, shownLinks });
    expect(gone.empty).toBe(true);
    expect(matchesRule({ column_id: 'connect', compare_value: ['5'], operator: 'any_of' }, gone)).toBe(false);
  });

  it('finds an empty value by what its type calls empty: a stopped timer is 1, no votes "No votes"', () => {
    const anyOf = (columnId: string, value: unknown) =>
      ({ column_id: columnId, compare_value: [value], operator: 'any_of' }) as const;
    const timer = columnOf('timer', 'time_tracking');
    expect(matchesRule(anyOf('timer', 1), subjectOf(timer, null, read))).toBe(true);
    expect(matchesRule(anyOf('timer', 2), subjectOf(timer, null, read))).toBe(false);
    const running = { running: 'true', startDate: 0, duration: 0, changed_at: '' };
    expect(matchesRule(anyOf('timer', 2), subjectOf(timer, running, read))).toBe(true);
    const vote = columnOf('vote', 'vote');
    expect(matchesRule(anyOf('vote', 'No votes'), subjectOf(vote, null, read))).toBe(true);
    expect(matchesRule(anyOf('vote', '4'), subjectOf(vote, { votersIds: [4], changed_at: '' }, read))).toBe(
      true,
    );
    expect(matchesRule(anyOf('status', ''), subjectOf(status, null, read))).toBe(true);
    expect(matchesRule(anyOf('status', 'Done'), subjectOf(status, null, read))).toBe(false);
  });
});
