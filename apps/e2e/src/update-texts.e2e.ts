import { BSON, MongoClient, type Db } from 'mongodb';
import {
  type GraphQLClient,
  outboxesCleared,
  startTestStack,
  storeCommandsOn,
  testServices,
  type TestStack,
} from '@workapi/testing';

// What reading updates costs, whatever their texts weigh: the texts (up to 64 KB each) live
// apart from the update documents (docs/ferretdb.md, Update texts), so listing, sorting and
// paging updates reads no text, and a request reads each text it shows once, however many
// fields ask for it. Updates stored with their text inline, as before, still answer it.

const LONG_UPDATES = 12;
const TEXTS = 'update_bodies';

let env: TestStack;
let author: GraphQLClient;
let mongo: MongoClient;
let db: Db;
let boardId: string;
let longItem: string;
/** The long updates as posted, newest first. */
let posted: Array<{ id: string; body: string; text_body: string }>;

/** About 60 KB of HTML, different for each `n`. */
const longBody = (n: number) => `<p>Update ${n}: ${'many words '.repeat(5_450)}</p>`;

async function createItem(board: string, name: string): Promise<string> {
  const { create_item } = await author.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!, $n: String!) { create_item(board_id: $b, item_name: $n) { id } }',
    { b: board, n: name },
  );
  return create_item.id;
}

async function post(item: string | null, body: string, parent?: string) {
  const { create_update } = await author.data<{
    create_update: { id: string; body: string; text_body: string };
  }>(
    'mutation ($i: ID, $b: String!, $p: ID) { create_update(item_id: $i, body: $b, parent_id: $p) { id body text_body } }',
    { i: item, b: body, p: parent ?? null },
  );
  return create_update;
}

/** Commands the items subgraph has sent to the texts' collection so far. */
const textCommands = () => storeCommandsOn(env.ports.items, TEXTS);

/** The data a query answers, and the commands it sent to the texts' collection. */
async function withTextCommands<T>(query: string, variables: Record<string, unknown> = {}) {
  const before = await textCommands();
  const data = await author.data<T>(query, variables);
  return { data, commands: (await textCommands()) - before };
}

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme' }]);
  author = env.clients.acme;
  mongo = await new MongoClient(testServices().mongo).connect();
  db = mongo.db(`${env.mongoDbPrefix}_items`);
  const { create_board } = await author.data<{ create_board: { id: string } }>(
    'mutation { create_board(board_name: "Long texts", board_kind: public) { id } }',
  );
  boardId = create_board.id;
  longItem = await createItem(boardId, 'Discussed at length');
  posted = [];
  for (let n = 0; n < LONG_UPDATES; n += 1) posted.unshift(await post(longItem, longBody(n)));
  await post(null, longBody(100), posted[0].id);
}, 180_000);

afterAll(async () => {
  await mongo?.close();
  await env?.stop();
});

describe('reading updates with long texts', () => {
  it('lists and pages updates without reading a text, from update documents that carry none', async () => {
    const root = await withTextCommands<{ updates: Array<{ id: string }> }>('{ updates(limit: 1) { id } }');
    expect(root.data.updates).toEqual([{ id: posted[0].id }]);
    const ofItem = await withTextCommands<{
      items: Array<{ updates: Array<{ id: string; replies: unknown[] }> }>;
    }>('query ($i: [ID!]) { items(ids: $i) { updates(limit: 1) { id replies { id } } } }', { i: [longItem] });
    expect(ofItem.data.items[0].updates.map((update) => update.id)).toEqual([posted[0].id]);
    expect([root.commands, ofItem.commands]).toEqual([0, 0]);
    // What the store decodes to list a board's updates (FerretDB decodes whole documents): the
    // update documents, small whatever their texts weigh, once the relay has handed on the
    // create_update events (with their texts) that wait in their outboxes.
    expect(
      await outboxesCleared(db.collection('updates'), { board_id: boardId }, { ms: 30_000, everyMs: 200 }),
    ).toBe(0);
    const documents = await db.collection('updates').find({ board_id: boardId }).toArray();
    expect(documents).toHaveLength(LONG_UPDATES + 1);
    const heaviest = Math.max(...documents.map((document) => BSON.calculateObjectSize(document)));
    expect(heaviest).toBeLessThan(1_024);
  });

  it('reads each text once per request, however many aliases ask for it', async () => {
    const aliases = Array.from({ length: 20 }, (_, n) => `u${n}: updates(limit: 5) { id body text_body }`);
    const root = await withTextCommands<
      Record<string, Array<{ id: string; body: string; text_body: string }>>
    >(`{ ${aliases.join(' ')} }`);
    for (const answered of Object.values(root.data)) expect(answered).toEqual(posted.slice(0, 5));
    const ofItem = await withTextCommands<{ items: Array<Record<string, Array<{ body: string }>>> }>(
      'query ($i: [ID!]) { items(ids: $i) { a: updates(limit: 5) { body } b: updates(limit: 5) { body text_body } } }',
      { i: [longItem] },
    );
    expect(ofItem.data.items[0].a.map((update) => update.body)).toEqual(
      posted.slice(0, 5).map((u) => u.body),
    );
    expect([root.commands, ofItem.commands]).toEqual([1, 1]);
  });

  it('deletes the texts of an update and its replies, and of an item’s updates', async () => {
    const item = await createItem(boardId, 'Short lived');
    const update = await post(item, 'Going');
    const reply = await post(null, 'Going too', update.id);
    const kept = await post(item, 'Going with the item');
    const { delete_update } = await author.data<{ delete_update: { body: string } }>(
      'mutation ($i: ID!) { delete_update(id: $i) { body } }',
      { i: update.id },
    );
    expect(delete_update.body).toBe('Going');
    const texts = db.collection<{ _id: string }>(TEXTS);
    expect(await texts.countDocuments({ _id: { $in: [update.id, reply.id] } })).toBe(0);
    expect(await texts.countDocuments({ _id: kept.id })).toBe(1);
    await author.data('mutation ($i: ID!) { delete_item(item_id: $i) { id } }', { i: item });
    expect(await texts.countDocuments({ _id: kept.id })).toBe(0);
  });
});

describe('updates stored with their text inline (the layout before)', () => {
  it('answer their text, and keep the edited one', async () => {
    const own = await db.collection('updates').findOne({ _id: posted[0].id as never });
    const legacyId = '3999999001';
    await db.collection('updates').insertOne({
      _id: legacyId as never,
      account_id: own?.account_id,
      board_id: boardId,
      item_id: longItem,
      creator_id: own?.creator_id,
      body: '<p>Written <b>before</b></p>',
      text_body: 'Written before',
      created_at: new Date(Date.now() + 60_000),
      updated_at: new Date(Date.now() + 60_000),
    });
    const fields = 'id body text_body replies { id }';
    const read = () =>
      author.data<{ updates: unknown[]; items: Array<{ updates: unknown[] }> }>(
        `query ($i: [ID!], $u: [ID!]) { updates(ids: $u) { ${fields} } items(ids: $i) { updates(limit: 1) { ${fields} } } }`,
        { i: [longItem], u: [legacyId] },
      );
    const before = {
      id: legacyId,
      body: '<p>Written <b>before</b></p>',
      text_body: 'Written before',
      replies: [],
    };
    expect(await read()).toEqual({ updates: [before], items: [{ updates: [before] }] });

    await author.data('mutation ($i: ID!) { edit_update(id: $i, body: "<i>Since</i>") { id } }', {
      i: legacyId,
    });
    const after = { id: legacyId, body: '<i>Since</i>', text_body: 'Since', replies: [] };
    expect(await read()).toEqual({ updates: [after], items: [{ updates: [after] }] });
    const { delete_update } = await author.data<{ delete_update: { body: string } }>(
      'mutation ($i: ID!) { delete_update(id: $i) { body } }',
      { i: legacyId },
    );
    expect(delete_update.body).toBe('<i>Since</i>');
  });
});

describe('a request reading more text than it may', () => {
  it('is answered what it read up to 16 MiB, and refused the rest', async () => {
    // 260 updates of the longest text (about 128 K characters each, body and plain text), stored
    // as the items subgraph stores them: 34 MB if all were read.
    const own = await db.collection('updates').findOne({ _id: posted[0].id as never });
    const text = 'x'.repeat(64 * 1024);
    const ids = Array.from({ length: 260 }, (_, n) => String(3_999_998_000 + n));
    const later = Date.now() + 120_000;
    await db
      .collection(TEXTS)
      .insertMany(
        ids.map((id) => ({ _id: id as never, account_id: own?.account_id, body: text, text_body: text })),
      );
    await db.collection('updates').insertMany(
      ids.map((id, n) => ({
        _id: id as never,
        account_id: own?.account_id,
        board_id: boardId,
        item_id: longItem,
        creator_id: own?.creator_id,
        created_at: new Date(later + n),
        updated_at: new Date(later + n),
      })),
    );
    try {
      const answer = await author.request<Record<string, Array<{ id: string; body: string } | null>>>(
        `{ ${[1, 2, 3].map((page) => `p${page}: updates(limit: 100, page: ${page}) { id body }`).join(' ')} }`,
      );
      const read = Object.values(answer.body.data ?? {})
        .flat()
        .filter((update) => update !== null);
      // Before, every text was read and answered, however many.
      const errors = answer.body.errors ?? [];
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors) expect(error.extensions?.code).toBe('InvalidArgumentException');
      expect(errors[0].message).toContain('16 MiB');
      // Read in batches of 100, one after another: after the first (13 M characters) the request is
      // within its 16 MiB, so the second is read too; the third is refused.
      expect(read.length).toBeGreaterThanOrEqual(100);
      expect(read.length).toBeLessThanOrEqual(200);
      for (const update of read) expect(update.body.length).toBeGreaterThan(0);
    } finally {
      await db.collection('updates').deleteMany({ _id: { $in: ids as never[] } });
      await db.collection(TEXTS).deleteMany({ _id: { $in: ids as never[] } });
    }
  });
});
