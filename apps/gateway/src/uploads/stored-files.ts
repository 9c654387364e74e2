import { posix } from 'node:path';
import { Readable } from 'node:stream';
import { stream as withFileType } from 'file-type';
import sharp from 'sharp';
import { assetKey, thumbnailKey, type FileStore, type StoredUpload } from '@workapi/files';

/** Images a thumbnail is made of; anything else (SVG among them) is stored and served as a download. */
const THUMBNAIL_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/tiff',
  'image/avif',
]);
/** Larger images keep their geometry unknown and get no thumbnail: decoding one is read into memory. */
const THUMBNAIL_SOURCE_MAX_BYTES = 25 * 1024 * 1024;
/** Decoding stops past this many pixels (a small file can claim a huge image). */
const MAX_PIXELS = 100_000_000;
const THUMBNAIL_EDGE = 200;
const NAME_MAX = 255;

/** A client's file name as a display name: no directories, no control characters, bounded. */
export function displayName(filename: string | undefined): string {
  const base = posix.basename((filename ?? '').replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '');
  return base.slice(0, NAME_MAX) || 'file';
}

/** `.png` from `photo.png`, as monday.com's `file_extension`; the sniffed type's when the name has none. */
function extensionOf(name: string, sniffed: string | undefined): string {
  const dot = name.lastIndexOf('.');
  if (dot > 0 && dot < name.length - 1) return name.slice(dot).toLowerCase().slice(0, 16);
  return sniffed ? `.${sniffed}` : '';
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * An image's `<width>x<height>` and a small PNG thumbnail beside it, made by sharp from the
 * stored bytes. A picture sharp cannot read is still a stored file: it just has neither.
 */
async function imageExtras(
  store: FileStore,
  key: string,
): Promise<{ geometry: string | null; thumbnailKey: string | null }> {
  const none = { geometry: null, thumbnailKey: null };
  const stored = await store.get(key);
  if (!stored) return none;
  try {
    const bytes = await readAll(stored);
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    const thumbnail = await sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false })
      .rotate()
      .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    const thumbKey = thumbnailKey(key);
    await store.put(thumbKey, Readable.from([thumbnail]), 'image/png');
    return {
      geometry: meta.width && meta.height ? `${meta.width}x${meta.height}` : null,
      thumbnailKey: thumbKey,
    };
  } catch {
    return none;
  }
}

/**
 * Streams one uploaded file to the store under a key of the caller's account, its type sniffed
 * from its first bytes (never the client's word), then makes an image's thumbnail. The bytes pass
 * through: nothing but the sniffed head and a bounded image is ever held.
 */
export async function storeFile(
  store: FileStore,
  accountId: string,
  file: Readable,
  filename: string | undefined,
  tooLarge: () => Error,
): Promise<StoredUpload> {
  const key = assetKey(accountId);
  const sniffing = await withFileType(file);
  // The sniffer pipes without passing failures on: the part's own (a truncated body) and its
  // size limit (the part then just ends, short) must fail the write, or a cut file would be kept.
  file.once('error', (error) => sniffing.destroy(error));
  file.once('limit', () => sniffing.destroy(tooLarge()));
  const contentType = sniffing.fileType?.mime ?? 'application/octet-stream';
  const { bytes } = await store.put(key, sniffing, contentType);
  if ((file as Readable & { truncated?: boolean }).truncated) {
    await store.delete(key);
    throw tooLarge();
  }
  const name = displayName(filename);
  const extras =
    THUMBNAIL_TYPES.has(contentType) && bytes <= THUMBNAIL_SOURCE_MAX_BYTES
      ? await imageExtras(store, key)
      : { geometry: null, thumbnailKey: null };
  return {
    key,
    accountId,
    name,
    bytes,
    contentType,
    extension: extensionOf(name, sniffing.fileType?.ext),
    ...extras,
  };
}
