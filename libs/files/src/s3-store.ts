import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import type { S3Config } from '@workapi/config';
import type { FileStore } from './store';

/**
 * The size of each part of a multipart upload. S3 wants at least 5 MiB for all but the last; one
 * part is held in memory at a time, so an upload of any size costs about this much.
 */
export const PART_BYTES = 8 * 1024 * 1024;

/**
 * Files in a bucket of an S3-compatible store, shared by every replica. A file smaller than one
 * part is one PutObject once its stream has ended; a larger one is a multipart upload, part by
 * part as the stream arrives, aborted when the stream or a part fails. Either way S3 makes the
 * object appear only once it is whole, so no key ever names half a file.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      forcePathStyle: config.forcePathStyle,
      // The SDK's default CRC32 checksums on every request are not served by every S3-compatible
      // store; send them only where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: NodeJS.ReadableStream, contentType: string): Promise<{ bytes: number }> {
    const object = { Bucket: this.bucket, Key: key };
    const chunks = body[Symbol.asyncIterator]();
    const first = await nextPart(chunks);
    if (first.last) {
      await this.client.send(new PutObjectCommand({ ...object, Body: first.part, ContentType: contentType }));
      return { bytes: first.part.length };
    }
    const { UploadId } = await this.client.send(
      new CreateMultipartUploadCommand({ ...object, ContentType: contentType }),
    );
    try {
      const parts: CompletedPart[] = [];
      let bytes = 0;
      for (let next = first; ; next = await nextPart(chunks)) {
        // A stream of whole parts ends with nothing more, which is no part.
        if (next.part.length > 0) {
          const PartNumber = parts.length + 1;
          const { ETag } = await this.client.send(
            new UploadPartCommand({ ...object, UploadId, PartNumber, Body: next.part }),
          );
          parts.push({ ETag, PartNumber });
          bytes += next.part.length;
        }
        if (next.last) break;
      }
      await this.client.send(
        new CompleteMultipartUploadCommand({ ...object, UploadId, MultipartUpload: { Parts: parts } }),
      );
      return { bytes };
    } catch (error) {
      // The parts stored so far would otherwise be kept (and billed), unseen, until a lifecycle
      // rule removes them; the rest of the stream is not wanted.
      await this.client.send(new AbortMultipartUploadCommand({ ...object, UploadId })).catch(() => undefined);
      await chunks.return?.().catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<NodeJS.ReadableStream | null> {
    try {
      const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return Body as Readable;
    } catch (error) {
      if ((error as Error).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<string> {
    const pages = paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: prefix });
    for await (const page of pages) {
      for (const { Key } of page.Contents ?? []) if (Key) yield Key;
    }
  }

  /** Closes its connections to the store. */
  destroy(): void {
    this.client.destroy();
  }
}

/**
 * The next `PART_BYTES` or more of a stream (the rest, with `last`, at its end). A stream that
 * fails or is destroyed before its end throws here.
 */
async function nextPart(chunks: AsyncIterator<string | Buffer>): Promise<{ part: Buffer; last: boolean }> {
  const buffers: Buffer[] = [];
  let size = 0;
  while (size < PART_BYTES) {
    const { value, done } = await chunks.next();
    if (done) return { part: Buffer.concat(buffers), last: true };
    const buffer = typeof value === 'string' ? Buffer.from(value) : value;
    buffers.push(buffer);
    size += buffer.length;
  }
  return { part: Buffer.concat(buffers), last: false };
}
