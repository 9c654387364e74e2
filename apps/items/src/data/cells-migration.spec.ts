import { cellMoves } from './cells-migration';

const status = { index: 1, changed_at: '2026-06-03T13:25:07.000Z' };

describe('cellMoves', () => {
  it('moves each column only while it holds the value read and has no cell; a newer cell only loses the old value', () => {
    expect(cellMoves({ _id: '7', values: { text: 'old', status }, cells: { text: '"new"' } })).toEqual([
      {
        updateOne: {
          filter: { _id: '7', 'cells.text': { $exists: true } },
          update: { $unset: { 'values.text': '' } },
        },
      },
      {
        updateOne: {
          filter: { _id: '7', 'cells.status': { $exists: false }, 'values.status': { $eq: status } },
          update: { $set: { 'cells.status': JSON.stringify(status) }, $unset: { 'values.status': '' } },
        },
      },
      {
        updateOne: { filter: { _id: '7', values: { $in: [{}, null] } }, update: { $unset: { values: '' } } },
      },
    ]);
  });

  it('leaves a value JSON cannot carry where reads still find it', () => {
    expect(cellMoves({ _id: '7', values: { date: new Date(0) } })).toEqual([
      {
        updateOne: { filter: { _id: '7', values: { $in: [{}, null] } }, update: { $unset: { values: '' } } },
      },
    ]);
  });
});
