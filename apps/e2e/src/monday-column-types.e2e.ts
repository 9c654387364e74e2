import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLObjectType,
} from 'graphql';
import {
  officialMondayClient,
  REPO_ROOT,
  startTestStack,
  type GraphQLClient,
  type TestStack,
} from '@workapi/testing';

// monday.com's official client reads a board holding a column of every one of monday.com's column
// types, with a fragment on every …Value type of monday.com's 2026-01 schema selecting each of its
// scalar fields: what an ETL connector adds to every items sync (issue 31).

const monday = buildSchema(
  readFileSync(join(REPO_ROOT, '..', 'shared', 'monday', 'schema-2026-01.graphql'), 'utf8'),
);

const columnValueTypes = Object.values(monday.getTypeMap()).filter(
  (type): type is GraphQLObjectType =>
    isObjectType(type) && type.getInterfaces().some((face) => face.name === 'ColumnValue'),
);

/** A fragment selecting every field of `type` that needs no selection and no argument. */
const fragmentOn = (type: GraphQLObjectType) => {
  const leaves = Object.values(type.getFields()).filter(
    (field) => isLeafType(getNamedType(field.type)) && field.args.every((arg) => !isNonNullType(arg.type)),
  );
  return `... on ${type.name} { ${leaves.map((field) => field.name).join(' ')} }`;
};

const columnTypeEnum = monday.getType('ColumnType');
const COLUMN_TYPES = isEnumType(columnTypeEnum)
  ? columnTypeEnum
      .getValues()
      .map((value) => value.name)
      .filter((type) => type !== 'name')
  : [];

let env: TestStack;
let acme: GraphQLClient;
let board: string;

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme' }]);
  acme = env.clients.acme;
  const made = async (name: string) =>
    (
      await acme.data<{ create_board: { id: string } }>(
        'mutation ($n: String!) { create_board(board_name: $n, board_kind: public) { id } }',
        { n: name },
      )
    ).create_board.id;
  board = await made('Every type');
  const linked = await made('Linked');
  // A mirror names the relation column it reads through, so the relation is made first.
  const settings: Record<string, unknown> = {
    board_relation: { boardIds: [Number(linked)] },
    mirror: {
      relation_column: { col_board_relation: true },
      displayed_linked_columns: [{ board_id: linked, column_ids: ['name'] }],
    },
    formula: { formula: '1 + 1' },
  };
  for (const type of COLUMN_TYPES)
    await acme.data(
      'mutation ($b: ID!, $t: ColumnType!, $id: String!, $d: JSON) { create_column(board_id: $b, title: $id, column_type: $t, id: $id, defaults: $d) { id } }',
      {
        b: board,
        t: type,
        id: `col_${type}`,
        d: settings[type] ? JSON.stringify(settings[type]) : null,
      },
    );
  // The board's own status column holds "Done", so the progress battery has one label to count.
  await acme.data(
    'mutation ($b: ID!, $v: JSON) { create_item(board_id: $b, item_name: "One of each", column_values: $v) { id } }',
    { b: board, v: JSON.stringify({ status: { label: 'Done' } }) },
  );
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

describe("monday.com's official client on a board of every column type", () => {
  it('reads every value, each as its …Value type, through a fragment on every type', async () => {
    const client = officialMondayClient({
      token: env.tokens.acme[0],
      endpoint: env.gatewayUrl,
      apiVersion: '2026-01',
    });
    const fragments = columnValueTypes.map(fragmentOn).join('\n');
    const { boards } = await client.request<{
      boards: Array<{
        items_page: {
          items: Array<{
            column_values: Array<{
              id: string;
              type: string;
              __typename: string;
              battery_value?: Array<{ key: string; count: number }>;
            }>;
          }>;
        };
      }>;
    }>(
      `query ($b: [ID!]) { boards(ids: $b) { items_page(limit: 5) { items {
         column_values { id type text value __typename
           ${fragments}
           ... on BatteryValue { battery_value { key count } }
         } } } } }`,
      { b: [board] },
    );
    const values = boards[0].items_page.items[0].column_values;
    const made = values.filter((value) => value.id.startsWith('col_'));
    expect(made.map((value) => value.id).sort()).toEqual(COLUMN_TYPES.map((type) => `col_${type}`).sort());
    for (const value of made) expect(value.id).toBe(`col_${value.type}`);
    const valueTypes = columnValueTypes.map((type) => type.name);
    for (const value of values) expect(valueTypes).toContain(value.__typename);
    // A progress column is monday.com's battery: the item's status labels, counted by index.
    expect(values.find((value) => value.id === 'col_progress')).toMatchObject({
      __typename: 'BatteryValue',
      battery_value: [{ key: '1', count: 1 }],
    });
  });
});
