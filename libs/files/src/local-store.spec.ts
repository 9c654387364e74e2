import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { assetKey } from './keys';
import { LocalFileStore } from './local-store';

const read = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
};

describe('LocalFileStore', () => {
  let dir: string;
  let store: LocalFileStore;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'files-'));
    store = await new LocalFileStore(dir).open();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stores, reads back, lists and deletes a file by key', async () => {
    const key = assetKey('5000001');
    expect(
      await store.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]), 'text/plain'),
    ).toEqual({
      bytes: 11,
    });
    expect((await read((await store.get(key)) as NodeJS.ReadableStream)).toString()).toBe('hello world');
    const listed: string[] = [];
    for await (const found of store.list('5000001/')) listed.push(found);
    expect(listed).toEqual([key]);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('leaves nothing at the key when the stream fails part way', async () => {
    const key = assetKey('5000001');
    const body = new PassThrough();
    const writing = store.put(key, body, 'application/octet-stream');
    body.write(Buffer.alloc(1024));
    body.destroy(new Error('client went away'));
    await expect(writing).rejects.toThrow('client went away');
    expect(await store.get(key)).toBeNull();
    expect(readdirSync(join(dir, '.partial'))).toEqual([]);
  });

  it('refuses a key it did not make, so no client path reaches the disk', async () => {
    await expect(store.get('../../etc/passwd')).rejects.toThrow('not a file key');
    await expect(store.put('5000001/../x', Readable.from([]), 'text/plain')).rejects.toThrow(
      'not a file key',
    );
  });
});
