import { columnOf } from '@workapi/testing';
import { aggregateValueOf, EMPTY_DIRECTORY, type ReadContext } from '.';

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
