import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, relative, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseKey } from './keys';
import type { FileStore } from './store';

/** Partial uploads live here until complete, so no key ever names half a file. */
const PARTIAL = '.partial';
/** A partial file this old belongs to a process that died writing it (an upload in flight is younger). */
const ABANDONED_MS = 24 * 60 * 60 * 1000;

/**
 * Files under one directory (`FILES_DIR`): the embedded choice, for one machine. A file is written
 * under a temporary name and renamed into place when complete, so a killed process leaves at most
 * a partial file no key names (removed at the next start).
 */
export class LocalFileStore implements FileStore {
  constructor(private readonly dir: string) {}

  /**
   * Creates the directory and removes partial files a killed process left behind long ago (not
   * younger ones: another process on this disk may be writing them).
   */
  async open(): Promise<this> {
    const partials = join(this.dir, PARTIAL);
    await mkdir(partials, { recursive: true });
    for (const name of await readdir(partials)) {
      const path = join(partials, name);
      const { mtimeMs } = await stat(path);
      if (Date.now() - mtimeMs > ABANDONED_MS) await rm(path, { force: true });
    }
    return this;
  }

  private pathOf(key: string): string {
    // Only keys this product made reach the disk: no client path is ever joined here.
    if (!parseKey(key)) throw new Error(`not a file key: ${key}`);
    return join(this.dir, ...key.split('/'));
  }

  async put(key: string, body: NodeJS.ReadableStream, _contentType: string): Promise<{ bytes: number }> {
    const target = this.pathOf(key);
    const partial = join(this.dir, PARTIAL, `${randomBytes(16).toString('hex')}`);
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    const file = createWriteStream(partial, { flags: 'wx' });
    try {
      // At once: a failure of `body` before the pipeline listens would go unheard (`open` made the directory).
      await pipeline(body, counter, file);
      await mkdir(dirname(target), { recursive: true });
      await rename(partial, target);
      return { bytes };
    } catch (error) {
      // A file stream stopped while its file was still opening creates the file afterwards: the
      // partial file is removed once the stream has closed, not before.
      if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<NodeJS.ReadableStream | null> {
    const path = this.pathOf(key);
    try {
      await stat(path);
    } catch {
      return null;
    }
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<string> {
    yield* this.walk(this.dir, prefix);
  }

  private async *walk(dir: string, prefix: string): AsyncIterable<string> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name === PARTIAL) continue;
      const path = join(dir, entry.name);
      const key = relative(this.dir, path).split(sep).join('/');
      if (entry.isDirectory()) {
        if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* this.walk(path, prefix);
      } else if (key.startsWith(prefix)) yield key;
    }
  }
}
