import { columnOf } from '@workapi/testing';
import { aggregateCellOf, aggregateValueOf, EMPTY_DIRECTORY, plainCell, type ReadContext } from '.';

const read: ReadContext = {
  item: {
    id: '2000000001',
    created_at: new Date(0),
    updated_at: new Date(0),
    creator_id: '2',
    updater_id: '2',
    group_id: 'topics',
  },
  directory: EMPTY_DIRECTORY,
};

describe('aggregateValueOf', () => {
  it('reads a number as a number, a status as its label, a checkbox as a truth', () => {
    expect(aggregateValueOf(columnOf('n', 'numbers', {}), '12.5', read)).toBe(12.5);
    const status = columnOf('s', 'status', { labels: { '1': 'Done', '2': 'Stuck' } });
    expect(aggregateValueOf(status, { index: 2 }, read)).toBe('Stuck');
    expect(aggregateValueOf(columnOf('c', 'checkbox', {}), { checked: true }, read)).toBe(true);
    expect(aggregateValueOf(columnOf('t', 'text', {}), 'hello', read)).toBe('hello');
  });

  it('reads an empty value as null, not as the 0 a formula reads', () => {
    expect(aggregateValueOf(columnOf('n', 'numbers', {}), null, read)).toBeNull();
    expect(aggregateValueOf(columnOf('t', 'text', {}), undefined, read)).toBeNull();
  });
});

describe('aggregateCellOf', () => {
  it("gives a value's typed fields, its value JSON and the parts of a multi-valued one", () => {
    const status = columnOf('s', 'status', { labels: { '1': 'Done' }, done_colors: [1] });
    const done = aggregateCellOf(status, { index: 1 }, read);
    expect(done.value).toBe('Done');
    expect(done.field('index')).toBe(1);
    expect(done.field('nope')).toBeUndefined();
    expect(done.parts()).toEqual(['Done']);
    const people = aggregateCellOf(
      columnOf('p', 'people', {}),
      {
        personsAndTeams: [
          { id: 4, kind: 'person' },
          { id: 5, kind: 'team' },
        ],
      },
      { ...read, directory: { ...EMPTY_DIRECTORY, users: new Map([['4', 'Ann']]) } },
    );
    expect(people.parts()).toEqual(['Ann', '5']);
    expect(people.raw()).toMatchObject({ personsAndTeams: [{ id: 4 }, { id: 5 }] });
    const empty = aggregateCellOf(columnOf('p', 'people', {}), null, read);
    expect([empty.value, empty.text, empty.parts()]).toEqual([null, null, [null]]);
    expect(plainCell(3).parts()).toEqual([3]);
  });
});
