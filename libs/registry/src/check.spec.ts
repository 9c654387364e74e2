import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUBGRAPH_NAMES, type SubgraphName } from '@workapi/config';
import { checkCandidate, type CheckInput } from './check';
import { composeSubgraphs, sha256 } from './compose';
import type { SupergraphVersion } from './documents';

const REPO = join(__dirname, '..', '..', '..');
const checkedIn = Object.fromEntries(
  SUBGRAPH_NAMES.map((name) => [
    name,
    readFileSync(join(REPO, 'apps', name, 'src', 'schema.graphql'), 'utf8'),
  ]),
) as Record<SubgraphName, string>;
const SUPERGRAPH = readFileSync(join(REPO, 'apps', 'gateway', 'src', 'supergraph.graphql'), 'utf8');
const ITEMS = checkedIn.items;

/** A check of an items schema against the checked-in supergraph, as on an empty registry. */
const check = (sdl: string, extra: Partial<CheckInput> = {}) =>
  checkCandidate(null, {
    subgraph: 'items',
    sdl,
    fallbackSchemas: checkedIn,
    fallbackSupergraph: SUPERGRAPH,
    ...extra,
  });

const lines = (changes: Array<{ level: string; coordinate: string; versions: string[] }>) =>
  changes.map((change) => `${change.level} ${change.coordinate} ${change.versions.join(',')}`);

const ALL = '2026-01,2026-04,2026-07,2026-10';

describe('checkCandidate', () => {
  it('the checked-in schemas compose to the checked-in supergraph: no change, may be published', async () => {
    const { report, supergraphSdl } = await check(ITEMS);
    expect(report.verdict).toEqual({ ok: true, reasons: [] });
    expect(report.changes).toEqual([]);
    expect(supergraphSdl).toBe(SUPERGRAPH);
    expect(report.base).toEqual({ version: null, hash: sha256(SUPERGRAPH), source: 'checked-in' });
    expect(report.notes).toEqual([
      'boards: the registry has no published schema; used its checked-in schema.graphql',
      'columns: the registry has no published schema; used its checked-in schema.graphql',
    ]);
  });

  it('a field removed from released versions is refused, with the operations it breaks', async () => {
    const { report, supergraphSdl } = await check(ITEMS.replace('  creator_id: String!\n', ''), {
      operations: [
        { id: 'a.ts:1', source: 'tests', text: 'query Creators { items(ids: [1]) { id creator_id } }' },
        { id: 'a.ts:2', source: 'tests', text: '{ items(ids: [1]) { id name } }' },
        { id: 'a.ts:3', source: 'tests', text: 'not graphql at all' },
        { id: 'a.ts:4', source: 'tests', text: 'type Query { a: Int }' },
      ],
    });
    expect(supergraphSdl).toBeNull();
    expect(lines(report.changes)).toEqual([`BREAKING Item.creator_id ${ALL}`]);
    expect(report.operations.checked).toEqual({ tests: 2 });
    expect(report.operations.broken).toEqual([
      expect.objectContaining({
        id: 'a.ts:1',
        name: 'Creators',
        versions: ['2026-01', '2026-04', '2026-07', '2026-10'],
      }),
    ]);
    expect(report.operations.broken[0].message).toContain('Cannot query field "creator_id" on type "Item"');
    expect(report.verdict.ok).toBe(false);
    expect(report.verdict.reasons).toEqual([
      'breaks released API versions 2026-01, 2026-04, 2026-07: 1 schema change, 1 operation',
    ]);
  });

  it('a removal gated to the unreleased version passes, and says so', async () => {
    const { report } = await check(
      ITEMS.replace('  creator_id: String!\n', '  creator_id: String! @until(version: "2026-10")\n'),
      {
        operations: [{ id: 'a.ts:1', source: 'tests', text: '{ items(ids: [1]) { creator_id } }' }],
      },
    );
    expect(lines(report.changes)).toEqual(['BREAKING Item.creator_id 2026-10']);
    expect(report.changes[0].released).toBe(false);
    expect(report.operations.broken).toEqual([expect.objectContaining({ versions: ['2026-10'] })]);
    expect(report.verdict.ok).toBe(true);
    expect(report.notes).toContain('1 breaking change only in 2026-10 (not released yet): allowed');
  });

  it('an addition from the unreleased version on touches that version only', async () => {
    const { report } = await check(
      ITEMS.replace(
        '  creator_id: String!\n',
        '  creator_id: String!\n  tagline: String @since(version: "2026-10")\n',
      ),
    );
    expect(lines(report.changes)).toEqual(['SAFE Item.tagline 2026-10']);
    expect(report.verdict.ok).toBe(true);
  });

  it('a dangerous change to released versions needs --accept, which the report records', async () => {
    const sdl = ITEMS.replace('enum Kind {\n  person\n', 'enum Kind {\n  person\n  bot\n');
    const refused = (await check(sdl)).report;
    expect(lines(refused.changes)).toEqual([`DANGEROUS Kind.bot ${ALL}`]);
    expect(refused.verdict.reasons).toEqual([
      'dangerous changes not accepted: Kind.bot (pass --accept Kind.bot once clients are ready)',
    ]);
    const accepted = (await check(sdl, { accept: ['Kind.bot', 'Item.nothing'] })).report;
    expect(accepted.verdict.ok).toBe(true);
    expect(accepted.changes[0].accepted).toBe(true);
    expect(accepted.accepted).toEqual(['Kind.bot']);
    expect(accepted.unused_accepts).toEqual(['Item.nothing']);
  });

  it('a new value of an enum clients only send needs nothing accepted', async () => {
    const { report } = await check(ITEMS.replace('  any_of\n', '  any_of\n  matches\n'));
    expect(lines(report.changes)).toEqual([`SAFE ItemsQueryRuleOperator.matches ${ALL}`]);
    expect(report.verdict.ok).toBe(true);
  });

  it('a schema that does not compose is refused with composition errors', async () => {
    const unparsable = (await check('type Item {')).report;
    expect(unparsable.composition.ok).toBe(false);
    expect(unparsable.composition.errors[0]).toMatch(/^items: Syntax Error/);
    expect(unparsable.verdict.reasons).toEqual(['composition fails (1 error)']);
    // Board.name belongs to boards: items may not define it too (not @shareable).
    const conflicting = (
      await check(
        ITEMS.replace('type Board @key(fields: "id") {\n', 'type Board @key(fields: "id") {\n  name: Int\n'),
      )
    ).report;
    expect(conflicting.composition.ok).toBe(false);
    expect(conflicting.verdict.ok).toBe(false);
  });

  it('composes with the head’s published schemas and diffs against the head', async () => {
    const boards = checkedIn.boards.replace(
      'type Board @key(fields: "id") {\n',
      'type Board @key(fields: "id") {\n  tagline: String\n',
    );
    expect(boards).not.toBe(checkedIn.boards);
    const schemas = { ...checkedIn, boards };
    const composed = composeSubgraphs(schemas);
    if (!composed.ok) throw new Error(composed.errors.join('\n'));
    const part = (name: SubgraphName, source: 'registry' | 'checkout') => ({
      version: source === 'registry' ? 1 : null,
      hash: sha256(schemas[name]),
      source,
      sdl: schemas[name],
    });
    const head = {
      version: 1,
      hash: sha256(composed.supergraphSdl),
      sdl: composed.supergraphSdl,
      subgraphs: {
        boards: part('boards', 'registry'),
        items: part('items', 'checkout'),
        columns: part('columns', 'checkout'),
      },
    } as SupergraphVersion;
    const { report } = await checkCandidate(head, {
      subgraph: 'items',
      sdl: ITEMS,
      fallbackSchemas: checkedIn,
    });
    expect(report.base).toEqual({ version: 1, hash: head.hash, source: 'registry' });
    expect(report.composed_with).toEqual([
      { subgraph: 'boards', version: 1, source: 'registry' },
      { subgraph: 'items', version: null, source: 'candidate' },
      { subgraph: 'columns', version: null, source: 'checkout' },
    ]);
    // The head has Board.tagline from boards v1; the candidate keeps it, so nothing changes.
    expect(report.changes).toEqual([]);
    expect(report.verdict.ok).toBe(true);
  });
});

describe('a check of many stored operations', () => {
  it('lets the process serve between batches: a request waits one batch, not the whole check', async () => {
    const operations = Array.from({ length: 200 }, (_, index) => ({
      id: `apq:${index}`,
      source: 'persisted',
      text: `query Stored${index} { items(ids: [${index}]) { id name } }`,
    }));
    let finished = false;
    let servedDuringCheck = 0;
    const served = new Promise<void>((resolve) => {
      const tick = () => {
        if (finished) return resolve();
        servedDuringCheck += 1;
        setImmediate(tick);
      };
      setImmediate(tick);
    });
    const { report } = await check(ITEMS.replace('  creator_id: String!\n', ''), { operations });
    finished = true;
    await served;
    expect(report.operations.checked).toEqual({ persisted: 200 });
    expect(servedDuringCheck).toBeGreaterThanOrEqual(200 / 20);
  }, 60_000);
});
