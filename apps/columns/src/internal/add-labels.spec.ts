import type { ColumnDefinition } from '@workapi/column-types';
import type { BoardFacts, ReferencePublisher } from '@workapi/reference';
import { columnOf, testScope } from '@workapi/testing';
import type { ColumnsContext } from '../context';
import type { ColumnsRepository } from '../data/columns';
import { addLabels } from './add-labels';

const board: BoardFacts = {
  id: '10',
  state: 'active',
  kind: 'public',
  owner_ids: ['2'],
  subscriber_ids: ['2'],
  groups: [{ id: 'topics', archived: false }],
};
const statusWith = (labels: Record<string, string>, version: number): ColumnDefinition => ({
  ...columnOf('status', 'status', { labels }),
  settings_version: version,
});

/** A repository whose column reads answer `reads` in turn and whose settings writes answer `outcomes`. */
function contextWith(reads: ColumnDefinition[], outcomes: boolean[]) {
  const repository = {
    current: jest.fn(async () => new Map([['10', [reads.shift() ?? reads.at(-1)]]])),
    replaceSettings: jest.fn(
      async (_board: string, _column: string, _settings: Record<string, unknown>, _version: number) =>
        outcomes.shift() ?? false,
    ),
  };
  const context: ColumnsContext = {
    ...testScope({}, { boards: [board] }),
    columns: repository as unknown as ColumnsRepository,
    publisher: {} as ReferencePublisher,
  };
  return { context, repository };
}

/** The settings a value write derived from version 4 of the column, with its label "Ours". */
const ours = {
  board_id: '10',
  column_id: 'status',
  settings: { labels: { '0': 'Done', '1': 'Ours' } },
  version: 4,
};

describe('add-labels', () => {
  it('stores the settings in one compare-and-set and answers the column as stored', async () => {
    const { context, repository } = contextWith([statusWith({ '0': 'Done' }, 4)], [true]);
    const answer = await addLabels.handle(ours, context);
    expect(repository.replaceSettings.mock.calls).toEqual([['10', 'status', ours.settings, 4]]);
    expect(answer).toEqual({
      stored: true,
      column: expect.objectContaining({ settings: ours.settings, settings_version: 5 }),
    });
  });

  it('stores nothing over a column another write changed since, and answers it as it is now', async () => {
    const theirs = statusWith({ '0': 'Done', '1': 'Theirs' }, 5);
    const { context, repository } = contextWith([theirs], []);
    expect(await addLabels.handle(ours, context)).toEqual({ stored: false, column: theirs });
    expect(repository.replaceSettings).not.toHaveBeenCalled();
  });

  it('answers the column read again when another write won the compare-and-set', async () => {
    const theirs = statusWith({ '0': 'Done', '1': 'Theirs' }, 5);
    const { context } = contextWith([statusWith({ '0': 'Done' }, 4), theirs], [false]);
    expect(await addLabels.handle(ours, context)).toEqual({ stored: false, column: theirs });
  });

  it('refuses a board the caller cannot see, and the name column', async () => {
    const hidden = contextWith([statusWith({}, 0)], []);
    await expect(addLabels.handle({ ...ours, board_id: '11' }, hidden.context)).rejects.toMatchObject({
      extensions: { code: 'InvalidBoardIdException' },
    });
    const { context } = contextWith([columnOf('name', 'name')], []);
    await expect(addLabels.handle({ ...ours, column_id: 'name' }, context)).rejects.toMatchObject({
      extensions: { code: 'InvalidColumnIdException' },
    });
  });
});
