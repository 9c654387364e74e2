import { createServer, type Server } from 'node:http';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  isRequiredInputField,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type IntrospectionQuery,
} from 'graphql';
import { filesSecret } from '@workapi/config';
import { assetKey, signUpload } from '@workapi/files';
import { startTestStack, type GraphQLAnswer, type GraphQLClient, type TestStack } from '@workapi/testing';
import { API_VERSIONS } from '@workapi/versioning';

// Private boards are only for their owners and subscribers, and nothing of another account is
// anyone else's: this walk reads the schema of each API version by introspection and runs every
// root query and every mutation against a board the caller may not see, as a user of another
// account, as a colleague who is not subscribed to it, as a viewer and as a guest; and against a
// public board as a viewer, who may read it and change nothing. The account's users and teams are
// watched too. A root field added later is walked too.

let env: TestStack;
/** Answers monday.com's challenge (and every delivery) for the boards' webhooks. */
let receiver: Server;
const receiverUrl = (path: string) =>
  `http://127.0.0.1:${(receiver.address() as { port: number }).port}/${path}`;
let owner: GraphQLClient;
let colleague: GraphQLClient;
let stranger: GraphQLClient;
let viewer: GraphQLClient;
let guest: GraphQLClient;

/** What an operation can point at: one board and the things in it, and a user. */
interface Resources {
  board: string;
  group: string;
  column: string;
  items: string[];
  cursor: string;
  /** A user of the owner's account, co-owner of the board. */
  user: string;
  /** A team of the owner's account. */
  team: string;
  /** A closed workspace of the owner's, and a folder in it. */
  workspace: string;
  folder: string;
  /** A tag made with the board's id: a private board's own, a public one on a public board. */
  tag: string;
  /** An update on the board's first item (with a reply). */
  update: string;
  /** A webhook on the board. */
  webhook: string;
  /** A text value the board's first item holds in `column`. */
  text: string;
  /** A file uploaded to the board's first item's file column. */
  asset: string;
  /** A doc in the board's last item's doc column (`spec`), its object id and its one block. */
  doc: string;
  doc_object: string;
  block: string;
  /** Where create_doc puts a doc: the board's first item's doc column. */
  doc_place: { item_id: string; column_id: string };
}

interface SeededBoard extends Resources {
  /** Strings that belong to this board only: its ids as JSON strings, its words in lower case. */
  secrets: string[];
}

type Kind =
  | 'board'
  | 'group'
  | 'column'
  | 'item'
  | 'cursor'
  | 'user'
  | 'team'
  | 'workspace'
  | 'folder'
  | 'tag'
  | 'update'
  | 'webhook'
  | 'asset'
  | 'doc'
  | 'doc_object'
  | 'block'
  | 'doc_place';

const TEXT = 'Intruder text';
/** Where the API says clients reach it: the links it answers start so, and are no internals. */
const PUBLIC_URL = 'https://api.workapi.example';

/**
 * Arguments whose meaning the schema's types do not tell: what they refer to, or a literal. Any
 * other argument is generated from its type; one that looks like a reference but is not listed
 * here fails the walk, so a new root field cannot slip past unexercised.
 */
const ARGUMENTS: Record<string, Kind | ((target: Resources) => unknown)> = {
  board_id: 'board',
  board_ids: 'board',
  boards: 'board',
  item_id: 'item',
  item_ids: 'item',
  group_id: 'group',
  relative_to: 'group',
  column_id: 'column',
  after_column_id: 'column',
  cursor: 'cursor',
  parent_id: 'update',
  'edit_update.id': 'update',
  // A new item next to the board's first item, which is in the board's group.
  'create_item.relative_to': 'item',
  // A group is placed relative to another (relative_to), so not at a position of its own too.
  'create_group.position': () => null,
  'create_update.original_creation_date': () => '2020-01-01',
  // Next to another item or into a group, not both: the walk moves the item into a group.
  'change_item_position.relative_to': () => null,
  'change_item_position.position_relative_method': () => null,
  'delete_update.id': 'update',
  update_id: 'update',
  'pin_to_top.id': 'update',
  'unpin_from_top.id': 'update',
  // An update mentions a user of the owner's account (the enum's first type, User).
  'UpdateMention.id': 'user',
  // A notification to a user of the owner's account about an update (the enum's first type, Post).
  'create_notification.user_id': 'user',
  'create_notification.target_id': 'update',
  // The id of the caller's own last notification, not a page of a board.
  'notifications.cursor': () => null,
  // A fresh upload of the owner's account each time, as the gateway hands it on: only the board
  // decides who may add it.
  file: () => ownerUpload(),
  'add_file_to_column.column_id': () => 'files',
  'update_assets_on_item.column_id': () => 'files',
  // A link on the public URL: the walk takes any other address in an answer for an internal one.
  'update_assets_on_item.files': () => [{ fileType: 'link', name: 'Plan', linkToFile: `${PUBLIC_URL}/plan` }],
  parent_item_id: 'item',
  'delete_webhook.id': 'webhook',
  'create_webhook.config': () => '{}',
  'create_webhook.url': () => receiverUrl('walk'),
  // The subitems board has columns of its own: a subitem is made with its name alone.
  'create_subitem.column_values': () => '{}',
  'ItemsPageByColumnValuesQuery.column_values': (target) => [target.text],
  'ItemsQuery.ids': 'item',
  // The new column's own id, not a reference.
  'create_column.id': () => 'fresh_column',
  'create_status_column.id': () => 'fresh_column',
  'create_dropdown_column.id': () => 'fresh_column',
  'create_status_column.defaults': () => ({ labels: [] }),
  'create_dropdown_column.defaults': () => ({ labels: [] }),
  // Column changes name the column as `id`; the typed ones change the board's status column and
  // the dropdown column every seeded board has, at the revision of a column never changed.
  'update_column.id': 'column',
  'update_column.column_type': () => 'text',
  'update_column.settings': () => '{}',
  'update_status_column.id': () => 'status',
  'update_dropdown_column.id': () => 'dropdown',
  revision: () => '0',
  // A label's own id, not a reference: new labels are sent without one.
  'UpdateStatusLabelInput.id': () => null,
  'UpdateDropdownLabelInput.id': () => null,
  group_color: () => '#e2445c',
  'change_column_value.value': () => JSON.stringify(TEXT),
  column_values: (target) => JSON.stringify({ [target.column]: TEXT }),
  defaults: () => '{}',
  user_ids: 'user',
  subscriber_ids: 'user',
  board_owner_ids: 'user',
  board_subscriber_ids: 'user',
  'UserUpdateInput.user_id': 'user',
  team_id: 'team',
  team_ids: 'team',
  parent_team_id: 'team',
  board_owner_team_ids: 'team',
  board_subscriber_teams_ids: 'team',
  // Custom roles are not kept here: the base role (new_role) is walked.
  'update_users_role.role_id': () => null,
  workspace_id: 'workspace',
  workspace_ids: 'workspace',
  // The boards under test are in the main workspace (null), where the owner's control finds them.
  'boards.workspace_ids': () => [null],
  'update_workspace.id': 'workspace',
  folder_id: 'folder',
  parent_folder_id: 'folder',
  'DynamicPosition.object_id': 'folder',
  // The account's one product.
  account_product_id: () => null,
  // A favorite (its type is the enum's first value, Board).
  'HierarchyObjectIDInputType.id': 'board',
  // aggregate counts the items of the board named in `from`.
  'AggregateFromTableInput.id': 'board',
  'AggregateQueryInput.select': () => [
    { type: 'FUNCTION', function: { function: 'COUNT_ITEMS' }, as: 'count' },
  ],
  // The item goes to another board of the owner's, into its group; without a mapping, columns are
  // matched by type and title.
  'move_item_to_board.board_id': () => destination.board,
  'move_item_to_board.group_id': () => destination.group,
  'move_item_to_board.columns_mapping': () => null,
  'move_item_to_board.subitems_columns_mapping': () => null,
  // What a user of the account did: an admin of another account finds nothing of theirs.
  'audit_logs.user_id': 'user',
  // The template is the board (the owner's control makes its scratch board in a template
  // workspace), its copy goes to the owner's workspace and folder; nothing is called back.
  'use_template.template_id': 'board',
  'use_template.destination_workspace_id': 'workspace',
  'use_template.destination_folder_id': 'folder',
  'use_template.callback_url_on_complete': () => null,
  'use_template.solution_extra_options': () => null,
  // create_board from a template copies it as use_template does.
  'create_board.template_id': 'board',
  // Docs: the doc in the board's item's doc column, and its block; a new doc in the first item's.
  doc_id: 'doc',
  docId: 'doc',
  'docs.object_ids': 'doc_object',
  // The boards' docs are in the main workspace, as the boards are.
  'docs.workspace_ids': () => [null],
  block_id: 'block',
  after_block_id: 'block',
  afterBlockId: 'block',
  parent_block_id: () => null,
  'CreateDocInput.board': 'doc_place',
  'create_doc_block.content': () => '{}',
  'update_doc_block.content': () => '{}',
};

/**
 * Root queries whose arguments only make sense together in these sets (monday.com refuses
 * `columns` with `cursor`, and needs one of them): each set is walked instead of the combinations.
 */
const ARGUMENT_SETS: Record<string, string[][]> = {
  items_page_by_column_values: [['board_id', 'columns']],
};

/** What a list of ids of this type refers to, for `ids` arguments. */
const KIND_OF_TYPE: Record<string, Kind> = {
  Board: 'board',
  Item: 'item',
  User: 'user',
  Team: 'team',
  Workspace: 'workspace',
  Folder: 'folder',
  Tag: 'tag',
  Update: 'update',
  Webhook: 'webhook',
  Asset: 'asset',
  Document: 'doc',
};

/** Kinds whose values belong to the board; a user id is not the board's. */
const BOARD_KINDS = new Set<Kind>([
  'board',
  'group',
  'column',
  'item',
  'cursor',
  'update',
  'webhook',
  'asset',
  'doc',
  'doc_object',
  'block',
  'doc_place',
]);
/**
 * Kinds whose values belong to the account: its users, teams, workspaces and folders, seen by all
 * its members, and its tags (public ones seen by its members, a private board's own listed only on
 * the board).
 */
const ACCOUNT_KINDS = new Set<Kind>(['user', 'team', 'workspace', 'folder', 'tag']);

/** The codes a caller gets for a board, item, group, column or cursor it may not reach (contract section 4). */
const ACCESS_CODES = new Set([
  'InvalidBoardIdException',
  'InvalidColumnIdException',
  'ResourceNotFoundException',
  'UserUnauthorizedException',
  'CursorException',
]);

interface Filler {
  kinds: Kind[];
  value: (target: Resources) => unknown;
}

/** Why an argument has no value; `reference` problems always fail the walk, the others only when the value is needed. */
interface Problem {
  problem: string;
  reference: boolean;
}

const isProblem = (fill: Filler | Problem | null): fill is Problem => fill !== null && 'problem' in fill;

/** A list of items names them all; anything else is one id. */
const referenceOf = (kind: Kind, list: boolean) => (target: Resources) => {
  if (kind === 'item') return list ? target.items : target.items[0];
  return list ? [target[kind]] : target[kind];
};

const numbers = (ids: unknown): unknown => (Array.isArray(ids) ? ids.map(Number) : Number(ids));

const GENERATED: Record<string, unknown> = { String: TEXT, Int: 1, Float: 1, Boolean: false };

/**
 * A value for an argument or input field; null when it is optional, not a reference and not
 * generated (it is left out); a problem when it is needed and cannot be made.
 */
function fillerFor(
  owner: string,
  name: string,
  type: GraphQLInputType,
  options: { returnKind?: Kind; needed: boolean; seen?: string[] },
): Filler | Problem | null {
  const list = isListType(isNonNullType(type) ? type.ofType : type);
  const wrap = (value: (target: Resources) => unknown) => (target: Resources) =>
    list ? [value(target)] : value(target);
  const nested = options.seen !== undefined;
  const needed = options.needed || isNonNullType(type);
  const given = ARGUMENTS[`${owner}.${name}`] ?? ARGUMENTS[name];
  const kind = typeof given === 'string' ? given : name === 'ids' && !given ? options.returnKind : undefined;
  // References typed Int (use_template's) are sent as numbers.
  if (kind && getNamedType(type).name === 'Int') {
    const reference = referenceOf(kind, list);
    return { kinds: [kind], value: (target) => numbers(reference(target)) };
  }
  if (kind) return { kinds: [kind], value: referenceOf(kind, list) };
  if (typeof given === 'function') return { kinds: [], value: given };
  if (/(^|_)ids?$|cursor/.test(name))
    return {
      problem: `${owner}.${name} looks like a reference: say in ARGUMENTS what it refers to`,
      reference: true,
    };
  const cannot = needed
    ? {
        problem: `${owner}.${name} (${String(type)}) has no generated value: add it to ARGUMENTS`,
        reference: false,
      }
    : null;
  const named = getNamedType(type);
  if (isEnumType(named)) {
    const first = named.getValues()[0].name;
    return { kinds: [], value: wrap(() => first) };
  }
  if (isInputObjectType(named)) {
    // Optional inputs inside inputs (rules, order_by) are left out: the first page the owner's
    // cursor came from was asked with the same query_params, boards and ids only.
    if (nested && !needed) return null;
    const seen = options.seen ?? [];
    if (seen.includes(named.name)) return cannot;
    const parts: Array<{ field: GraphQLInputField; filler: Filler }> = [];
    for (const field of Object.values(named.getFields())) {
      const fill = fillerFor(named.name, field.name, field.type, {
        needed: false,
        seen: [...seen, named.name],
      });
      if (isProblem(fill)) {
        if (fill.reference) return fill;
        if (isRequiredInputField(field)) return cannot ?? null;
      } else if (fill && (isRequiredInputField(field) || fill.kinds.length > 0)) {
        parts.push({ field, filler: fill });
      }
    }
    return {
      kinds: parts.flatMap(({ filler }) => filler.kinds),
      value: wrap((target) =>
        Object.fromEntries(parts.map(({ field, filler }) => [field.name, filler.value(target)])),
      ),
    };
  }
  const scalar = isScalarType(named) ? named.name : '';
  if (scalar in GENERATED) return { kinds: [], value: wrap(() => GENERATED[scalar]) };
  return cannot;
}

const MAX_DEPTH = 4;

/** Every field without required arguments, down to MAX_DEPTH object levels, no type twice on a path. */
function selectionOf(type: GraphQLOutputType, depth = 1, path: string[] = []): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) && !isInterfaceType(named)) return '{ __typename }';
  const here = [...path, named.name];
  const parts: string[] = [];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some(isRequiredArgument)) continue;
    const inner = getNamedType(field.type);
    if (isLeafType(inner)) parts.push(field.name);
    else if (depth < MAX_DEPTH && !here.includes(inner.name)) {
      const selection = selectionOf(field.type, depth + 1, here);
      if (selection) parts.push(`${field.name} ${selection}`);
    }
  }
  return parts.length > 0 ? `{ ${parts.join(' ')} }` : '{ __typename }';
}

interface Operation {
  root: 'query' | 'mutation';
  field: string;
  text: string;
  kinds: Set<Kind>;
  variables: (target: Resources) => Record<string, unknown>;
  /** Whether it reaches into a board (rather than only a user or nothing). */
  targeted: boolean;
  /** Whether it reaches, not into a board, but into the account's users or teams. */
  organisation: boolean;
}

function operation(
  root: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  args: Array<{ arg: GraphQLArgument; filler: Filler }>,
): Operation {
  const declared = args.map(({ arg }) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = args.map(({ arg }) => `${arg.name}: $${arg.name}`).join(', ');
  const kinds = new Set(args.flatMap(({ filler }) => filler.kinds));
  return {
    root,
    field: field.name,
    text: `${root} Walk${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selectionOf(field.type)} }`,
    kinds,
    variables: (target) =>
      Object.fromEntries(args.map(({ arg, filler }) => [arg.name, filler.value(target)])),
    targeted: [...kinds].some((kind) => BOARD_KINDS.has(kind)),
    organisation:
      ![...kinds].some((kind) => BOARD_KINDS.has(kind)) && [...kinds].some((kind) => ACCOUNT_KINDS.has(kind)),
  };
}

/**
 * The operations of one schema: per root query, its required arguments alone, then with each
 * reference it can take and with all of them; per mutation, every argument filled.
 */
function operationsOf(schemaAnswer: IntrospectionQuery): { operations: Operation[]; problems: string[] } {
  const schema = buildClientSchema(schemaAnswer);
  const operations: Operation[] = [];
  const problems: string[] = [];
  for (const [root, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const returnKind = KIND_OF_TYPE[getNamedType(field.type).name];
      const usable: Array<{ arg: GraphQLArgument; filler: Filler }> = [];
      const failed: string[] = [];
      for (const arg of field.args) {
        // A mutation gets every argument, so each one must have a value; a query only its references.
        const fill = fillerFor(field.name, arg.name, arg.type, {
          returnKind,
          needed: root === 'mutation' || isRequiredArgument(arg),
        });
        if (isProblem(fill)) failed.push(fill.problem);
        else if (fill) usable.push({ arg, filler: fill });
      }
      if (failed.length > 0) {
        problems.push(...failed);
        continue;
      }
      if (root === 'mutation') {
        operations.push(operation(root, field, usable));
        continue;
      }
      const sets = ARGUMENT_SETS[field.name];
      if (sets) {
        for (const names of sets)
          operations.push(
            operation(
              root,
              field,
              usable.filter(({ arg }) => names.includes(arg.name)),
            ),
          );
        continue;
      }
      const base = usable.filter(({ arg }) => isRequiredArgument(arg));
      const references = usable.filter(
        ({ arg, filler }) => !isRequiredArgument(arg) && filler.kinds.length > 0,
      );
      operations.push(operation(root, field, base));
      for (const reference of references) operations.push(operation(root, field, [...base, reference]));
      if (references.length > 1) operations.push(operation(root, field, [...base, ...references]));
    }
  }
  return { operations, problems };
}

// ---- the board under test ---------------------------------------------------------------------

/** An upload as the gateway hands it to the items subgraph, of a file of the owner's account. */
function ownerUpload(): string {
  return signUpload(filesSecret(env.internalSecret), {
    key: assetKey(ownerAccount),
    accountId: ownerAccount,
    name: 'walk.txt',
    bytes: 4,
    contentType: 'application/octet-stream',
    extension: '.txt',
    geometry: null,
    thumbnailKey: null,
  });
}

/** Uploads a small file to the item's file column, multipart as a client sends it; the asset's id. */
async function uploadTo(itemId: string, name: string): Promise<string> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query:
        'mutation ($i: ID!, $f: File!) { add_file_to_column(item_id: $i, column_id: "files", file: $f) { id } }',
      variables: { i: itemId, f: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.f'] }));
  form.append('0', new Blob(['plan']), name);
  const response = await fetch(env.gatewayUrl, {
    method: 'POST',
    headers: { authorization: env.tokens.acme[0] },
    body: form,
  });
  const answer = (await response.json()) as { data?: { add_file_to_column: { id: string } } };
  if (!answer.data?.add_file_to_column) throw new Error(`upload failed: ${JSON.stringify(answer)}`);
  return answer.data.add_file_to_column.id;
}

async function seedBoard(
  label: string,
  kind: 'private' | 'public',
  /** The board's workspace; none: the main one. */
  workspaceId?: string,
): Promise<SeededBoard> {
  const word = label.toLowerCase();
  const { create_board } = await owner.data<{ create_board: { id: string } }>(
    'mutation ($n: String!, $k: BoardKind!, $d: String, $o: [ID!], $w: ID) { create_board(board_name: $n, board_kind: $k, description: $d, board_owner_ids: $o, workspace_id: $w) { id } }',
    { n: `${label} board`, k: kind, d: `${label} description`, o: [coOwner], w: workspaceId },
  );
  const board = create_board.id;
  const { create_group } = await owner.data<{ create_group: { id: string } }>(
    'mutation ($b: ID!, $n: String!) { create_group(board_id: $b, group_name: $n) { id } }',
    { b: board, n: `${label} group` },
  );
  const column = `${word}_notes`;
  for (const [id, type] of [
    [column, 'text'],
    [`${word}_long`, 'long_text'],
    ['dropdown', 'dropdown'],
    ['files', 'file'],
    ['spec', 'doc'],
  ]) {
    await owner.data(
      'mutation ($b: ID!, $t: String!, $c: ColumnType!, $i: String) { create_column(board_id: $b, title: $t, column_type: $c, id: $i) { id } }',
      { b: board, t: `${label} ${type}`, c: type, i: id },
    );
  }
  const items: string[] = [];
  for (const n of [1, 2, 3]) {
    const { create_item } = await owner.data<{ create_item: { id: string } }>(
      'mutation ($b: ID!, $n: String!, $g: String, $v: JSON) { create_item(board_id: $b, item_name: $n, group_id: $g, column_values: $v) { id } }',
      {
        b: board,
        n: `${label} item ${n}`,
        g: n === 1 ? create_group.id : null,
        v: JSON.stringify({
          [column]: `${label} secret ${n}`,
          [`${word}_long`]: { text: `${label} long text ${n}` },
          status: { label: 'Done' },
          date4: { date: '2026-03-0' + n },
        }),
      },
    );
    items.push(create_item.id);
  }
  const { items_page } = await owner.data<{ items_page: { cursor: string } }>(
    'query ($b: [ID!], $i: [ID!]) { items_page(limit: 1, query_params: { boards: $b, ids: $i }) { cursor } }',
    { b: [board], i: items },
  );
  const { create_update } = await owner.data<{ create_update: { id: string } }>(
    'mutation ($i: ID!, $b: String!) { create_update(item_id: $i, body: $b) { id } }',
    { i: items[0], b: `<p>${label} secret update</p>` },
  );
  await owner.data('mutation ($p: ID!, $b: String!) { create_update(parent_id: $p, body: $b) { id } }', {
    p: create_update.id,
    b: `${label} secret reply`,
  });
  const { create_or_get_tag } = await owner.data<{ create_or_get_tag: { id: string } }>(
    'mutation ($n: String, $b: ID) { create_or_get_tag(tag_name: $n, board_id: $b) { id } }',
    { n: `${label} tag`, b: board },
  );
  const { create_webhook } = await owner.data<{ create_webhook: { id: string } }>(
    'mutation ($b: ID!, $u: String!) { create_webhook(board_id: $b, url: $u, event: create_item) { id } }',
    { b: board, u: receiverUrl(label) },
  );
  const asset = await uploadTo(items[0], `${label} plan.txt`);
  const { create_doc } = await owner.data<{ create_doc: { id: string; object_id: string } }>(
    'mutation ($i: ID!) { create_doc(location: { board: { item_id: $i, column_id: "spec" } }) { id object_id } }',
    { i: items[2] },
  );
  const { create_doc_block } = await owner.data<{ create_doc_block: { id: string } }>(
    'mutation ($d: ID!, $c: JSON!) { create_doc_block(doc_id: $d, type: normal_text, content: $c) { id } }',
    { d: create_doc.id, c: JSON.stringify({ deltaFormat: [{ insert: `${label} secret doc` }] }) },
  );
  const resources = {
    asset,
    board,
    group: create_group.id,
    column,
    items,
    cursor: items_page.cursor,
    user: coOwner,
    team,
    workspace,
    folder,
    tag: create_or_get_tag.id,
    update: create_update.id,
    webhook: create_webhook.id,
    text: `${label} secret 1`,
    doc: create_doc.id,
    doc_object: create_doc.object_id,
    block: create_doc_block.id,
    doc_place: { item_id: items[0], column_id: 'spec' },
  };
  return {
    ...resources,
    secrets: [
      ...[
        board,
        create_group.id,
        ...items,
        items_page.cursor,
        create_update.id,
        create_webhook.id,
        create_or_get_tag.id,
        asset,
        create_doc.id,
        create_doc.object_id,
        create_doc_block.id,
      ].map((value) => JSON.stringify(value)),
      word,
    ],
  };
}

/** Ids no board, item or cursor has, shaped like real ones: refusing them must look the same. */
const phantomOf = (target: Resources): Resources => ({
  ...target,
  board: '1099999999',
  items: target.items.map((_, index) => String(2_099_999_990 + index)),
  cursor: `${target.cursor.slice(0, -4)}AAAA`,
  update: '3099999999',
  webhook: '4099999999',
  asset: '4199999999',
  // Neither a part of another phantom id: each is replaced by its name in the answers compared.
  user: '9999998',
  team: '7999998',
  workspace: '6999998',
  folder: '5999998',
  tag: '28888887',
  doc: '49999999',
  doc_object: '9049999999',
  block: '00000000-0000-4000-8000-000000000000',
  doc_place: { item_id: '2099999990', column_id: 'spec' },
});

/** What the owner sees of a board: anything an intruder changed shows here. */
const STATE = `query ($b: [ID!]) { boards(ids: $b, state: all) {
  id name description board_kind state updated_at owners { id } subscribers { id }
  groups { id title color position archived deleted }
  columns { id title type settings_str description archived }
  items_count
  items_page(limit: 100, query_params: { state: all }) {
    items { id name state created_at updated_at group { id } column_values { id text value }
      updates { id body updated_at replies { id body updated_at } } }
  }
} }`;

// ---- what no answer may hold ------------------------------------------------------------------

function internals(): RegExp[] {
  return [
    /\bat .+\.[cm]?[jt]s:\d+/, // a stack frame
    /\n\s+at /,
    /Mongo[A-Z]\w*|MongoServer|E11000|ECONN\w+|EPIPE|ETIMEDOUT|ferret|postgres|sqlite|\bredis\b|\bBSON/i,
    /127\.0\.0\.1|localhost|https?:\/\//i,
    // A port after a host, not a number after a JSON key.
    new RegExp(`[^"]:(${Object.values(env.ports).join('|')})\\b`),
    /node_modules|\/(work|home|tmp|usr|apps|libs|src)\/|\.[cm]?[jt]s\b/,
  ];
}

const visible = (answer: GraphQLAnswer) =>
  JSON.stringify({ data: answer.body.data, errors: answer.body.errors }).toLowerCase();

const codesOf = (answer: GraphQLAnswer) =>
  (answer.body.errors ?? []).map((error) => String(error.extensions?.code));

/** The answer with the target's ids replaced by names, to compare a foreign target with a phantom one. */
function shapeOf(answer: GraphQLAnswer, target: Resources): string {
  let text = JSON.stringify({
    data: answer.body.data,
    errors: answer.body.errors?.map((error) => ({
      message: error.message,
      path: error.path,
      code: error.extensions?.code,
    })),
  });
  for (const [value, name] of [
    [target.cursor, '<cursor>'],
    [target.board, '<board>'],
    [target.update, '<update>'],
    [target.webhook, '<webhook>'],
    [target.user, '<user>'],
    [target.team, '<team>'],
    [target.workspace, '<workspace>'],
    [target.folder, '<folder>'],
    [target.tag, '<tag>'],
    [target.doc_object, '<doc_object>'],
    [target.doc, '<doc>'],
    [target.block, '<block>'],
    ...target.items.map((item) => [item, '<item>']),
  ]) {
    text = text.split(value).join(name);
  }
  return text;
}

// ---- the walk ---------------------------------------------------------------------------------

interface Walk {
  version: string;
  failures: string[];
  /** Mutations the owner has shown to work on a board of their own (so a refusal means something). */
  controlled: Set<string>;
}

async function ask(walk: Walk, who: string, client: GraphQLClient, op: Operation, target: Resources) {
  const answer = await client.request(op.text, op.variables(target), {
    headers: { 'api-version': walk.version },
  });
  const where = `${walk.version} ${who} ${op.text.slice(0, 160)} ${JSON.stringify(op.variables(target))}`;
  // The price in extensions is a number that may happen to equal a port; public links are no internals.
  const text = JSON.stringify({
    ...answer.body,
    extensions: { ...answer.body.extensions, complexity: null },
  })
    .split(`${PUBLIC_URL}/`)
    .join('<public>/');
  if (answer.status !== 200) walk.failures.push(`${where}: HTTP ${answer.status} ${text}`);
  for (const pattern of internals()) {
    if (pattern.test(text)) walk.failures.push(`${where}: ${pattern} matches ${text.slice(0, 600)}`);
  }
  if (codesOf(answer).includes('INTERNAL_SERVER_ERROR'))
    walk.failures.push(`${where}: ${text.slice(0, 600)}`);
  return { answer, where };
}

/** What the owner sees of its account's users and team under test: anything an intruder changed shows here. */
const ORGANISATION = `query ($u: [ID!], $t: [ID!], $w: [ID!], $f: [ID!]) {
  users(ids: $u) { id name email enabled is_admin is_guest is_view_only is_pending title phone location birthday }
  teams(ids: $t) { id name is_guest users { id } owners { id } }
  workspaces(ids: $w) { id name kind state description owners_subscribers { id } users_subscribers { id }
    team_owners_subscribers { id } teams_subscribers { id } }
  folders(ids: $f) { id name color custom_icon font_weight parent { id } workspace { id } children { id } sub_folders { id } }
}`;

async function snapshot(targets: Resources[]): Promise<string> {
  return JSON.stringify([
    await owner.data(STATE, { b: targets.map((target) => target.board) }),
    await owner.data(ORGANISATION, {
      u: [ownerId, coOwner],
      t: targets.map((target) => target.team),
      w: targets.map((target) => target.workspace),
      f: targets.map((target) => target.folder),
    }),
  ]);
}

/**
 * Runs every operation as `who` against `target`, with `secrets` (what `who` must never see),
 * and `watched` (the owner's boards, which must be exactly as they were after every mutation).
 */
/**
 * How an intruder stands to the board and account it walks: `outsider` (another account) learns
 * nothing of them, an unknown id answers alike; `member` (same account, may not see the board) may
 * be refused what the account's users and teams are concerned; `reader` (sees the board, changes
 * nothing) is refused every change without its answers compared to an unknown id's.
 */
type Standing = 'outsider' | 'member' | 'reader';

/** Mutations of the caller's own list, not of the board: a reader of the board may make them. */
const PERSONAL = new Set(['create_favorite', 'delete_favorite']);

/** Codes the account's users and teams may be refused with (not found, not allowed, not valid there). */
const ORGANISATION_CODES = new Set([...ACCESS_CODES, 'InvalidArgumentException']);

async function intrude(
  walk: Walk,
  who: string,
  client: GraphQLClient,
  operations: Operation[],
  target: SeededBoard,
  secrets: string[],
  watched: Resources[],
  standing: Standing = who === 'stranger' ? 'outsider' : 'member',
): Promise<void> {
  let before = await snapshot(watched);
  for (const op of operations) {
    const { answer, where } = await ask(walk, who, client, op, target);
    const seen = visible(answer);
    // What the caller sent is not learned from the answer (a batch's errors name the ids they were given).
    const sent = JSON.stringify(op.variables(target)).toLowerCase();
    const leaked = secrets.filter(
      (secret) => seen.includes(secret.toLowerCase()) && !sent.includes(secret.toLowerCase()),
    );
    if (leaked.length > 0) walk.failures.push(`${where}: shows ${leaked.join(', ')}: ${seen.slice(0, 600)}`);
    const codes = op.targeted ? ACCESS_CODES : ORGANISATION_CODES;
    if (op.targeted || op.organisation) {
      const foreign = codesOf(answer).filter((code) => !codes.has(code));
      if (foreign.length > 0)
        walk.failures.push(`${where}: codes ${foreign.join(', ')}: ${seen.slice(0, 600)}`);
    }
    if ((op.targeted && standing !== 'reader') || (op.organisation && standing === 'outsider')) {
      const phantom = phantomOf(target);
      const { answer: unknown } = await ask(walk, who, client, op, phantom);
      if (shapeOf(answer, target) !== shapeOf(unknown, phantom)) {
        walk.failures.push(
          `${where}: answers unlike an unknown id: ${shapeOf(answer, target)} vs ${shapeOf(unknown, phantom)}`,
        );
      }
    } else if (
      !op.targeted &&
      !op.organisation &&
      codesOf(answer).some((code) => code !== 'UserUnauthorizedException')
    ) {
      // Only what the caller's role does not allow (an admin's business, a viewer's write) is refused.
      walk.failures.push(`${where}: an operation on nothing of the board's failed: ${seen.slice(0, 600)}`);
    }
    if (op.root !== 'mutation') continue;
    const refused = !(standing === 'reader' && PERSONAL.has(op.field));
    if (refused && op.targeted && (answer.body.data?.[op.field] != null || codesOf(answer).length === 0)) {
      walk.failures.push(`${where}: the mutation was not refused: ${seen.slice(0, 600)}`);
    }
    const after = await snapshot(watched);
    if (after !== before) walk.failures.push(`${where}: changed the owner's board:\n${before}\n${after}`);
    before = after;
  }
}

/**
 * Reads whose answer names nothing of the board, only counts of it (aggregate): the owner's control
 * is an answer; an intruder's is still held to the answer an unknown board gets.
 */
const COUNTS_ONLY = new Set(['aggregate']);

/** The owner, running the same reads on their own board, sees it: the walk can tell a leak from nothing. */
async function controlReads(walk: Walk, operations: Operation[], target: SeededBoard): Promise<void> {
  for (const op of operations.filter((candidate) => candidate.root === 'query' && candidate.targeted)) {
    const { answer, where } = await ask(walk, 'owner', owner, op, target);
    const seen = visible(answer);
    if (answer.body.errors) walk.failures.push(`${where}: the owner got errors: ${seen.slice(0, 600)}`);
    else if (COUNTS_ONLY.has(op.field)) {
      if (answer.body.data?.[op.field] == null) walk.failures.push(`${where}: the owner got no answer`);
    } else if (!target.secrets.some((secret) => seen.includes(secret.toLowerCase())))
      walk.failures.push(`${where}: the owner does not see the board: ${seen.slice(0, 600)}`);
  }
}

/** The owner's mutations, each on a fresh board of theirs shaped like the target, succeed. */
async function controlMutations(walk: Walk, operations: Operation[]): Promise<void> {
  for (const op of operations.filter((candidate) => candidate.root === 'mutation' && candidate.targeted)) {
    if (walk.controlled.has(op.field)) continue;
    walk.controlled.add(op.field);
    // use_template and create_board make boards from templates: boards of a template workspace.
    const fromTemplate = op.field === 'use_template' || op.field === 'create_board';
    const own = await seedBoard('Scratch', 'private', fromTemplate ? templates : undefined);
    const { answer, where } = await ask(walk, 'owner', owner, op, own);
    if (answer.body.errors || answer.body.data?.[op.field] == null) {
      walk.failures.push(
        `${where}: the owner's own mutation failed: ${JSON.stringify(answer.body).slice(0, 600)}`,
      );
    }
  }
}

let ownerId: string;
/** The owner's account, whose files the walk's uploads are. */
let ownerAccount: string;
/** A user of the owner's account who co-owns the boards under test. */
let coOwner: string;
/** A team of the owner's account. */
let team: string;
/** A closed workspace of the owner's (no intruder is a member), and a folder in it. */
let workspace: string;
let folder: string;
let privateBoard: SeededBoard;
let publicBoard: SeededBoard;
/** A template workspace of the owner's, where use_template finds its templates. */
let templates: string;
/** A private board of the owner's where move_item_to_board takes an item. */
let destination: SeededBoard;
const controlled = new Set<string>();

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(body || '{}'),
    );
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  env = await startTestStack(
    [
      { name: 'acme', users: 5, roles: [undefined, undefined, undefined, 'viewer', 'guest'] },
      { name: 'globex' },
    ],
    {
      WEBHOOK_ALLOW_PRIVATE: '1',
      // Every field of every type is selected, legacy Board.items included: far over the default price.
      COMPLEXITY_MAX_PER_QUERY: '1000000000',
      COMPLEXITY_BUDGET_PER_MINUTE: '2000000000',
      RATE_LIMIT_PER_MINUTE: '1000000',
      PUBLIC_URL,
    },
  );
  owner = env.clients.acme;
  colleague = env.clients.acme.withToken(env.tokens.acme[1]);
  stranger = env.clients.globex;
  viewer = env.clients.acme.withToken(env.tokens.acme[3]);
  guest = env.clients.acme.withToken(env.tokens.acme[4]);
  ({
    me: {
      id: ownerId,
      account: { id: ownerAccount },
    },
  } = await owner.data<{ me: { id: string; account: { id: string } } }>('{ me { id account { id } } }'));
  coOwner = (await owner.withToken(env.tokens.acme[2]).data<{ me: { id: string } }>('{ me { id } }')).me.id;
  ({
    create_team: { id: team },
  } = await owner.data<{ create_team: { id: string } }>(
    'mutation ($u: [ID!]) { create_team(input: { name: "Walkers", subscriber_ids: $u }) { id } }',
    { u: [ownerId, coOwner] },
  ));
  ({
    create_workspace: { id: workspace },
  } = await owner.data<{ create_workspace: { id: string } }>(
    'mutation { create_workspace(name: "Vault", kind: closed, description: "Walked") { id } }',
  ));
  ({
    create_folder: { id: folder },
  } = await owner.data<{ create_folder: { id: string } }>(
    'mutation ($w: ID) { create_folder(name: "Drawer", workspace_id: $w) { id } }',
    { w: workspace },
  ));
  ({
    create_workspace: { id: templates },
  } = await owner.data<{ create_workspace: { id: string } }>(
    'mutation { create_workspace(name: "Stencils", kind: template) { id } }',
  ));
  privateBoard = await seedBoard('Obsidian', 'private');
  publicBoard = await seedBoard('Quartz', 'public');
  destination = await seedBoard('Basalt', 'private');
}, 120_000);

afterAll(async () => {
  await env?.stop();
  receiver?.close();
});

describe('a private board, walked over every root field and mutation of the schema', () => {
  it('is walked in every version the server offers', async () => {
    const { versions } = await owner.data<{ versions: Array<{ value: string }> }>('{ versions { value } }');
    expect(versions.map((version) => version.value)).toEqual(API_VERSIONS.map((version) => version.value));
  });

  it.each(API_VERSIONS.map((version) => version.value))(
    'API %s: shows nothing of it to another account or to a non-subscriber, and lets neither change it',
    async (version) => {
      const introspection = await owner.request<IntrospectionQuery>(
        getIntrospectionQuery(),
        {},
        {
          headers: { 'api-version': version },
        },
      );
      expect(introspection.body.errors).toBeUndefined();
      const { operations, problems } = operationsOf(introspection.body.data as IntrospectionQuery);
      expect(problems).toEqual([]);
      // The contract's root fields are all there (section 6), so the walk is not trivially empty.
      const fields = new Set(operations.map((op) => op.field));
      for (const field of ['boards', 'items', 'items_page', 'next_items_page', 'create_item', 'delete_board'])
        expect(fields).toContain(field);

      const walk: Walk = { version, failures: [], controlled };
      const { me: stranger_me } = await stranger.data<{ me: { id: string } }>('{ me { id } }');
      const { me: colleague_me } = await colleague.data<{ me: { id: string } }>('{ me { id } }');
      expect(stranger_me.id).not.toBe(ownerId);
      // Another account sees nothing of this one: neither board, nor its users.
      const accountSecrets = [
        ...privateBoard.secrets,
        ...publicBoard.secrets,
        JSON.stringify(ownerId),
        JSON.stringify(privateBoard.user),
        JSON.stringify(colleague_me.id),
        JSON.stringify(team),
        JSON.stringify(workspace),
        JSON.stringify(folder),
        '@acme.',
      ];
      const watched = [privateBoard, publicBoard];
      await intrude(walk, 'stranger', stranger, operations, privateBoard, accountSecrets, watched);
      await intrude(walk, 'stranger', stranger, operations, publicBoard, accountSecrets, watched);
      await intrude(walk, 'colleague', colleague, operations, privateBoard, privateBoard.secrets, watched);
      await intrude(walk, 'viewer', viewer, operations, privateBoard, privateBoard.secrets, watched);
      await intrude(walk, 'guest', guest, operations, privateBoard, privateBoard.secrets, watched);
      await intrude(walk, 'guest', guest, operations, publicBoard, publicBoard.secrets, watched);
      await intrude(walk, 'viewer', viewer, operations, publicBoard, [], watched, 'reader');
      await controlReads(walk, operations, privateBoard);
      await controlReads(walk, operations, publicBoard);
      await controlMutations(walk, operations);
      expect(walk.failures).toEqual([]);
    },
    900_000,
  );
});
