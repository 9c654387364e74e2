import { MongoClient } from 'mongodb';
import {
  GraphQLClient,
  startTestStack,
  testServices,
  type GraphQLAnswer,
  type TestStack,
} from '@workapi/testing';

// monday docs through the gateway (contract section 9, ../shared/monday/surface.md 3.9): docs in a
// workspace's left pane and in an item's doc column, their blocks, markdown, and who sees them.

let env: TestStack;
let admin: GraphQLClient;
let member: GraphQLClient;
let viewer: GraphQLClient;
let guest: GraphQLClient;
let outsider: GraphQLClient;
let workspaceId: string;

const codeOf = (answer: GraphQLAnswer) => answer.body.errors?.[0]?.extensions?.code;

interface Block {
  id: string;
  type: string;
  content: string;
  parent_block_id: string | null;
  position: number;
  doc_id: string;
}

const BLOCK_FIELDS = 'id type content parent_block_id position doc_id';

async function createDoc(client: GraphQLClient, name: string, extra = '') {
  const { create_doc } = await client.data<{ create_doc: { id: string; object_id: string } }>(
    `mutation { create_doc(location: { workspace: { workspace_id: ${workspaceId}, name: ${JSON.stringify(name)} ${extra} } }) { id object_id } }`,
  );
  return create_doc;
}

async function blocksOf(client: GraphQLClient, docId: string): Promise<Block[]> {
  const { docs } = await client.data<{ docs: { blocks: Block[] }[] }>(
    `{ docs(ids: [${docId}]) { blocks(limit: 100) { ${BLOCK_FIELDS} } } }`,
  );
  return docs[0].blocks;
}

const textOf = (block: Block) =>
  (JSON.parse(block.content) as { deltaFormat?: { insert: string }[] }).deltaFormat
    ?.map((op) => op.insert)
    .join('');

async function addBlock(client: GraphQLClient, docId: string, type: string, content: unknown, more = '') {
  return client.request(
    `mutation ($content: JSON!) { create_doc_block(doc_id: ${docId}, type: ${type}, content: $content ${more}) { ${BLOCK_FIELDS} } }`,
    { content: JSON.stringify(content) },
  );
}

const text = (insert: string) => ({ deltaFormat: [{ insert }] });

beforeAll(async () => {
  env = await startTestStack([
    { name: 'acme', users: 4, roles: [undefined, undefined, 'viewer', 'guest'] },
    { name: 'globex' },
  ]);
  admin = env.clients.acme;
  member = admin.withToken(env.tokens.acme[1]);
  viewer = admin.withToken(env.tokens.acme[2]);
  guest = admin.withToken(env.tokens.acme[3]);
  outsider = env.clients.globex;
  const { create_workspace } = await admin.data<{ create_workspace: { id: string } }>(
    'mutation { create_workspace(name: "Docs", kind: open) { id } }',
  );
  workspaceId = create_workspace.id;
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

describe('docs in a workspace', () => {
  it('makes a doc and answers its fields as monday.com names them', async () => {
    const made = await createDoc(member, 'Plan');
    const { docs } = await member.data<{ docs: Record<string, unknown>[] }>(
      `{ docs(ids: [${made.id}]) { id object_id name doc_kind doc_folder_id workspace_id workspace { id name }
          created_by { id } created_at url relative_url settings } }`,
    );
    expect(docs).toEqual([
      expect.objectContaining({
        id: made.id,
        object_id: made.object_id,
        name: 'Plan',
        doc_kind: 'public',
        doc_folder_id: null,
        workspace_id: workspaceId,
        workspace: { id: workspaceId, name: 'Docs' },
        relative_url: `/docs/${made.object_id}`,
        settings: null,
      }),
    ]);
    expect(docs[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(docs[0].url).toMatch(new RegExp(`/docs/${made.object_id}$`));
    expect(made.object_id).not.toBe(made.id);
    // By object id (the id in doc column values), and by workspace.
    const byObject = await member.data<{ docs: { id: string }[] }>(
      `{ docs(object_ids: [${made.object_id}]) { id } }`,
    );
    expect(byObject.docs).toEqual([{ id: made.id }]);
    const byWorkspace = await member.data<{ docs: { id: string }[] }>(
      `{ docs(workspace_ids: [${workspaceId}], limit: 100) { id } }`,
    );
    expect(byWorkspace.docs.map((doc) => doc.id)).toContain(made.id);
  });

  it('puts a doc in a folder of its workspace, and refuses a folder of another', async () => {
    const { create_folder } = await admin.data<{ create_folder: { id: string } }>(
      `mutation { create_folder(name: "Specs", workspace_id: ${workspaceId}) { id } }`,
    );
    const made = await createDoc(admin, 'In folder', `folder_id: ${create_folder.id}`);
    const { docs } = await admin.data<{ docs: { doc_folder_id: string }[] }>(
      `{ docs(ids: [${made.id}]) { doc_folder_id } }`,
    );
    expect(docs[0].doc_folder_id).toBe(create_folder.id);
    const main = await admin.data<{ create_folder: { id: string } }>(
      'mutation { create_folder(name: "Main") { id } }',
    );
    const refused = await admin.request(
      `mutation { create_doc(location: { workspace: { workspace_id: ${workspaceId}, name: "x", folder_id: ${main.create_folder.id} } }) { id } }`,
    );
    expect(codeOf(refused)).toBe('InvalidArgumentException');
  });

  it('orders docs newest first, pages them, and orders by last use', async () => {
    const first = await createDoc(admin, 'Order 1');
    const second = await createDoc(admin, 'Order 2');
    const { docs } = await admin.data<{ docs: { id: string }[] }>(`{ docs(limit: 2) { id } }`);
    expect(docs.map((doc) => doc.id)).toEqual([second.id, first.id]);
    const pageTwo = await admin.data<{ docs: { id: string }[] }>(`{ docs(limit: 1, page: 2) { id } }`);
    expect(pageTwo.docs).toEqual([{ id: first.id }]);
    await admin.data(`mutation { update_doc_name(docId: ${first.id}, name: "Order 1, renamed") }`);
    const used = await admin.data<{ docs: { id: string; name: string }[] }>(
      `{ docs(limit: 1, order_by: used_at) { id name } }`,
    );
    expect(used.docs).toEqual([{ id: first.id, name: 'Order 1, renamed' }]);
  });

  it('refuses a location with both places or none, and a bad name', async () => {
    for (const location of [
      '{}',
      `{ workspace: { workspace_id: ${workspaceId}, name: "a" }, board: { item_id: 1, column_id: "doc" } }`,
      `{ workspace: { workspace_id: ${workspaceId}, name: "  " } }`,
    ]) {
      const answer = await admin.request(`mutation { create_doc(location: ${location}) { id } }`);
      expect(codeOf(answer)).toBe('InvalidArgumentException');
    }
    const unknown = await admin.request(
      'mutation { create_doc(location: { workspace: { workspace_id: 999999999, name: "a" } }) { id } }',
    );
    expect(codeOf(unknown)).toBe('ResourceNotFoundException');
  });
});

describe('blocks', () => {
  it('adds blocks first or after another, nests them, and answers them in reading order', async () => {
    const doc = await createDoc(member, 'Blocks');
    const one = await addBlock(member, doc.id, 'normal_text', text('one'));
    expect(one.body.errors).toBeUndefined();
    const oneId = (one.body.data as { create_doc_block: Block }).create_doc_block.id;
    // No after_block_id: first in the doc.
    await addBlock(member, doc.id, 'large_title', text('title'));
    await addBlock(member, doc.id, 'bulleted_list', text('two'), `after_block_id: "${oneId}"`);
    const box = await addBlock(member, doc.id, 'notice_box', {});
    const boxId = (box.body.data as { create_doc_block: Block }).create_doc_block.id;
    await addBlock(member, doc.id, 'normal_text', text('inside'), `parent_block_id: "${boxId}"`);
    const blocks = await blocksOf(member, doc.id);
    expect(blocks.map((block) => [block.type, textOf(block) ?? null])).toEqual([
      ['notice box', null],
      ['normal text', 'inside'],
      ['large title', 'title'],
      ['normal text', 'one'],
      ['bulleted list', 'two'],
    ]);
    expect(blocks[1].parent_block_id).toBe(boxId);
    expect(blocks.every((block) => block.doc_id === doc.id)).toBe(true);
    // content is JSON text, as monday.com answers it.
    expect(JSON.parse(blocks[3].content)).toEqual(text('one'));
    // Paged.
    const { docs } = await member.data<{ docs: { blocks: { id: string }[] }[] }>(
      `{ docs(ids: [${doc.id}]) { blocks(limit: 2, page: 2) { id } } }`,
    );
    expect(docs[0].blocks.map((block) => block.id)).toEqual([blocks[2].id, blocks[3].id]);
  });

  it('keeps order through many inserts at one place', async () => {
    const doc = await createDoc(member, 'Dense');
    const first = await addBlock(member, doc.id, 'normal_text', text('0'));
    const firstId = (first.body.data as { create_doc_block: Block }).create_doc_block.id;
    // Each new block right after the first: the gap halves every time, until it is spread again.
    for (let i = 1; i <= 60; i += 1)
      expect(
        (await addBlock(member, doc.id, 'normal_text', text(String(i)), `after_block_id: "${firstId}"`)).body
          .errors,
      ).toBeUndefined();
    const blocks = await blocksOf(member, doc.id);
    expect(blocks.map(textOf)).toEqual(['0', ...Array.from({ length: 60 }, (_, i) => String(60 - i))]);
  }, 60_000);

  it('changes and deletes blocks; a deleted parent takes its children', async () => {
    const doc = await createDoc(member, 'Edit');
    const made = await addBlock(member, doc.id, 'normal_text', text('before'));
    const block = (made.body.data as { create_doc_block: Block }).create_doc_block;
    const changed = await member.data<{ update_doc_block: Block }>(
      `mutation ($c: JSON!) { update_doc_block(block_id: "${block.id}", content: $c) { ${BLOCK_FIELDS} } }`,
      { c: JSON.stringify({ ...text('after'), alignment: 'center' }) },
    );
    expect(JSON.parse(changed.update_doc_block.content)).toEqual({ ...text('after'), alignment: 'center' });
    const table = await addBlock(member, doc.id, 'table', { column_count: 2, row_count: 2 });
    const tableId = (table.body.data as { create_doc_block: Block }).create_doc_block.id;
    await addBlock(member, doc.id, 'normal_text', text('cell'), `parent_block_id: "${tableId}"`);
    const resized = await member.request(
      `mutation ($c: JSON!) { update_doc_block(block_id: "${tableId}", content: $c) { id } }`,
      { c: JSON.stringify({ column_count: 3, row_count: 2 }) },
    );
    expect(codeOf(resized)).toBe('InvalidArgumentException');
    const deleted = await member.data<{ delete_doc_block: { id: string } }>(
      `mutation { delete_doc_block(block_id: "${tableId}") { id } }`,
    );
    expect(deleted.delete_doc_block).toEqual({ id: tableId });
    expect((await blocksOf(member, doc.id)).map(textOf)).toEqual(['after']);
    const gone = await member.request(
      `mutation ($c: JSON!) { update_doc_block(block_id: "${tableId}", content: $c) { id } }`,
      {
        c: '{}',
      },
    );
    expect(codeOf(gone)).toBe('ResourceNotFoundException');
  });

  it('refuses content that is not a JSON object, or not what the type needs', async () => {
    const doc = await createDoc(member, 'Refusals');
    const cases: [string, unknown][] = [
      ['normal_text', 'not json'],
      ['normal_text', [1, 2]],
      ['normal_text', { alignment: 'middle' }],
      ['normal_text', { deltaFormat: [{ insert: 3 }] }],
      ['table', { column_count: 11, row_count: 2 }],
      ['table', { column_count: 2 }],
      ['layout', { column_count: 2, column_style: [{ width: 30 }, { width: 30 }] }],
      ['image', {}],
      ['normal_text', { deltaFormat: [{ insert: 'x'.repeat(70_000) }] }],
    ];
    for (const [type, content] of cases) {
      const answer = await member.request(
        `mutation ($c: JSON!) { create_doc_block(doc_id: ${doc.id}, type: ${type}, content: $c) { id } }`,
        { c: typeof content === 'string' ? content : JSON.stringify(content) },
      );
      expect([type, codeOf(answer)]).toEqual([type, 'InvalidArgumentException']);
    }
    const badAfter = await addBlock(member, doc.id, 'normal_text', text('x'), 'after_block_id: "nope"');
    expect(codeOf(badAfter)).toBe('InvalidArgumentException');
    expect(await blocksOf(member, doc.id)).toEqual([]);
  });
});

describe('markdown, copies and deletion', () => {
  it('turns markdown into blocks at the end of the doc, or after a block', async () => {
    const doc = await createDoc(member, 'Markdown');
    await addBlock(member, doc.id, 'normal_text', text('intro'));
    const markdown =
      '# Title\n\nSome **bold** text\n\n- one\n- [x] done\n\n1. first\n\n> quoted\n\n```ts\nx()\n```\n\n---';
    const { add_content_to_doc_from_markdown: result } = await member.data<{
      add_content_to_doc_from_markdown: { success: boolean; block_ids: string[]; error: string | null };
    }>(
      `mutation ($m: String!) { add_content_to_doc_from_markdown(docId: ${doc.id}, markdown: $m) { success block_ids error } }`,
      {
        m: markdown,
      },
    );
    expect(result).toMatchObject({ success: true, error: null });
    expect(result.block_ids).toHaveLength(8);
    const blocks = await blocksOf(member, doc.id);
    expect(blocks.map((block) => block.type)).toEqual([
      'normal text',
      'large title',
      'normal text',
      'bulleted list',
      'check list',
      'numbered list',
      'quote',
      'code',
      'divider',
    ]);
    expect(JSON.parse(blocks[2].content).deltaFormat).toEqual([
      { insert: 'Some ' },
      { insert: 'bold', attributes: { bold: true } },
      { insert: ' text' },
    ]);
    expect(JSON.parse(blocks[4].content)).toMatchObject({ checked: true, deltaFormat: [{ insert: 'done' }] });
    expect(blocks.slice(1).map((block) => block.id)).toEqual(result.block_ids);
    // After a block: between it and the next.
    await member.data(
      `mutation { add_content_to_doc_from_markdown(docId: ${doc.id}, markdown: "between", afterBlockId: "${blocks[0].id}") { success } }`,
    );
    expect((await blocksOf(member, doc.id)).slice(0, 3).map(textOf)).toEqual(['intro', 'between', 'Title']);
  });

  it('copies a doc with its blocks, renames and deletes one', async () => {
    const doc = await createDoc(member, 'Original');
    const box = await addBlock(member, doc.id, 'notice_box', {});
    const boxId = (box.body.data as { create_doc_block: Block }).create_doc_block.id;
    await addBlock(member, doc.id, 'normal_text', text('inside'), `parent_block_id: "${boxId}"`);
    const { duplicate_doc } = await member.data<{ duplicate_doc: string }>(
      `mutation { duplicate_doc(docId: ${doc.id}, duplicateType: duplicate_doc_with_content) }`,
    );
    const copy = JSON.parse(duplicate_doc) as { success: boolean; id: string; object_id: string };
    expect(copy.success).toBe(true);
    const copied = await blocksOf(member, copy.id);
    expect(copied.map((block) => [block.type, textOf(block) ?? null])).toEqual([
      ['notice box', null],
      ['normal text', 'inside'],
    ]);
    expect(copied[1].parent_block_id).toBe(copied[0].id);
    expect(copied[0].id).not.toBe(boxId);
    const renamed = await member.data<{ update_doc_name: string }>(
      `mutation { update_doc_name(docId: ${copy.id}, name: "Copy") }`,
    );
    expect(JSON.parse(renamed.update_doc_name)).toMatchObject({ success: true, id: copy.id, name: 'Copy' });
    const deleted = await member.data<{ delete_doc: string }>(`mutation { delete_doc(docId: ${copy.id}) }`);
    expect(JSON.parse(deleted.delete_doc)).toMatchObject({ success: true, id: copy.id });
    expect((await member.data<{ docs: unknown[] }>(`{ docs(ids: [${copy.id}]) { id } }`)).docs).toEqual([]);
    // The original keeps its blocks.
    expect(await blocksOf(member, doc.id)).toHaveLength(2);
  });

  it('deletes the docs of a deleted workspace', async () => {
    const { create_workspace } = await admin.data<{ create_workspace: { id: string } }>(
      'mutation { create_workspace(name: "Short-lived", kind: open) { id } }',
    );
    const { create_doc } = await admin.data<{ create_doc: { id: string } }>(
      `mutation { create_doc(location: { workspace: { workspace_id: ${create_workspace.id}, name: "Gone soon" } }) { id } }`,
    );
    await admin.data(`mutation { delete_workspace(workspace_id: ${create_workspace.id}) { id } }`);
    expect((await admin.data<{ docs: unknown[] }>(`{ docs(ids: [${create_doc.id}]) { id } }`)).docs).toEqual(
      [],
    );
  });
});

/** A public board of the member's with a doc column and one item. */
async function boardWithDocColumn(name: string) {
  const { create_board } = await member.data<{ create_board: { id: string } }>(
    `mutation { create_board(board_name: ${JSON.stringify(name)}, board_kind: public) { id } }`,
  );
  const { create_column } = await member.data<{ create_column: { id: string } }>(
    `mutation { create_column(board_id: ${create_board.id}, title: "Spec", column_type: doc) { id } }`,
  );
  const { create_item } = await member.data<{ create_item: { id: string } }>(
    `mutation { create_item(board_id: ${create_board.id}, item_name: "Task") { id } }`,
  );
  return { create_board, create_column, create_item };
}

describe('a doc in an item doc column', () => {
  it('puts the doc into the column, resolves it from the value, and clears the column when deleted', async () => {
    const { create_column, create_item } = await boardWithDocColumn('With docs');
    const location = `{ board: { item_id: ${create_item.id}, column_id: "${create_column.id}" } }`;
    const { create_doc } = await member.data<{
      create_doc: { id: string; object_id: string; workspace_id: string | null };
    }>(`mutation { create_doc(location: ${location}) { id object_id workspace_id } }`);
    const read = `{ items(ids: [${create_item.id}]) { column_values(ids: ["${create_column.id}"]) {
        ... on DocValue { file { doc { id name object_id } object_id } } } } }`;
    const { items } = await member.data<{
      items: {
        column_values: { file: { doc: { id: string; object_id: string }; object_id: string } | null }[];
      }[];
    }>(read);
    expect(items[0].column_values[0].file).toMatchObject({
      doc: { id: create_doc.id, object_id: create_doc.object_id },
      object_id: create_doc.object_id,
    });
    // The column holds one doc.
    const again = await member.request(`mutation { create_doc(location: ${location}) { id } }`);
    expect(codeOf(again)).toBe('InvalidArgumentException');
    // Blocks go into it like any doc's; a viewer reads them and writes none.
    expect((await addBlock(member, create_doc.id, 'normal_text', text('spec'))).body.errors).toBeUndefined();
    expect((await blocksOf(viewer, create_doc.id)).map(textOf)).toEqual(['spec']);
    expect(codeOf(await addBlock(viewer, create_doc.id, 'normal_text', text('no')))).toBe(
      'UserUnauthorizedException',
    );
    await member.data(`mutation { delete_doc(docId: ${create_doc.id}) }`);
    const after = await member.data<{ items: { column_values: { file: unknown }[] }[] }>(read);
    expect(after.items[0].column_values[0].file).toBeNull();
  });

  it('deletes the docs of a deleted board with it', async () => {
    const { create_board, create_column, create_item } = await boardWithDocColumn('Short-lived board');
    const { create_doc } = await member.data<{ create_doc: { id: string } }>(
      `mutation { create_doc(location: { board: { item_id: ${create_item.id}, column_id: "${create_column.id}" } }) { id } }`,
    );
    await addBlock(member, create_doc.id, 'normal_text', text('kept until the board goes'));
    // Hidden from every reader once the board is deleted, and not kept either: it would count
    // against the account's docs.
    const mongo = await new MongoClient(testServices().mongo).connect();
    try {
      const store = mongo.db(`${env.mongoDbPrefix}_boards`);
      const stored = () =>
        Promise.all([
          store.collection('docs').countDocuments({ _id: create_doc.id } as object),
          store.collection('doc_blocks').countDocuments({ doc_id: create_doc.id }),
        ]);
      expect(await stored()).toEqual([1, 1]);
      await member.data(`mutation { delete_board(board_id: ${create_board.id}) { id } }`);
      expect(await stored()).toEqual([0, 0]);
    } finally {
      await mongo.close();
    }
  });

  it('refuses a column that is not a doc column, or an unknown item, and leaves no doc behind', async () => {
    const { create_board } = await member.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "No doc column", board_kind: public) { id } }',
    );
    const { create_item } = await member.data<{ create_item: { id: string } }>(
      `mutation { create_item(board_id: ${create_board.id}, item_name: "Task") { id } }`,
    );
    const before = (await admin.data<{ docs: unknown[] }>('{ docs(limit: 100) { id } }')).docs.length;
    const notDoc = await member.request(
      `mutation { create_doc(location: { board: { item_id: ${create_item.id}, column_id: "name" } }) { id } }`,
    );
    expect(codeOf(notDoc)).toBe('ColumnValueException');
    const unknownItem = await member.request(
      'mutation { create_doc(location: { board: { item_id: 999999999, column_id: "doc" } }) { id } }',
    );
    expect(codeOf(unknownItem)).toBe('ResourceNotFoundException');
    expect((await admin.data<{ docs: unknown[] }>('{ docs(limit: 100) { id } }')).docs).toHaveLength(before);
  });
});

describe('who sees and changes docs', () => {
  it('keeps a private doc to its maker (and admins); viewers and guests change nothing', async () => {
    const secret = await createDoc(member, 'Private', 'kind: private');
    const open = await createDoc(member, 'Public');
    const ids = `[${secret.id}, ${open.id}]`;
    const seen = async (client: GraphQLClient) =>
      (await client.data<{ docs: { id: string }[] }>(`{ docs(ids: ${ids}) { id } }`)).docs
        .map((doc) => doc.id)
        .sort();
    expect(await seen(member)).toEqual([secret.id, open.id].sort());
    expect(await seen(admin)).toEqual([secret.id, open.id].sort());
    expect(await seen(viewer)).toEqual([open.id]);
    expect(await seen(guest)).toEqual([]);
    expect(await seen(outsider)).toEqual([]);
    expect(codeOf(await addBlock(viewer, open.id, 'normal_text', text('x')))).toBe(
      'UserUnauthorizedException',
    );
    expect(codeOf(await addBlock(guest, open.id, 'normal_text', text('x')))).toBe(
      'ResourceNotFoundException',
    );
    expect(codeOf(await addBlock(outsider, open.id, 'normal_text', text('x')))).toBe(
      'ResourceNotFoundException',
    );
    expect(codeOf(await outsider.request(`mutation { delete_doc(docId: ${open.id}) }`))).toBe(
      'ResourceNotFoundException',
    );
    const viewerMakes = await viewer.request(
      `mutation { create_doc(location: { workspace: { workspace_id: ${workspaceId}, name: "v" } }) { id } }`,
    );
    expect(codeOf(viewerMakes)).toBe('UserUnauthorizedException');
    // A doc another account cannot see cannot be resolved from its id either.
    expect(await blocksOf(member, open.id)).toEqual([]);
  });

  it('prices a doc read by its blocks limit', async () => {
    const doc = await createDoc(member, 'Priced');
    const cost = async (limit: number) =>
      (
        await member.data<{ complexity: { query: number } }>(
          `{ complexity { query } docs(ids: [${doc.id}]) { id blocks(limit: ${limit}) { id content } } }`,
        )
      ).complexity.query;
    expect(await cost(100)).toBeGreaterThan(await cost(10));
  });
});
