import { BSON, type Db } from 'mongodb';
import { CLOCK_SKEW_MS, fold, FoldedRosters, foldLines, Roster, type RosterDocument } from './roster';

/** One document holding these lines, as the roster stores them. */
const doc = (...lines: string[]): RosterDocument => ({
  _id: 'x',
  account_id: '1',
  board_id: '10',
  lines: lines.join(';'),
});
const base: RosterDocument = { _id: 'b', account_id: '1', board_id: '10', base: true, lines: '' };
const item = (id: string, group: string, state: string, version: number, process = 'p1') =>
  `i,${id},${group},${state},${1_000 + Number(id)},${version},${process}`;
const statesOf = (...documents: RosterDocument[]) =>
  Object.fromEntries(
    fold('10', [base, ...documents]).map((member) => [member.id, `${member.groupId} ${member.state}`]),
  );

describe('a board roster', () => {
  it("keeps a moved item's place in board order from its latest line, and through compaction", () => {
    const documents = [base, doc(item('1', 'g', 'a', 100), `${item('2', 'g', 'a', 101)},0.5`)];
    const placeOf = (folded: RosterDocument[]) =>
      Object.fromEntries(fold('10', folded).map((member) => [member.id, member.position]));
    expect(placeOf(documents)).toEqual({ '1': undefined, '2': 0.5 });
    expect(placeOf([...documents, doc(`${item('1', 'g', 'a', 102)},0.25`)])).toEqual({ '1': 0.25, '2': 0.5 });
    expect(placeOf([base, doc(...foldLines(documents))])).toEqual({ '1': undefined, '2': 0.5 });
  });

  it('reads every field of a line as written: groups and processes that begin alike, dates before 1970, places', () => {
    const lines = [
      'i,1,g,a,-86400000,100,p1',
      'i,2,g2,r,5,101,p10,0.5',
      'i,3,g,a,7,102,p1,12',
      'i,4,gg,d,9,103,p',
      'i,5,g2,a,11,104,p10',
    ];
    const members = fold('10', [base, doc(...lines)]);
    expect(
      members.map(({ id, groupId, state, createdMs, position }) => [id, groupId, state, createdMs, position]),
    ).toEqual([
      ['1', 'g', 'active', -86_400_000, undefined],
      ['2', 'g2', 'archived', 5, 0.5],
      ['3', 'g', 'active', 7, 12],
      ['4', 'gg', 'deleted', 9, undefined],
      ['5', 'g2', 'active', 11, undefined],
    ]);
    // Compaction writes them back as they were read.
    expect(foldLines([base, doc(...lines)])).toEqual(lines);
    // A later line of process p10 is not taken for one of p1 (both within the skew: unsettled).
    expect(statesOf(doc('i,6,g,a,1,100,p1'), doc(`i,6,g,d,1,${100 + CLOCK_SKEW_MS / 2},p10`))).toEqual({
      '6': 'g unsettled',
    });
  });

  it('knows each item by its latest line of one process, wherever the lines are', () => {
    expect(
      statesOf(doc(item('1', 'g', 'a', 100), item('2', 'g', 'a', 101)), doc(item('1', 'g', 'r', 102))),
    ).toEqual({
      '1': 'g archived',
      '2': 'g active',
    });
  });

  it('moves the items a retirement names, not those made after it or in another group', () => {
    const members = statesOf(
      doc(item('1', 'g', 'a', 100), item('2', 'h', 'a', 101), item('3', 'g', 'r', 102)),
      doc(`r,g,a,d,200,p1`),
      doc(item('4', 'g', 'a', 300)),
    );
    expect(members).toEqual({ '1': 'g deleted', '2': 'h active', '3': 'g archived', '4': 'g active' });
    expect(statesOf(doc(item('1', 'g', 'a', 100), item('2', 'h', 'r', 101)), doc(`r,*,ar,d,200,p1`))).toEqual(
      {
        '1': 'g deleted',
        '2': 'h deleted',
      },
    );
  });

  it('cannot tell the order of two processes too close in time: the item is unsettled, so never left out', () => {
    const near = 100 + CLOCK_SKEW_MS / 2;
    expect(statesOf(doc(item('1', 'g', 'a', 100, 'p1'), item('1', 'g', 'd', near, 'p2')))).toEqual({
      '1': 'g unsettled',
    });
    expect(statesOf(doc(item('1', 'g', 'a', 100, 'p1')), doc(`r,g,a,d,${near},p2`))).toEqual({
      '1': 'g unsettled',
    });
    const far = 100 + CLOCK_SKEW_MS * 2;
    expect(statesOf(doc(item('1', 'g', 'a', 100, 'p1'), item('1', 'g', 'd', far, 'p2')))).toEqual({
      '1': 'g deleted',
    });
  });

  it('keeps an item marked before a change unsettled until the change’s own line comes', () => {
    expect(statesOf(doc(item('1', 'g', 'a', 100)), doc('u,1,200,p1'))).toEqual({ '1': 'g unsettled' });
    expect(statesOf(doc(item('1', 'g', 'a', 100)), doc('u,1,200,p1'), doc(item('1', 'h', 'a', 201)))).toEqual(
      {
        '1': 'h active',
      },
    );
    // An undo marks the whole board: what came before it is unsettled, what came after is known.
    expect(statesOf(doc(item('1', 'g', 'd', 100)), doc('u,*,200,p1'), doc(item('2', 'g', 'a', 300)))).toEqual(
      {
        '1': 'g unsettled',
        '2': 'g active',
      },
    );
  });

  it('folds into lines that tell the same (compaction)', () => {
    const documents = [
      base,
      doc(item('1', 'g', 'a', 100), item('2', 'g', 'a', 101), item('3', 'h', 'a', 102)),
      doc(`r,g,a,r,200,p1`, 'u,3,201,p1'),
    ];
    const compacted = [base, doc(...foldLines(documents))];
    expect(fold('10', compacted)).toEqual(fold('10', documents));
  });
});

describe('folded rosters kept by a process', () => {
  const named = (id: string, ...lines: string[]): RosterDocument => ({ ...doc(...lines), _id: id });
  const idsOf = (members: readonly { id: string }[]) => members.map((member) => member.id);

  it('hands the members in board order: by rank, a moved item at its position, ties by id', () => {
    const folded = new FoldedRosters();
    const members = folded.inBoardOrder('1', '10', [
      base,
      named('d1', item('30', 'g', 'a', 100), item('4', 'g', 'a', 101), `${item('200', 'g', 'a', 102)},4.5`),
      named('d2', item('5', 'g', 'a', 103)),
    ]);
    expect(idsOf(members)).toEqual(['4', '200', '5', '30']);
  });

  it('folds a board again only when its documents changed', () => {
    const folded = new FoldedRosters();
    const first = [base, named('d1', item('1', 'g', 'a', 100), item('2', 'g', 'a', 101))];
    const before = folded.inBoardOrder('1', '10', first);
    // The same documents read again (new objects, as a read gives them): not folded again.
    expect(folded.inBoardOrder('1', '10', structuredClone(first))).toBe(before);
    // A document added (an item archived), one gone (compacted), the base's lines changed: folded.
    const archived = folded.inBoardOrder('1', '10', [...first, named('d2', item('2', 'g', 'r', 102))]);
    expect(archived.map((member) => member.state)).toEqual(['active', 'archived']);
    const compacted = folded.inBoardOrder('1', '10', [base, named('d3', item('1', 'g', 'a', 100))]);
    expect(idsOf(compacted)).toEqual(['1']);
    const rebased = folded.inBoardOrder('1', '10', [
      { ...base, lines: item('7', 'g', 'a', 99) },
      named('d3', item('1', 'g', 'a', 100)),
    ]);
    expect(idsOf(rebased)).toEqual(['1', '7']);
    // Another account's board of the same id is its own.
    expect(idsOf(folded.inBoardOrder('2', '10', [base]))).toEqual([]);
    expect(folded.inBoardOrder('1', '10', [base, named('d3', item('1', 'g', 'a', 100))])).not.toBe(compacted);
  });

  it('keeps no more members than it may', () => {
    const folded = new FoldedRosters(3);
    const board = (id: string) => [base, named(`d${id}`, item('1', 'g', 'a', 100), item('2', 'g', 'a', 101))];
    const a = folded.inBoardOrder('1', 'a', board('a'));
    folded.inBoardOrder('1', 'b', board('b'));
    expect(folded.inBoardOrder('1', 'a', board('a'))).not.toBe(a);
  });
});

/**
 * The rosters collection in memory, with what the roster asks of it: equality and `$in` filters,
 * inserts, an upsert's `$setOnInsert`, `$set`, and deletes.
 */
function memoryRosters() {
  const rows = new Map<string, RosterDocument>();
  const matches = (row: Record<string, unknown>, filter: Record<string, unknown>) =>
    Object.entries(filter).every(([field, wanted]) =>
      wanted !== null && typeof wanted === 'object' && '$in' in wanted
        ? (wanted.$in as unknown[]).includes(row[field])
        : row[field] === wanted,
    );
  const found = (filter: Record<string, unknown>) =>
    [...rows.values()].filter((row) => matches(row as unknown as Record<string, unknown>, filter));
  const collection = {
    // Asked `raw` (findDecoded), each document as its bytes, as the driver hands them back.
    find: (filter: Record<string, unknown>, options?: { raw?: boolean }) => {
      const cursor = {
        batchSize: () => cursor,
        toArray: async () => found(filter).map((row) => (options?.raw ? BSON.serialize(row) : { ...row })),
      };
      return cursor;
    },
    insertMany: async (documents: RosterDocument[]) =>
      documents.forEach((row) => rows.set(row._id, { ...row })),
    insertOne: async (row: RosterDocument) => void rows.set(row._id, { ...row }),
    updateOne: async (
      filter: Record<string, unknown>,
      update: { $set?: Partial<RosterDocument>; $setOnInsert?: Partial<RosterDocument> },
      options?: { upsert?: boolean },
    ) => {
      const [row] = found(filter);
      if (row) Object.assign(row, update.$set);
      else if (options?.upsert)
        rows.set(String(filter._id), { ...(filter as unknown as RosterDocument), ...update.$setOnInsert });
    },
    deleteMany: async (filter: Record<string, unknown>) =>
      found(filter).forEach((row) => rows.delete(row._id)),
  };
  return { db: { collection: () => collection } as unknown as Db, rows };
}

const settled = async () => {
  for (let turn = 0; turn < 50; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('a roster written one item at a time (an import)', () => {
  it('stays a few hundred documents, and lists every item as its lines say', async () => {
    const { db, rows } = memoryRosters();
    const roster = new Roster(db, 'import-account');
    await roster.complete('b');
    const created = new Date(1_000);
    for (let id = 1; id <= 3_000; id += 1) {
      await roster.added([
        { id: String(id), boardId: 'b', groupId: 'g', state: 'active', createdAt: created },
      ]);
      // A retirement's line is merged with the others as it is: it still archives what came before it.
      if (id === 1_500) await roster.retired({ boardId: 'b', groupId: 'g' }, ['active'], 'archived');
      if (id % 10 === 0) await settled();
      expect(rows.size).toBeLessThan(300);
    }
    await settled();
    const members = (await roster.members(['b']))?.get('b') ?? [];
    expect(members.map((member) => member.id)).toEqual(
      Array.from({ length: 3_000 }, (_, n) => String(n + 1)),
    );
    expect(members.map((member) => member.state)).toEqual([
      ...Array<string>(1_500).fill('archived'),
      ...Array<string>(1_500).fill('active'),
    ]);
  });
});
