/**
 * Where uploaded files' bytes live: local files by default, an S3-compatible bucket when one is
 * configured. Keys are always made by `assetKey`, never taken from a client.
 */
export interface FileStore {
  /** Streams `body` to `key`; resolves with the bytes written; a failed or aborted stream leaves no object at `key`. */
  put(key: string, body: NodeJS.ReadableStream, contentType: string): Promise<{ bytes: number }>;
  /** The object's bytes as a stream, or null when there is none. */
  get(key: string): Promise<NodeJS.ReadableStream | null>;
  delete(key: string): Promise<void>;
  /** Keys under `prefix`, for the sweep. */
  list(prefix: string): AsyncIterable<string>;
}
