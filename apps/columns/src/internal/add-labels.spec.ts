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

const ours = { board_id: '10', column_id: 'status', requested: [{ input: 'Ours', form: 'simple' as const }] };

describe('add-labels', () => {
  afterEach(() => jest.restoreAllMocks());

  it('adds the labels in one compare-and-set and answers the column as stored', async () => {
    const { context, repository } = contextWith([statusWith({ '0': 'Done' }, 4)], [true]);
    const column = await addLabels.handle(ours, context);
    expect(repository.replaceSettings.mock.calls).toEqual([
      ['10', 'status', expect.objectContaining({ labels: { '0': 'Done', '1': 'Ours' } }), 4],
    ]);
    expect(column).toMatchObject({ settings: { labels: { '0': 'Done', '1': 'Ours' } }, settings_version: 5 });
  });

  it('adds them again to what the column holds now when another write came first', async () => {
    const { context, repository } = contextWith(
      [statusWith({ '0': 'Done' }, 4), statusWith({ '0': 'Done', '1': 'Theirs' }, 5)],
      [false, true],
    );
    const column = await addLabels.handle(ours, context);
    expect(repository.replaceSettings.mock.calls.map((call) => [call[2], call[3]])).toEqual([
      [expect.objectContaining({ labels: { '0': 'Done', '1': 'Ours' } }), 4],
      [expect.objectContaining({ labels: { '0': 'Done', '1': 'Theirs', '2': 'Ours' } }), 5],
    ]);
    expect(column.settings.labels).toEqual({ '0': 'Done', '1': 'Theirs', '2': 'Ours' });
  });

  it('changes nothing when the labels are there already', async () => {
    const { context, repository } = contextWith([statusWith({ '0': 'Ours' }, 2)], []);
    expect(await addLabels.handle(ours, context)).toMatchObject({ settings_version: 2 });
    expect(repository.replaceSettings).not.toHaveBeenCalled();
  });

  it('gives up with nothing stored when the column keeps changing', async () => {
    const reads = Array.from({ length: 10 }, (_, version) => statusWith({}, version));
    const { context, repository } = contextWith(reads, []);
    jest.spyOn(Math, 'random').mockReturnValue(0); // no backoff between attempts
    await expect(addLabels.handle(ours, context)).rejects.toThrow('gave up after 10 attempts');
    expect(repository.replaceSettings).toHaveBeenCalledTimes(10);
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
