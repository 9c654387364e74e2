import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ListMultipartUploadsCommand, S3Client } from '@aws-sdk/client-s3';
import { startTestS3 } from '@workapi/testing';
import type { ProvisionedS3 } from '@workapi/devservices';
import { assetKey } from './keys';
import { LocalFileStore } from './local-store';
import { openFileStore } from './open';
import { PART_BYTES, S3FileStore } from './s3-store';
import type { FileStore } from './store';

// Files of several parts go through a real server on a shared machine.
jest.setTimeout(60_000);

const read = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

const collect = async (keys: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all.sort();
};

/** `body` in chunks of 64 KiB, as a request body arrives. */
const streamOf = (body: Buffer) =>
  Readable.from(
    Array.from({ length: Math.ceil(body.length / 65_536) }, (_, n) =>
      body.subarray(n * 65_536, (n + 1) * 65_536),
    ),
  );

/** `bytes` of a stream that then fails, as an upload whose client goes away does. */
const failingAfter = (bytes: number) =>
  Readable.from(
    (async function* () {
      yield randomBytes(bytes);
      throw new Error('client went away');
    })(),
  );

/** The same promises of every store: what the uploads and the sweep rely on. */
function behavesAsAFileStore(name: string, open: () => FileStore, unfinished?: () => Promise<string[]>) {
  describe(name, () => {
    let store: FileStore;
    beforeAll(() => (store = open()));

    it.each([
      ['an empty file', 0],
      ['a small file', 1_000],
      ['a file of several parts', 2 * PART_BYTES + 12_345],
      ['a file of exactly two parts', 2 * PART_BYTES],
    ])('gives back %s byte for byte, and says how many bytes it kept', async (_size, bytes) => {
      const key = assetKey('acme');
      const body = randomBytes(bytes);
      await expect(store.put(key, streamOf(body), 'application/octet-stream')).resolves.toEqual({ bytes });
      const got = await store.get(key);
      expect(got).not.toBeNull();
      expect((await read(got!)).equals(body)).toBe(true);
    });

    it.each([
      ['before one part was read', 100_000],
      ['after a part was stored', PART_BYTES + 100_000],
    ])('keeps nothing of an upload whose stream fails %s', async (_when, bytes) => {
      const key = assetKey('failing');
      await expect(store.put(key, failingAfter(bytes), 'image/png')).rejects.toThrow('client went away');
      expect(await store.get(key)).toBeNull();
      expect(await collect(store.list('failing/'))).toEqual([]);
      if (unfinished) expect(await unfinished()).toEqual([]);
    });

    it("lists the keys under a prefix, and no other account's", async () => {
      const mine = [assetKey('lister'), assetKey('lister')];
      const theirs = assetKey('listers');
      for (const key of [...mine, theirs]) await store.put(key, streamOf(Buffer.from(key)), 'text/plain');
      expect(await collect(store.list('lister/'))).toEqual(mine.sort());
    });

    it('deletes a file for good, and a delete of a file that is gone is no error', async () => {
      const key = assetKey('deleter');
      await store.put(key, streamOf(Buffer.from('bye')), 'text/plain');
      await store.delete(key);
      expect(await store.get(key)).toBeNull();
      expect(await collect(store.list('deleter/'))).toEqual([]);
      await expect(store.delete(key)).resolves.toBeUndefined();
    });

    it('answers null for a file it never had', async () => {
      expect(await store.get(assetKey('nobody'))).toBeNull();
    });
  });
}

const local = mkdtempSync(join(tmpdir(), 'files-spec-'));
let localStore: LocalFileStore;
beforeAll(async () => (localStore = await new LocalFileStore(local).open()));
afterAll(() => rmSync(local, { recursive: true, force: true }));
behavesAsAFileStore('LocalFileStore', () => localStore);

const s3Dir = mkdtempSync(join(tmpdir(), 'files-spec-s3-'));
let s3: ProvisionedS3;
let s3Store: S3FileStore;
let admin: S3Client;
// The first run builds versitygw from the Go module proxy (minutes on two cores).
beforeAll(async () => {
  s3 = await startTestS3(s3Dir);
  s3Store = new S3FileStore({ ...s3, forcePathStyle: true });
  admin = new S3Client({ endpoint: s3.endpoint, region: s3.region, credentials: s3, forcePathStyle: true });
}, 16 * 60_000);
afterAll(async () => {
  s3Store?.destroy();
  admin?.destroy();
  await s3?.stop();
  rmSync(s3Dir, { recursive: true, force: true });
});
behavesAsAFileStore(
  'S3FileStore on a real S3-compatible server',
  () => s3Store,
  // A multipart upload left unfinished keeps its parts in the bucket, unseen by list.
  async () => {
    const { Uploads } = await admin.send(new ListMultipartUploadsCommand({ Bucket: s3.bucket }));
    return (Uploads ?? []).map((upload) => upload.Key ?? '');
  },
);

describe('openFileStore', () => {
  const files = { dir: local, maxBytes: 1, urlTtlSeconds: 1, sweepIntervalSeconds: 1, secret: 'x' };

  it('keeps files on the local disk unless an S3 store is configured, then in that store', async () => {
    expect(await openFileStore(files)).toBeInstanceOf(LocalFileStore);
    const store = await openFileStore({ ...files, s3: { ...s3, forcePathStyle: true } });
    expect(store).toBeInstanceOf(S3FileStore);
    const key = assetKey('chosen');
    await store.put(key, streamOf(Buffer.from('in the bucket')), 'text/plain');
    expect(await collect(s3Store.list('chosen/'))).toEqual([key]);
    (store as S3FileStore).destroy();
  });
});
