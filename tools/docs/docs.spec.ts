import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  parse,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { CostModel, costDeclarationsOf } from '@workapi/complexity';
import { API_VERSIONS, versionedApiOf } from '@workapi/versioning';
import { docsCommand, staleMessage } from './command';
import { firstStalePage } from './files';
import { apiReference, REFERENCE_DIR, SUPERGRAPH_FILE } from './reference';

const supergraphSdl = readFileSync(SUPERGRAPH_FILE, 'utf8');
const reference = apiReference(supergraphSdl);
const pageOf = (version: string) => reference.get(`${version}.md`) as string;
/** The section of a page under a heading, up to the next heading of the same level or above. */
const section = (text: string, heading: string) => {
  const start = text.indexOf(`${heading}\n`);
  if (start < 0) return null;
  const level = heading.split(' ')[0];
  const rest = text.slice(start + heading.length);
  const end = rest.search(new RegExp(`\\n#{1,${level.length}} `));
  return end < 0 ? rest : rest.slice(0, end);
};
const rowOf = (text: string, cell: string) => text.split('\n').find((line) => line.startsWith(`| ${cell} `));

describe('the API reference in docs/api', () => {
  it('is what `npm run docs` writes from the supergraph today', () => {
    const stale = firstStalePage(REFERENCE_DIR, reference);
    expect(stale && staleMessage(`docs/api/${stale}`)).toBeNull();
  });

  it('has an index naming each version with its status, and one page per version', () => {
    expect([...reference.keys()]).toEqual([
      'README.md',
      '2026-01.md',
      '2026-04.md',
      '2026-07.md',
      '2026-10.md',
    ]);
    const index = reference.get('README.md') as string;
    expect(rowOf(index, '[2026-01](2026-01.md)')).toMatch(/Deprecated: no longer supported/);
    expect(rowOf(index, '[2026-04](2026-04.md)')).toMatch(/Maintenance: deprecated/);
    expect(rowOf(index, '[2026-07](2026-07.md)')).toMatch(/Current: the default/);
    expect(rowOf(index, '[2026-10](2026-10.md)')).toMatch(/Release Candidate: a preview/);
    // The contract's table of changes (section 5), computed from the schemas.
    expect(rowOf(index, '`Board.items`')).toMatch(
      /\| present, deprecated \| present, deprecated \| present, deprecated \| removed +\|$/,
    );
    expect(rowOf(index, '`Item.updated_at`')).toMatch(/\| absent +\| absent +\| present +\| present +\|$/);
  });

  it('marks deprecated fields with their reason and the version that removes them', () => {
    for (const version of ['2026-01', '2026-04', '2026-07']) {
      expect(rowOf(section(pageOf(version), '### `Board`') ?? '', '`items`')).toMatch(
        /\*\*Deprecated[^*]*:\*\* Unpaginated and expensive on large boards: use `items_page`\. \*\*Removed in 2026-10\.\*\*/,
      );
    }
    expect(rowOf(section(pageOf('2026-10'), '### `Board`') ?? '', '`items`')).toBeUndefined();
    expect(section(pageOf('2026-10'), '## Changes from 2026-07')).toContain(
      '- Removed `Board.items` (field, `[Item]`), deprecated: Unpaginated and expensive on large boards: use `items_page`.',
    );
  });

  it('documents only what each version serves, with the changes from the version before', () => {
    for (const version of ['2026-01', '2026-04']) {
      expect(rowOf(section(pageOf(version), '### `Item`') ?? '', '`updated_at`')).toBeUndefined();
    }
    expect(rowOf(section(pageOf('2026-07'), '### `Item`') ?? '', '`updated_at`')).toMatch(/Since 2026-07\./);
    expect(section(pageOf('2026-07'), '## Changes from 2026-04')).toContain(
      '- Added `Item.updated_at` (field, `ISO8601DateTime`).',
    );
    expect(section(pageOf('2026-01'), '## Changes')).toContain('The first version this server offers.');
    expect(section(pageOf('2026-04'), '## Changes from 2026-01')).toContain('No changes to the schema.');
  });

  it('lists root queries and mutations first, with their arguments, defaults and prices', () => {
    const page = pageOf('2026-07');
    expect(page.indexOf('## Queries')).toBeLessThan(page.indexOf('## Mutations'));
    expect(page.indexOf('## Mutations')).toBeLessThan(page.indexOf('## Objects'));
    const boards = section(page, '### `Query.boards`') ?? '';
    expect(boards).toContain('Price: 10 + its selections × `limit`, at most one per given `ids`.');
    expect(rowOf(boards, '`state`')).toMatch(/\[`State`\]\(#state\) +\| `active` +\|/);
    expect(section(page, '### `Query.items_page`')).toContain(
      'Price: 10 + its selections, `items` counted `limit` times; without `cursor`, + 25 for reading every item of its boards and, after execution, + 1 per item read.',
    );
    expect(section(page, '### `Mutation.create_board`')).toContain('Price: 50 + its selections.');
    expect(rowOf(section(page, '### `Board`') ?? '', '`items`')).toContain('1000 + its selections × 1000');
  });

  it('marks deprecated arguments and enum values, and elements a later version adds', () => {
    const changed = apiReference(
      supergraphSdl
        .replace(
          'newest_first: Boolean,',
          'newest_first: Boolean @deprecated(reason: "order with items_page"),',
        )
        .replace(
          /(\n  deleted @join__enumValue\(graph: BOARDS\) @join__enumValue\(graph: ITEMS\))/,
          '$1 @deprecated(reason: "use archived")',
        )
        .replace(
          /(\n  archived: Boolean @join__field\(graph: BOARDS\))/,
          '$1\n  muted: Boolean @join__field(graph: BOARDS) @since(version: "2026-10")',
        ),
    );
    const current = changed.get('2026-07.md') as string;
    expect(rowOf(section(current, '### `Query.items`') ?? '', '`newest_first`')).toMatch(
      /\*\*Deprecated since 2026-01:\*\* order with `items_page`\./,
    );
    expect(rowOf(section(current, '### `State`') ?? '', '`deleted`')).toMatch(
      /\*\*Deprecated since 2026-01:\*\* use archived\./,
    );
    expect(rowOf(section(current, '### `Group`') ?? '', '`muted`')).toBeUndefined();
    const next = changed.get('2026-10.md') as string;
    expect(rowOf(section(next, '### `Group`') ?? '', '`muted`')).toMatch(/Since 2026-10\./);
    expect(section(next, '## Changes from 2026-07')).toContain('- Added `Group.muted` (field, `Boolean`).');
  });

  it('states the prices the subgraphs declare, not fixed text', () => {
    const repriced = apiReference(
      // Up to the field's own `): Board`: its arguments' descriptions may hold parentheses.
      supergraphSdl.replace(
        /(create_board\([\s\S]*?\): Board .*?)@cost\(weight: 50\)/,
        '$1@cost(weight: 70)',
      ),
    );
    expect(section(repriced.get('2026-07.md') as string, '### `Mutation.create_board`')).toContain(
      'Price: 70 + its selections.',
    );
  });

  it('gives every root field the base price the gateway charges for it', () => {
    const api = versionedApiOf(supergraphSdl);
    const costs = new CostModel(costDeclarationsOf(parse(supergraphSdl)));
    for (const version of API_VERSIONS) {
      const schema = api.schemas.get(version.value);
      for (const root of [schema?.getQueryType(), schema?.getMutationType()]) {
        for (const field of Object.values(root?.getFields() ?? {})) {
          // Only the required arguments, and nothing selected below the field.
          const args = field.args
            .filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)
            .map((arg) => `${arg.name}: ${literalFor(arg.type)}`);
          const selection = isCompositeType(getNamedType(field.type)) ? '{ __typename }' : '';
          const verb = root === schema?.getMutationType() ? 'mutation' : 'query';
          const text = `${verb} { ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${selection} }`;
          const document = parse(text);
          const charged = costs.estimate({
            schema: schema as NonNullable<typeof schema>,
            document,
            operation: document.definitions[0] as OperationDefinitionNode,
            variables: {},
          });
          const price = section(pageOf(version.value), `### \`${root?.name}.${field.name}\``) ?? '';
          const stated = Number(/Price: (\d+)/.exec(price)?.[1]);
          const reads = /without `(\w+)`, \+ (\d+)/.exec(price);
          const unread = reads && !field.args.some((arg) => arg.name === reads[1] && isNonNullType(arg.type));
          expect({
            field: `${root?.name}.${field.name}`,
            price: stated + (unread ? Number(reads[2]) : 0),
          }).toEqual({ field: `${root?.name}.${field.name}`, price: charged });
        }
      }
    }
  });
});

describe('npm run docs', () => {
  let dir: string;
  const lines: string[] = [];
  const run = (...args: string[]) =>
    docsCommand(args, {
      dir,
      pages: reference,
      log: (line) => lines.push(line),
      fail: (line) => lines.push(line),
    });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'docs-'));
    lines.length = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the reference, which `--check` then finds up to date', () => {
    expect(run()).toBe(0);
    expect(readFileSync(join(dir, '2026-07.md'), 'utf8')).toBe(pageOf('2026-07'));
    expect(run('--check')).toBe(0);
  });

  it('`--check` exits 1 naming the first page that differs, is missing or is left over', () => {
    expect(run('--check')).toBe(1);
    expect(lines.pop()).toMatch(/docs\/api is stale: run npm run docs \(first difference: .*2026-01\.md\)/);

    run();
    writeFileSync(join(dir, '2026-10.md'), `${pageOf('2026-10')}edited by hand\n`);
    expect(run('--check')).toBe(1);
    expect(lines.pop()).toMatch(/first difference: .*2026-10\.md\)$/);

    run();
    writeFileSync(join(dir, '2025-01.md'), 'a version no longer served\n');
    expect(run('--check')).toBe(1);
    expect(lines.pop()).toMatch(/first difference: .*2025-01\.md\)$/);
    run();
    expect(run('--check')).toBe(0);
  });

  it('refuses an unknown argument without writing anything', () => {
    expect(run('--chek')).toBe(2);
    expect(lines.pop()).toMatch(/unknown argument --chek/);
    expect(firstStalePage(dir, new Map())).toBeNull();
  });
});

/** A literal of an input type, for an argument the operation must give. */
function literalFor(type: GraphQLInputType): string {
  const named = getNamedType(getNullableType(type));
  if (isEnumType(named)) return named.getValues()[0].name;
  if (named.name === 'Int' || named.name === 'Float') return '1';
  if (named.name === 'Boolean') return 'true';
  if (isInputObjectType(named)) {
    const required = Object.values(named.getFields()).filter(
      (field) => isNonNullType(field.type) && field.defaultValue === undefined,
    );
    return `{ ${required.map((field) => `${field.name}: ${literalFor(field.type)}`).join(', ')} }`;
  }
  return '"1"';
}
