import { heapGrowthMb } from '@workapi/testing';
import { approximateBytes } from './size';

/** A board's columns as their owner publishes them, as JSON: a dozen, with a status column's labels. */
const columnsJson = (n: number) =>
  JSON.stringify(
    Array.from({ length: 12 }, (_, at) => ({
      board_id: String(1_000_000 + n),
      id: `column_${n}_${at}`,
      title: `Column ${at} of board ${n}`,
      type: at === 0 ? 'status' : 'text',
      settings:
        at === 0
          ? {
              labels: Object.fromEntries(
                Array.from({ length: 10 }, (_, label) => [String(label), `Label ${label} ${n}`]),
              ),
            }
          : {},
      description: null,
      archived: false,
      position: at,
    })),
  );

describe('approximateBytes', () => {
  it('is not below what a parsed record takes of the heap, nor far above it', async () => {
    const kept: unknown[] = [];
    const taken = await heapGrowthMb(() => {
      for (let n = 0; n < 20_000; n += 1) kept.push(JSON.parse(columnsJson(n)));
    });
    const estimated = kept.reduce<number>((sum, value) => sum + approximateBytes(value), 0) / 1e6;
    // About 3.2 kB a board's columns, estimated at 6.4.
    expect(estimated).toBeGreaterThan(taken);
    expect(estimated).toBeLessThan(taken * 2.5);
  });

  it('grows with the strings and entries a value holds', () => {
    expect(approximateBytes('x'.repeat(1_000))).toBeGreaterThan(2_000);
    expect(approximateBytes({ a: [1, 2, 3] })).toBeLessThan(approximateBytes({ a: [1, 2, 3, 4, 5, 6] }));
    expect(approximateBytes({ deep: JSON.parse('['.repeat(40) + ']'.repeat(40)) })).toBeLessThan(10_000);
  });
});
