import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import {
  eventually,
  officialMondayClient,
  startTestStack,
  type GraphQLClient,
  type TestStack,
} from '@workapi/testing';

// Files (issue 33): uploads the way monday.com's clients send them, on both endpoints; the bytes
// back through signed links; the refusals a link or an upload may get; and what the sweep removes.

const URL_TTL_SECONDS = 8;
let env: TestStack;
let acme: GraphQLClient;
let globex: GraphQLClient;
let board: string;
let item: string;
let base: string;

const ASSET_FIELDS =
  'id name url public_url url_thumbnail file_extension file_size original_geometry uploaded_by { id } created_at';

interface Asset {
  id: string;
  name: string;
  url: string;
  public_url: string;
  url_thumbnail: string | null;
  file_extension: string;
  file_size: number;
  original_geometry: string | null;
}

interface UploadAnswer {
  data?: { add_file_to_column: Asset };
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

interface ColumnFiles {
  column_values: Array<{ value: string; files: unknown[] }>;
  assets: Array<{ id: string }>;
}

/** The asset an upload answered, or the test fails with its errors. */
function uploaded(answer: { body: UploadAnswer }): Asset {
  if (!answer.body.data?.add_file_to_column) throw new Error(`upload failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.add_file_to_column;
}

/** A request as the GraphQL multipart request spec has it: operations, map, then the file parts. */
async function specUpload(
  path: string,
  token: string | null,
  query: string,
  variables: Record<string, unknown>,
  file: { bytes: Buffer; name: string; type?: string },
  /** The gateway's address: this file's stack unless another is named. */
  at = base,
) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  const response = await fetch(`${at}${path}`, {
    method: 'POST',
    headers: token ? { authorization: token } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer };
}

const addToColumn = (token: string, itemId: string, file: { bytes: Buffer; name: string }) =>
  specUpload(
    '/v2/file',
    token,
    `mutation ($item: ID!, $file: File!) { add_file_to_column(item_id: $item, column_id: "files", file: $file) { ${ASSET_FIELDS} } }`,
    { item: itemId },
    file,
  );

async function download(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function newItem(name: string): Promise<string> {
  const { create_item } = await acme.data<{ create_item: { id: string } }>(
    'mutation ($b: ID!, $n: String!) { create_item(board_id: $b, item_name: $n) { id } }',
    { b: board, n: name },
  );
  return create_item.id;
}

/** Every file the local store holds under a key (partial uploads left out). */
function storedFiles(): string[] {
  const dir = join(env.dataDir, 'files');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).includes('.partial'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const BOUNDARY = 'workapi-boundary';

/**
 * A spec multipart upload to add_file_to_column sent by hand: the text parts, then the file part's
 * head; the caller writes the file's bytes as it goes, so nothing of it is ever held whole.
 */
function streamedUpload(filename: string) {
  const outgoing = httpRequest(`${base}/v2/file`, {
    method: 'POST',
    headers: {
      authorization: env.tokens.acme[0],
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
  });
  const operations = JSON.stringify({
    query:
      'mutation ($item: ID!, $file: File!) { add_file_to_column(item_id: $item, column_id: "files", file: $file) { id } }',
    variables: { item, file: null },
  });
  outgoing.write(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}` +
      `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}` +
      `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return outgoing;
}

const gatewayPeakKib = () =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${env.pids().gateway}/status`, 'utf8'))?.[1]);

beforeAll(async () => {
  env = await startTestStack([{ name: 'acme' }, { name: 'globex' }], {
    ASSET_URL_TTL_SECONDS: String(URL_TTL_SECONDS),
    FILE_SWEEP_INTERVAL_SECONDS: '1',
  });
  acme = env.clients.acme;
  globex = env.clients.globex;
  base = env.gatewayUrl.replace(/\/graphql$/, '');
  const { create_board } = await acme.data<{ create_board: { id: string } }>(
    'mutation { create_board(board_name: "Files", board_kind: public) { id } }',
  );
  board = create_board.id;
  await acme.data(
    'mutation ($b: ID!) { create_column(board_id: $b, title: "Files", column_type: file, id: "files") { id } }',
    { b: board },
  );
  item = await newItem('With files');
}, 240_000);

afterAll(async () => {
  await env?.stop();
});

describe('uploads', () => {
  it('stores a spec multipart upload to /v2/file and gives it back byte for byte, with its thumbnail and geometry', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const answer = await addToColumn(env.tokens.acme[0], item, { bytes: png, name: 'chart.png' });
    expect(answer.body.errors).toBeUndefined();
    const asset = uploaded(answer);
    expect(asset).toMatchObject({
      name: 'chart.png',
      file_extension: '.png',
      file_size: png.length,
      original_geometry: '640x480',
    });
    const back = await download(asset.public_url);
    expect(back.status).toBe(200);
    expect(back.bytes.equals(png)).toBe(true);
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(back.headers.get('x-content-type-options')).toBe('nosniff');
    expect(back.headers.get('content-disposition')).toMatch(/^inline; filename="chart.png"/);
    const thumbnail = await download(asset.url_thumbnail as string);
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: 'png', width: 200, height: 150 });

    // The column's value is monday.com's, createdAt in epoch milliseconds, and Item.assets lists it.
    const { items } = await acme.data<{ items: ColumnFiles[] }>(
      `query ($i: [ID!]) { items(ids: $i) { column_values(ids: ["files"]) { value ... on FileValue { files { ... on FileAssetValue { asset_id name is_image asset { id file_size } } } } }
        assets { id } } }`,
      { i: [item] },
    );
    const [value] = items[0].column_values;
    const [entry] = JSON.parse(value.value).files;
    expect(entry).toMatchObject({
      fileType: 'ASSET',
      assetId: Number(asset.id),
      name: 'chart.png',
      isImage: 'true',
    });
    expect(entry.createdAt).toBeGreaterThan(1_700_000_000_000);
    expect(value.files).toEqual([
      {
        asset_id: asset.id,
        name: 'chart.png',
        is_image: true,
        asset: { id: asset.id, file_size: png.length },
      },
    ]);
    expect(items[0].assets).toEqual([{ id: asset.id }]);
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(Number(/^workapi_upload_bytes_total (\d+)/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(
      png.length,
    );
  });

  it("takes the official monday.com client's uploads to a file column and to an update, and serves HTML only as an attachment", async () => {
    const client = officialMondayClient({
      token: env.tokens.acme[0],
      endpoint: env.gatewayUrl,
      apiVersion: '2026-01',
    });
    const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
    const { add_file_to_column } = await client.request<{ add_file_to_column: Asset }>(
      'mutation ($item: ID!, $file: File!) { add_file_to_column(item_id: $item, column_id: "files", file: $file) { id name public_url } }',
      { item, file: new File([html], 'page.html', { type: 'text/html' }) },
    );
    const page = await download(add_file_to_column.public_url);
    expect(page.bytes.equals(html)).toBe(true);
    expect(page.headers.get('content-type')).toBe('application/octet-stream');
    expect(page.headers.get('content-disposition')).toMatch(/^attachment; filename="page.html"/);

    const { create_update } = await acme.data<{ create_update: { id: string } }>(
      'mutation ($i: ID!) { create_update(item_id: $i, body: "See attached") { id } }',
      { i: item },
    );
    const notes = Buffer.from('minutes of the meeting\n');
    const { add_file_to_update } = await client.request<{ add_file_to_update: Asset }>(
      'mutation ($u: ID!, $file: File!) { add_file_to_update(update_id: $u, file: $file) { id name file_size url } }',
      { u: create_update.id, file: new File([notes], 'notes.txt', { type: 'text/plain' }) },
    );
    expect(add_file_to_update).toMatchObject({ name: 'notes.txt', file_size: notes.length });
    expect((await download(add_file_to_update.url)).bytes.equals(notes)).toBe(true);
    const { updates } = await acme.data<{ updates: Array<{ assets: Asset[] }> }>(
      'query ($u: [ID!]) { updates(ids: $u) { assets { id name } } }',
      { u: [create_update.id] },
    );
    expect(updates[0].assets).toEqual([{ id: add_file_to_update.id, name: 'notes.txt' }]);
    // The update changed: its edit_update, with the text it keeps, reaches the board's activity log.
    const edits = await eventually(
      async () => {
        const { boards } = await acme.data<{
          boards: Array<{ activity_logs: Array<{ event: string; data: string }> }>;
        }>(
          'query ($b: ID!, $i: [ID!]) { boards(ids: [$b]) { activity_logs(item_ids: $i, limit: 100) { event data } } }',
          { b: board, i: [item] },
        );
        return boards[0].activity_logs.filter((entry) => entry.event === 'edit_update');
      },
      (found) => found.length > 0,
      { ms: 30_000 },
    );
    expect(edits.map((entry) => JSON.parse(entry.data))).toEqual([
      expect.objectContaining({ update_id: Number(create_update.id), text_body: 'See attached' }),
    ]);
    const { items } = await acme.data<{ items: Array<{ gallery: Asset[]; columns: Asset[] }> }>(
      'query ($i: [ID!]) { items(ids: $i) { gallery: assets(assets_source: gallery) { id } columns: assets(assets_source: columns) { name } } }',
      { i: [item] },
    );
    expect(items[0].gallery).toEqual([{ id: add_file_to_update.id }]);
    expect(items[0].columns.map((asset: Asset) => asset.name)).toEqual(['chart.png', 'page.html']);
    // A reply takes files too, answered by its assets; nobody has viewed either in an app.
    const { create_update: reply } = await acme.data<{ create_update: { id: string } }>(
      'mutation ($p: ID!) { create_update(parent_id: $p, body: "And the slides") { id } }',
      { p: create_update.id },
    );
    const slides = Buffer.from('slide one\n');
    const { add_file_to_update: onReply } = await client.request<{ add_file_to_update: Asset }>(
      'mutation ($u: ID!, $file: File!) { add_file_to_update(update_id: $u, file: $file) { id name } }',
      { u: reply.id, file: new File([slides], 'slides.txt', { type: 'text/plain' }) },
    );
    const { updates: withReply } = await acme.data<{
      updates: Array<{ viewers: unknown[]; replies: Array<{ assets: Asset[]; viewers: unknown[] }> }>;
    }>(
      'query ($u: [ID!]) { updates(ids: $u) { viewers { user_id medium } replies { assets { id name } viewers { user_id } } } }',
      { u: [create_update.id] },
    );
    expect(withReply[0]).toEqual({
      viewers: [],
      replies: [{ assets: [{ id: onReply.id, name: 'slides.txt' }], viewers: [] }],
    });
  });

  it('keeps every file of ten uploads to one item at once', async () => {
    const busy = await newItem('Busy');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        addToColumn(env.tokens.acme[0], busy, { bytes: Buffer.from(`file ${n}`), name: `file-${n}.txt` }),
      ),
    );
    const ids = answers.map((answer) => uploaded(answer).id).sort();
    const { items } = await acme.data<{ items: ColumnFiles[] }>(
      'query ($i: [ID!]) { items(ids: $i) { column_values(ids: ["files"]) { value } assets(assets_source: columns) { id } } }',
      { i: [busy] },
    );
    const files = JSON.parse(items[0].column_values[0].value).files as Array<{ assetId: number }>;
    expect(files.map((file) => String(file.assetId)).sort()).toEqual(ids);
    expect(items[0].assets.map((asset) => asset.id).sort()).toEqual(ids);
  });

  it('removes the bytes of an upload whose mutation is refused before answering', async () => {
    const before = storedFiles();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#cc3366' } })
      .png()
      .toBuffer();
    const refused = await specUpload(
      '/v2/file',
      env.tokens.acme[0],
      'mutation ($item: ID!, $file: File!) { add_file_to_column(item_id: $item, column_id: "status", file: $file) { id } }',
      { item },
      { bytes: png, name: 'refused.png' },
    );
    expect(refused.body.errors?.[0].extensions?.code).toBe('ColumnValueException');
    // Neither the file nor its thumbnail is left for the sweep.
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an upload without a token before storing it, and a file named in JSON', async () => {
    const before = storedFiles().length;
    const anonymous = await specUpload(
      '/graphql',
      null,
      'mutation ($file: File!) { add_file_to_update(update_id: 1, file: $file) { id } }',
      {},
      {
        bytes: Buffer.alloc(1024),
        name: 'x.bin',
      },
    );
    expect(anonymous.status).toBe(401);
    expect(storedFiles()).toHaveLength(before);
    const inline = await acme.request(
      'mutation ($item: ID!, $file: File!) { add_file_to_column(item_id: $item, column_id: "files", file: $file) { id } }',
      { item, file: 'acme/1700000000000-00000000000000000000000000000000' },
    );
    expect(inline.body.errors?.[0].extensions?.code).toBe('InvalidArgumentException');
  });

  it('answers a 600 MB upload with a 413 it can read, without holding the file in memory', async () => {
    const peakBefore = gatewayPeakKib();
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const outgoing = streamedUpload('big.bin');
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      outgoing.on('response', (response) => {
        let body = '';
        response.on('data', (part) => (body += part));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      outgoing.on('error', reject);
    });
    // 600 MB from a generator, a megabyte at a time, as fast as the gateway reads it.
    async function* megabytes() {
      for (let n = 0; n < 600; n += 1) yield chunk;
    }
    (async () => {
      for await (const part of megabytes()) {
        if (outgoing.destroyed) return;
        if (!outgoing.write(part)) await new Promise((drained) => outgoing.once('drain', drained));
      }
      outgoing.end(`\r\n--${BOUNDARY}--\r\n`);
    })().catch(() => undefined);
    const refusal = await answer;
    expect(refusal.status).toBe(413);
    expect(JSON.parse(refusal.body).errors[0]).toMatchObject({ extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(gatewayPeakKib() - peakBefore).toBeLessThan(200 * 1024);
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(/^workapi_upload_failures_total\{reason="too_large"\} [1-9]/m);
  }, 180_000);
});

describe('links', () => {
  let asset: Asset;
  beforeAll(async () => {
    asset = uploaded(
      await addToColumn(env.tokens.acme[0], item, { bytes: Buffer.from('signed'), name: 'signed.txt' }),
    );
  });

  it("refuses an altered link and one naming another account's file", async () => {
    const url = new URL(asset.public_url);
    const signature = url.searchParams.get('signature') as string;
    url.searchParams.set('signature', `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`);
    expect((await download(url.toString())).status).toBe(403);
    const later = new URL(asset.public_url);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 3600));
    expect((await download(later.toString())).status).toBe(403);

    const { create_board } = await globex.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Theirs", board_kind: public) { id } }',
    );
    await globex.data(
      'mutation ($b: ID!) { create_column(board_id: $b, title: "Files", column_type: file, id: "files") { id } }',
      { b: create_board.id },
    );
    const { create_item } = await globex.data<{ create_item: { id: string } }>(
      'mutation ($b: ID!) { create_item(board_id: $b, item_name: "Theirs") { id } }',
      { b: create_board.id },
    );
    const theirs = uploaded(
      await addToColumn(env.tokens.globex[0], create_item.id, { bytes: Buffer.from('x'), name: 'x.txt' }),
    );
    // Their own signed link, pointed at acme's file: refused.
    const crossed = new URL(theirs.public_url);
    crossed.searchParams.set('key', new URL(asset.public_url).searchParams.get('key') as string);
    expect((await download(crossed.toString())).status).toBe(403);
    // And acme's asset is not theirs to list.
    expect(await globex.data('query ($i: [ID!]!) { assets(ids: $i) { id } }', { i: [asset.id] })).toEqual({
      assets: [],
    });
    expect(await acme.data('query ($i: [ID!]!) { assets(ids: $i) { id } }', { i: [asset.id] })).toEqual({
      assets: [{ id: asset.id }],
    });
  });

  it('refuses a link once it has expired', async () => {
    expect((await download(asset.public_url)).status).toBe(200);
    await sleep((URL_TTL_SECONDS + 2) * 1000);
    expect((await download(asset.public_url)).status).toBe(403);
  }, 30_000);
});

describe('the sweep', () => {
  it("removes a deleted item's files and keeps the files records still name", async () => {
    const doomed = await newItem('Doomed');
    const kept = await newItem('Kept');
    const [gone, stays] = await Promise.all([
      addToColumn(env.tokens.acme[0], doomed, { bytes: Buffer.from('doomed'), name: 'doomed.txt' }),
      addToColumn(env.tokens.acme[0], kept, { bytes: Buffer.from('kept'), name: 'kept.txt' }),
    ]);
    const storedBefore = storedFiles().length;
    await acme.data('mutation ($i: ID!) { delete_item(item_id: $i) { id } }', { i: doomed });
    const goneAsset = uploaded(gone);
    const deadline = Date.now() + 30_000;
    while (storedFiles().length >= storedBefore && Date.now() < deadline) await sleep(250);
    expect(storedFiles()).toHaveLength(storedBefore - 1);
    expect((await download(goneAsset.public_url)).status).toBe(404);
    const { assets } = await acme.data<{ assets: Asset[] }>(
      `query ($i: [ID!]!) { assets(ids: $i) { ${ASSET_FIELDS} } }`,
      { i: [uploaded(stays).id] },
    );
    expect((await download(assets[0].public_url)).bytes.toString()).toBe('kept');
  }, 60_000);

  it("removes a deleted column's files and keeps the item's other files", async () => {
    await acme.data(
      'mutation ($b: ID!) { create_column(board_id: $b, title: "Drafts", column_type: file, id: "drafts") { id } }',
      { b: board },
    );
    const owner = await newItem('Drafts and finals');
    const draft = uploaded(
      await specUpload(
        '/v2/file',
        env.tokens.acme[0],
        `mutation ($item: ID!, $file: File!) { add_file_to_column(item_id: $item, column_id: "drafts", file: $file) { ${ASSET_FIELDS} } }`,
        { item: owner },
        { bytes: Buffer.from('draft'), name: 'draft.txt' },
      ),
    );
    const final = uploaded(
      await addToColumn(env.tokens.acme[0], owner, { bytes: Buffer.from('final'), name: 'final.txt' }),
    );
    const storedBefore = storedFiles().length;
    await acme.data('mutation ($b: ID!) { delete_column(board_id: $b, column_id: "drafts") { id } }', {
      b: board,
    });
    const deadline = Date.now() + 30_000;
    while (storedFiles().length >= storedBefore && Date.now() < deadline) await sleep(250);
    expect(storedFiles()).toHaveLength(storedBefore - 1);
    const { assets } = await acme.data<{ assets: Asset[] }>(
      `query ($i: [ID!]!) { assets(ids: $i) { ${ASSET_FIELDS} } }`,
      { i: [draft.id, final.id] },
    );
    expect(assets.map((asset) => asset.id)).toEqual([final.id]);
    expect((await download(assets[0].public_url)).bytes.toString()).toBe('final');
  }, 60_000);

  it('keeps no half file a record names when the gateway is killed mid-upload', async () => {
    const storedBefore = storedFiles();
    let sent = 0;
    const outgoing = streamedUpload('half.bin');
    outgoing.on('error', () => undefined);
    const sending = (async () => {
      while (!outgoing.destroyed && sent < 200) {
        outgoing.write(Buffer.alloc(1024 * 1024, 1));
        sent += 1;
        await sleep(20);
      }
    })();
    while (sent < 20) await sleep(20);
    process.kill(env.pids().gateway, 'SIGKILL');
    await sending;
    expect(storedFiles()).toEqual(storedBefore);
    // The gateway comes back (the stack supervises it; a start on a busy machine takes a while),
    // and no record names the file.
    const deadline = Date.now() + 150_000;
    for (;;) {
      const answer = await acme
        .request('query ($i: [ID!]) { items(ids: $i) { assets { name } } }', { i: [item] })
        .catch(() => null);
      if (answer?.status === 200) {
        const names = (answer.body.data as { items: Array<{ assets: Asset[] }> }).items[0].assets;
        expect(names.map((asset) => asset.name)).not.toContain('half.bin');
        break;
      }
      if (Date.now() > deadline) throw new Error('the gateway did not come back');
      await sleep(500);
    }
    expect(storedFiles()).toEqual(storedBefore);
  }, 200_000);
});

describe('on an S3-compatible store (S3_*)', () => {
  let s3Stack: TestStack;

  beforeAll(async () => {
    s3Stack = await startTestStack([{ name: 'acme' }], {}, { s3: true });
  }, 240_000);

  afterAll(async () => {
    await s3Stack?.stop();
  });

  it('keeps an upload in the bucket, not on the disk, and gives it back byte for byte', async () => {
    const client = s3Stack.clients.acme;
    const { create_board } = await client.data<{ create_board: { id: string } }>(
      'mutation { create_board(board_name: "Bucket", board_kind: public) { id } }',
    );
    await client.data(
      'mutation ($b: ID!) { create_column(board_id: $b, title: "Files", column_type: file, id: "files") { id } }',
      { b: create_board.id },
    );
    const { create_item } = await client.data<{ create_item: { id: string } }>(
      'mutation ($b: ID!) { create_item(board_id: $b, item_name: "In the bucket") { id } }',
      { b: create_board.id },
    );
    // Past one 8 MiB part, so the store's multipart upload is what carries it.
    const bytes = randomBytes(9 * 1024 * 1024 + 17);
    const asset = uploaded(
      await specUpload(
        '/v2/file',
        s3Stack.tokens.acme[0],
        `mutation ($item: ID!, $file: File!) { add_file_to_column(item_id: $item, column_id: "files", file: $file) { ${ASSET_FIELDS} } }`,
        { item: create_item.id },
        { bytes, name: 'data.bin' },
        s3Stack.gatewayUrl.replace(/\/graphql$/, ''),
      ),
    );
    const back = await download(asset.public_url);
    expect(back.status).toBe(200);
    expect(back.bytes.equals(bytes)).toBe(true);
    const s3 = s3Stack.s3!;
    const bucket = new S3Client({
      endpoint: s3.endpoint,
      region: s3.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    expect(listed.Contents?.map((object) => object.Size)).toContain(bytes.length);
    bucket.destroy();
    const local = join(s3Stack.dataDir, 'files');
    expect(existsSync(local) ? readdirSync(local, { recursive: true }) : []).toEqual([]);
  });
});
