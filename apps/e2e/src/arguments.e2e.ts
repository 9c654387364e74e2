import fc from 'fast-check';
import pMap from 'p-map';
import {
  astFromValue,
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  print,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { startTestStack, type GraphQLAnswer, type GraphQLClient, type TestStack } from '@workapi/testing';

// Every root field of the schema a client sees, called with argument values of the right types but
// chosen to be awkward: ids that exist (the caller's board, item, group, update ...) beside ids that
// do not, huge and negative numbers, empty and very long strings, JSON that is not JSON, empty and
// long lists, enums' every value; as variables, and written into the query. Whatever a field makes
// of them, the answer is a contract error (CONTRACT.md section 4) or data: never a server fault
// (5xx, INTERNAL_SERVER_ERROR) and never an error without its code (docs/security.md, Faults). The
// values come from a fixed seed so that a failure is the same on every run; `ARGUMENTS_SEED` and
// `ARGUMENTS_SAMPLES` try others and more, `ARGUMENTS_LOG` prints every answer's codes.

const SEED = Number(process.env.ARGUMENTS_SEED ?? 2026);
/** Argument sets per field, beside the one of every argument's edge values. */
const SAMPLES = Number(process.env.ARGUMENTS_SAMPLES ?? 6);

let env: TestStack;
let owner: GraphQLClient;
let schema: GraphQLSchema;
const pools: Record<string, string[]> = {};

const JUNK_IDS = ['0', '-1', '99999999999999999999999', 'abc', '', '1e3', ' 12 '];

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme', users: 3 }, { name: 'globex' }], {
    COMPLEXITY_MAX_PER_QUERY: '1000000000',
    COMPLEXITY_BUDGET_PER_MINUTE: '2000000000',
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  owner = env.clients.acme;
  schema = buildClientSchema(await owner.data<IntrospectionQuery>(getIntrospectionQuery()));

  const { create_board } = await owner.data<{ create_board: { id: string } }>(
    'mutation { create_board(board_name: "Awkward", board_kind: public) { id } }',
  );
  const board = create_board.id;
  const columns: string[] = [];
  for (const type of ['status', 'text', 'numbers', 'people', 'date', 'dropdown', 'board_relation']) {
    const { create_column } = await owner.data<{ create_column: { id: string } }>(
      `mutation ($b: ID!) { create_column(board_id: $b, title: "${type}", column_type: ${type}) { id } }`,
      { b: board },
    );
    columns.push(create_column.id);
  }
  const { create_group } = await owner.data<{ create_group: { id: string } }>(
    'mutation ($b: ID!) { create_group(board_id: $b, group_name: "Second") { id } }',
    { b: board },
  );
  const { create_item } = await owner.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!) { create_item(board_id: $b, item_name: "Target") { id } }',
    { b: board },
  );
  const { create_subitem } = await owner.data<{ create_subitem: { id: string } }>(
    'mutation ($p: ID!) { create_subitem(parent_item_id: $p, item_name: "Child") { id } }',
    { p: create_item.id },
  );
  const { create_update } = await owner.data<{ create_update: { id: string } }>(
    'mutation ($i: ID!) { create_update(item_id: $i, body: "Said") { id } }',
    { i: create_item.id },
  );
  const { create_workspace } = await owner.data<{ create_workspace: { id: string } }>(
    'mutation { create_workspace(name: "Awkward", kind: open) { id } }',
  );
  const { create_folder } = await owner.data<{ create_folder: { id: string } }>(
    'mutation ($w: ID) { create_folder(name: "Drawer", workspace_id: $w) { id } }',
    { w: create_workspace.id },
  );
  const { create_doc } = await owner.data<{ create_doc: { id: string; object_id: string } }>(
    'mutation ($w: ID!) { create_doc(location: { workspace: { workspace_id: $w, name: "Notes" } }) { id object_id } }',
    { w: create_workspace.id },
  );
  const { users } = await owner.data<{ users: Array<{ id: string }> }>('{ users { id } }');
  const { me } = await owner.data<{ me: { id: string } }>('{ me { id } }');
  const { globexBoard } = await env.clients.globex.data<{ globexBoard: { id: string } }>(
    'mutation { globexBoard: create_board(board_name: "Theirs", board_kind: public) { id } }',
  );
  // The caller's own id stays out: a role change or deactivation of the caller would end the run.
  const others = users.map((user) => user.id).filter((id) => id !== me.id);
  const { create_team } = await owner.data<{ create_team: { id: string } }>(
    'mutation ($u: [ID!]) { create_team(input: { name: "Awkward", subscriber_ids: $u }) { id } }',
    { u: [me.id] },
  );
  Object.assign(pools, {
    board: [board, globexBoard.id],
    item: [create_item.id, create_subitem.id],
    group: ['topics', create_group.id],
    column: ['name', 'status', ...columns],
    update: [create_update.id],
    user: others,
    workspace: [create_workspace.id],
    folder: [create_folder.id],
    // Doc ids and object ids both: arguments name either (docId, object_ids, doc_id).
    doc: [create_doc.id, create_doc.object_id],
    object: [create_doc.object_id],
    team: [create_team.id],
  });
}, 150_000);

afterAll(async () => {
  await env?.stop();
});

// ---------------------------------------------------------------------------------------------
// Values of a type, from the introspected schema

/** The pool an argument's name points at (`board_id`, `item_ids`, `group_id` ...), if any. */
function poolOf(name: string): string[] | undefined {
  const lower = name.toLowerCase();
  for (const [key, pool] of Object.entries(pools)) {
    if (key === 'item' && /pulse|parent|item/.test(lower)) return pool;
    if (lower.includes(key)) return pool;
  }
  return undefined;
}

const STRINGS = [
  '',
  ' ',
  'x',
  'Ünïcödé 🚀 名前',
  'x'.repeat(5_000),
  '{"text":"json in a string"}',
  '<b>bold</b><script>alert(1)</script>',
  'null',
  '%00%ff',
];
const JSONS = [
  '{}',
  '[]',
  'null',
  '"text"',
  '42',
  '{"label":"Done"}',
  '{"index":99}',
  '{"date":"2026-13-45"}',
  '{"personsAndTeams":[{"id":1,"kind":"person"}]}',
  '{"item_ids":[1,2,3]}',
  'not json at all',
  '{"a":',
  JSON.stringify({ deep: JSON.parse('['.repeat(40) + ']'.repeat(40)) }),
];
const INTS = [0, 1, -1, 500, 501, 2_147_483_647, -2_147_483_648];
const FLOATS = [0, -1.5, 1e300, 0.0001];

function scalar(name: string, argName: string): fc.Arbitrary<unknown> {
  const pool = poolOf(argName);
  switch (name) {
    case 'ID':
      return pool
        ? fc.oneof(
            { arbitrary: fc.constantFrom(...pool), weight: 3 },
            { arbitrary: fc.constantFrom(...JUNK_IDS), weight: 1 },
          )
        : fc.constantFrom(...JUNK_IDS);
    case 'Int':
      return fc.oneof(
        { arbitrary: fc.constantFrom(1, 2, 25, 500), weight: 2 },
        { arbitrary: fc.constantFrom(...INTS), weight: 1 },
      );
    case 'Float':
      return fc.constantFrom(...FLOATS, ...INTS);
    case 'Boolean':
      return fc.boolean();
    case 'String':
      return fc.oneof(
        ...(pool ? [{ arbitrary: fc.constantFrom(...pool), weight: 3 }] : []),
        { arbitrary: fc.constantFrom(...STRINGS), weight: 2 },
        { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
      );
    case 'JSON':
      return fc.oneof(fc.constantFrom(...JSONS), fc.json({ maxDepth: 3 }));
    default:
      // Dates, times, files and monday.com's other custom scalars: strings of every sort.
      return fc.oneof(
        fc.constantFrom('2026-01-01', '2026-01-01T00:00:00Z', '25:61', '0', '', 'tomorrow', ...STRINGS),
        fc.string({ maxLength: 30 }),
        fc.integer(),
      );
  }
}

function valueOf(type: GraphQLInputType, argName: string, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, argName, depth);
  if (isListType(type)) {
    const item = valueOf(type.ofType, argName, depth + 1);
    return fc.oneof(
      fc.constant([]),
      fc.array(item, { minLength: 1, maxLength: 3 }),
      fc.array(item, { minLength: 101, maxLength: 120 }),
    );
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constant(null);
    const fields = Object.values(type.getFields());
    return fc.record(
      Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type, field.name, depth + 1)])),
      { requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name) },
    );
  }
  return scalar(type.name, argName);
}

/** The edge of every argument at once: the first pool id, the largest number, the longest string. */
function edgeOf(type: GraphQLInputType, argName: string, depth: number): unknown {
  if (isNonNullType(type)) return edgeOf(type.ofType, argName, depth);
  if (isListType(type)) return Array.from({ length: 101 }, () => edgeOf(type.ofType, argName, depth + 1));
  if (isEnumType(type)) return type.getValues()[type.getValues().length - 1].name;
  if (isInputObjectType(type))
    return depth > 4
      ? null
      : Object.fromEntries(
          Object.values(type.getFields()).map((field) => [
            field.name,
            edgeOf(field.type, field.name, depth + 1),
          ]),
        );
  if (type.name === 'ID') return poolOf(argName)?.[0] ?? '99999999999999999999999';
  if (type.name === 'Int') return 2_147_483_647;
  if (type.name === 'Float') return 1e300;
  if (type.name === 'Boolean') return true;
  if (type.name === 'JSON') return JSONS[JSONS.length - 1];
  return 'x'.repeat(5_000);
}

/** The smallest selection of an output type: `__typename`, and `id` where it has one. */
function selectionOf(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isUnionType(named)) return '{ __typename }';
  if (!isObjectType(named) && !isInterfaceType(named)) return '';
  return named.getFields().id?.args.length === 0 ? '{ __typename id }' : '{ __typename }';
}

interface Call {
  field: string;
  query: string;
  variables: Record<string, unknown>;
}

/** A value written into the query, as a client that inlines its arguments sends it. */
const literalOf = (value: unknown, type: GraphQLInputType): string => {
  const node = astFromValue(value, type);
  return node ? print(node) : 'null';
};

/** Where a field of a type is asked: at the root, or inside the path to one of the caller's own objects. */
interface Place {
  label: string;
  wrap: (field: string) => string;
}

const ROOT: Place = { label: '', wrap: (field) => field };

function callsOf(
  operation: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  seed: number,
  place = ROOT,
): Call[] {
  const args = field.args;
  const label = `${place.label}${field.name}`;
  const header = args.length ? `(${args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ')})` : '';
  const passed = args.length ? `(${args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : '';
  const selection = selectionOf(field.type);
  const query = `${operation} Awkward${header} { ${place.wrap(`${field.name}${passed} ${selection}`)} }`;
  if (args.length === 0) return [{ field: label, query, variables: {} }];
  const record = fc.record(
    Object.fromEntries(args.map((arg) => [arg.name, valueOf(arg.type, arg.name, 0)])),
    {
      requiredKeys: args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name),
    },
  );
  const sampled = fc.sample(record, { seed, numRuns: SAMPLES }) as Array<Record<string, unknown>>;
  const edge = Object.fromEntries(args.map((arg) => [arg.name, edgeOf(arg.type, arg.name, 0)]));
  // Every other sample written into the query instead: literals meet validation, not coercion.
  return [edge, ...sampled].map((variables, n) => {
    if (n % 2 === 0) return { field: label, query, variables };
    const written = args
      .filter((arg) => arg.name in variables)
      .map((arg) => `${arg.name}: ${literalOf(variables[arg.name], arg.type)}`);
    const call = `${field.name}${written.length ? `(${written.join(', ')})` : ''} ${selection}`;
    return { field: label, query: `${operation} Awkward { ${place.wrap(call)} }`, variables: {} };
  });
}

/** What is wrong with an answer, if anything: a server fault, or an error the contract has no code for. */
function faultOf(answer: GraphQLAnswer): string | null {
  if (answer.status >= 500) return `HTTP ${answer.status}`;
  for (const error of answer.body.errors ?? []) {
    const code = error.extensions?.code;
    if (typeof code !== 'string') return `an error without a code: ${error.message}`;
    if (code === 'INTERNAL_SERVER_ERROR') return `INTERNAL_SERVER_ERROR: ${error.message}`;
    if (/\n\s+at /.test(error.message) || 'stacktrace' in (error.extensions ?? {}))
      return `a stack trace: ${error.message.slice(0, 200)}`;
  }
  return null;
}

/** Changes that end what later calls need (the caller's board, item, group) go last. */
const ENDS_THINGS = /^(delete|archive|remove|clear|deactivate|leave|unsubscribe|disconnect)_/;

async function run(calls: Call[], concurrency: number): Promise<string[]> {
  const faults = await pMap(
    calls,
    async (call) => {
      const answer = await owner.request(call.query, call.variables);
      const fault = faultOf(answer);
      if (process.env.ARGUMENTS_LOG)
        console.log(
          call.field,
          answer.status,
          JSON.stringify(
            answer.body.errors?.map((e) => [e.extensions?.code, e.message.slice(0, 120)]) ?? 'data',
          ),
        );
      if (!fault) return null;
      const sent = Object.keys(call.variables).length
        ? `variables: ${JSON.stringify(call.variables)}`
        : `query: ${call.query}`;
      return `${call.field}: ${fault}\n  ${sent.slice(0, 400)}`;
    },
    { concurrency },
  );
  return faults.filter((fault): fault is string => fault !== null);
}

/** The fields of an object type (the root types among them). */
const fieldsOf = (name: string | undefined): Array<GraphQLField<unknown, unknown>> => {
  const type = name ? schema.getType(name) : undefined;
  return isObjectType(type) ? Object.values(type.getFields()) : [];
};

/** The caller's own objects of each type, and the path a query takes to them. */
function places(): Record<string, Place> {
  const one = (pool: string) => JSON.stringify(pools[pool][0]);
  const at = (label: string, path: string) => ({
    label: `${label}.`,
    wrap: (field: string) => `${path.replace('%', field)}`,
  });
  return {
    Board: at('Board', `boards(ids: [${one('board')}]) { % }`),
    Group: at('Group', `boards(ids: [${one('board')}]) { groups { % } }`),
    Item: at('Item', `items(ids: [${one('item')}]) { % }`),
    Update: at('Update', `updates(ids: [${one('update')}]) { % }`),
    User: at('User', 'me { % }'),
    Account: at('Account', 'account { % }'),
    Workspace: at('Workspace', `workspaces(ids: [${one('workspace')}]) { % }`),
    Folder: at('Folder', `folders(ids: [${one('folder')}]) { % }`),
    Document: at('Document', `docs(ids: [${one('doc')}]) { % }`),
    Team: at('Team', `teams(ids: [${one('team')}]) { % }`),
  };
}

describe('awkward arguments on every root field', () => {
  it('answers every query with data or a contract error', async () => {
    const calls = fieldsOf(schema.getQueryType()?.name).flatMap((field, n) =>
      callsOf('query', field, SEED + n),
    );
    const faults = await run(calls, 4);
    expect(faults).toEqual([]);
  });

  it("answers every field with arguments of the caller's own boards, items, updates, users ... likewise", async () => {
    const calls = Object.entries(places()).flatMap(([type, place]) => {
      const fields = fieldsOf(type).filter((field) => field.args.length > 0);
      return fields.flatMap((field, n) => callsOf('query', field, SEED + 3_000 + n, place));
    });
    expect(calls.length).toBeGreaterThan(30);
    const faults = await run(calls, 4);
    expect(faults).toEqual([]);
  });

  it('answers every mutation with data or a contract error, and the account still works after', async () => {
    const fields = fieldsOf(schema.getMutationType()?.name);
    const first = fields.filter((field) => !ENDS_THINGS.test(field.name));
    // The board itself goes very last: everything else on it is gone with it.
    const last = fields
      .filter((field) => ENDS_THINGS.test(field.name))
      .sort((a, b) => Number(a.name === 'delete_board') - Number(b.name === 'delete_board'));
    const faults = [
      ...(await run(
        first.flatMap((field, n) => callsOf('mutation', field, SEED + 1_000 + n)),
        4,
      )),
      ...(await run(
        last.flatMap((field, n) => callsOf('mutation', field, SEED + 2_000 + n)),
        1,
      )),
    ];
    expect(faults).toEqual([]);
    // The stack took all of it and still serves the account and the other one.
    await expect(owner.data('{ me { id } boards(limit: 1) { id } }')).resolves.toBeTruthy();
    await expect(env.clients.globex.data('{ boards { id name } }')).resolves.toBeTruthy();
  });
});

describe('what the awkward arguments found', () => {
  it('refuses a date or a time that is not text, as a variable and as a literal, naming what it takes', async () => {
    const asVariable = await owner.request(
      'query ($s: ISO8601DateTime) { notifications(since: $s) { id } }',
      {
        s: 1_700_000_000,
      },
    );
    expect(asVariable.status).toBe(200);
    expect(asVariable.body.data).toBeUndefined();
    expect(asVariable.body.errors?.[0].message).toContain(
      'ISO8601DateTime is a date and time as ISO 8601 text',
    );
    const asLiteral = await owner.request(
      `{ boards(ids: [${pools.board[0]}]) { updates(from_date: 20260101) { id } } }`,
    );
    expect(asLiteral.status).toBe(200);
    expect(asLiteral.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining(
        'ISO8601DateTime is a date and time as ISO 8601 text (2026-01-31T12:30:00Z), not 20260101',
      ),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    // Text that names no date is the field's to refuse, as before.
    const notADate = await owner.request('{ notifications(since: "tomorrow") { id } }');
    expect(notADate.body.errors?.[0]).toMatchObject({ extensions: { code: 'InvalidArgumentException' } });
  });

  it('refuses a file written into the query, which only a multipart part can carry', async () => {
    const answer = await owner.request(
      `mutation { add_file_to_column(item_id: ${pools.item[0]}, column_id: "files", file: "photo.png") { id } }`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('A File is a part of a multipart request'),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it("refuses a doc for an item's column with no column id, and makes no doc for it", async () => {
    const { docs: before } = await owner.data<{ docs: Array<{ id: string }> }>('{ docs(limit: 100) { id } }');
    const answer = await owner.request(
      'mutation ($i: ID!) { create_doc(location: { board: { item_id: $i, column_id: "" } }) { id } }',
      { i: pools.item[0] },
    );
    expect(answer.body.errors?.[0]).toMatchObject({ extensions: { code: 'InvalidColumnIdException' } });
    const { docs: after } = await owner.data<{ docs: Array<{ id: string }> }>('{ docs(limit: 100) { id } }');
    expect(after).toEqual(before);
  });
});
