import { columnOf } from '@workapi/testing';
import type { ColumnType } from './columns';
import {
  COLUMN_TYPES,
  isKeyOfColumn,
  isSearchable,
  lookupKeysOf,
  lookupKeysOfItem,
  nameLookupKey,
  searchKeysOf,
  type WriteContext,
} from '.';

const USERS = new Map([
  ['2', 'Ann Example'],
  ['3', 'Bo Builder'],
]);
/** A public tag, and one of board 11 of the same name (every column here is board 10's). */
const TAGS = new Map([
  ['9000001', { name: 'urgent', color: '#e2445c', board_id: null }],
  ['9000002', { name: 'Urgent', color: '#e2445c', board_id: '11' }],
]);
const search = { users: USERS, teams: new Map([['7000001', 'Core']]), tags: TAGS };
const write: WriteContext = { createLabelsIfMissing: false, now: new Date(), directory: search };
const SETTINGS: Partial<Record<ColumnType, Record<string, unknown>>> = {
  status: { labels: { '0': 'Working on it', '1': 'Done', '2': 'Stuck' } },
  dropdown: {
    labels: [
      { id: 1, name: 'Cookie' },
      { id: 2, name: 'Cupcake' },
    ],
  },
};

const column = (type: ColumnType) => columnOf('c', type, SETTINGS[type] ?? {});

/** Whether an item holding the simple form `written` is found when `searched` is searched. */
function finds(type: ColumnType, written: string, searched: string): boolean {
  const stored = COLUMN_TYPES[type].fromSimple(written, column(type), write).stored;
  const held = lookupKeysOf(column(type), stored);
  return searchKeysOf(column(type), searched, search).some((key) => held.includes(key));
}

describe('values found by a search as monday.com matches them', () => {
  it.each<[ColumnType, string, string, boolean]>([
    ['text', 'Hello there', 'Hello there', true],
    ['text', 'Hello there', 'hello there', false],
    ['text', 'Hello there', 'Hello', false],
    ['long_text', 'Some words', 'Some words', true],
    ['numbers', '42', '42.0', true],
    ['numbers', '42', '4', false],
    ['status', 'Done', 'Done', true],
    ['status', 'Done', 'done', true],
    ['status', 'Done', 'Stuck', false],
    ['dropdown', 'Cookie, Cupcake', 'Cupcake', true],
    ['dropdown', 'Cookie', 'Cupcake', false],
    ['tags', 'urgent', 'urgent', true],
    ['tags', 'urgent', 'URGENT', true],
    ['people', '2, 3', 'Bo Builder', true],
    ['people', '2', 'Bo Builder', false],
    ['people', '2', '2', false],
    ['email', 'Ann@Example.com Ann', 'ann@example.com', true],
    ['email', 'ann@example.com Ann', 'Ann', true],
    ['email', 'ann@example.com', 'bob@example.com', false],
    ['link', 'https://monday.com monday', 'https://monday.com', true],
    ['link', 'https://monday.com monday', 'monday', true],
    ['phone', '+12025550169 US', '+1 202-555-0169', true],
    ['country', 'US', 'us', true],
    ['country', 'US', 'United States', true],
    ['checkbox', 'true', 'true', true],
    ['date', '2026-06-03 13:25', '2026-06-03', true],
    ['date', '2026-06-03', '2026-06-04', false],
    ['timeline', '2026-06-03 - 2026-06-07', '2026-06-03 - 2026-06-07', true],
    ['hour', '9:05', '09:05', true],
    ['rating', '4', '4', true],
  ])('%s holding %p, searched for %p: %p', (type, written, searched, expected) => {
    expect(finds(type, written, searched)).toBe(expected);
  });

  it("finds a team assigned in a people column by the team's name, and not a user of the same id", () => {
    const people = column('people');
    const team = COLUMN_TYPES.people.fromJson(
      { personsAndTeams: [{ id: 7000001, kind: 'team' }] },
      people,
      write,
    ).stored;
    const held = lookupKeysOf(people, team);
    expect(searchKeysOf(people, 'core', search).some((key) => held.includes(key))).toBe(true);
    const sameId = { ...search, users: new Map([['7000001', 'Core']]), teams: new Map() };
    expect(searchKeysOf(people, 'Core', sameId).some((key) => held.includes(key))).toBe(false);
  });

  it('finds a status by its index, so a renamed label still finds its items', () => {
    const stored = COLUMN_TYPES.status.fromSimple('Done', column('status'), write).stored;
    const renamed = columnOf('c', 'status', { labels: { '1': 'Finished' } });
    expect(searchKeysOf(renamed, 'Finished', search)).toEqual(lookupKeysOf(renamed, stored));
  });

  it('keeps long values as a short digest, equal for equal values', () => {
    const long = 'x'.repeat(5_000);
    const [key] = lookupKeysOf(column('text'), long);
    expect(key.length).toBeLessThan(60);
    expect(searchKeysOf(column('text'), long, search)).toEqual([key]);
    expect(isKeyOfColumn(key, 'c')).toBe(true);
    expect(isKeyOfColumn(key, 'c2')).toBe(false);
  });

  it('gives an item the keys of its name and values, and none for computed columns', () => {
    const item = { name: 'Deal', values: { c: 'Hello' } };
    expect(lookupKeysOfItem([column('text'), columnOf('name', 'name', {})], item)).toEqual([
      nameLookupKey('Deal'),
      'c:Hello',
    ]);
    expect(isSearchable(column('creation_log'))).toBe(false);
    expect(isSearchable(column('last_updated'))).toBe(false);
    expect(isSearchable(column('item_id'))).toBe(false);
    expect(isSearchable(columnOf('name', 'name', {}))).toBe(true);
  });
});
