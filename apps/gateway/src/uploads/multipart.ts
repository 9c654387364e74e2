import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { signUpload, thumbnailKey, type FileStore, type StoredUpload } from '@workapi/files';
import { MAX_UPLOADS_PER_REQUEST } from '@workapi/internal';
import { uploadBytes, uploadFailures } from '@workapi/logging';
import { legacyPath, setAtPath } from './operation-paths';
import { badRequest, fileTooLarge } from './refusals';
import { storeFile } from './stored-files';

/** Parts one request may carry in all (files: `MAX_UPLOADS_PER_REQUEST`). */
const MAX_PARTS = 50;

export interface UploadSettings {
  store: FileStore;
  /** Signs the references to stored files the operation's variables carry. */
  secret: string;
  maxFileBytes: number;
  /** Largest text part (the query, the variables): the JSON body limit. */
  maxFieldBytes: number;
}

/** A GraphQL-over-HTTP body, as a JSON POST carries it. */
export interface OperationBody {
  query?: unknown;
  variables?: Record<string, unknown> | null;
  operationName?: unknown;
  extensions?: unknown;
}

function json(part: Multipart & { type: 'field' }): unknown {
  if (typeof part.value !== 'string') return part.value;
  try {
    return JSON.parse(part.value);
  } catch {
    throw badRequest(`The multipart field "${part.fieldname}" is not valid JSON`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Takes in one text part: the spec's `operations` and `map`, or monday.com's `query` and `variables`. */
function readField(part: Multipart & { type: 'field' }, read: { operation: OperationBody; map?: unknown }) {
  if (part.fieldname === 'operations') {
    const operations = json(part);
    if (!isObject(operations))
      throw badRequest('"operations" must be one operation (batches are not served)');
    Object.assign(read.operation, operations);
  } else if (part.fieldname === 'query') read.operation.query = String(part.value);
  else if (part.fieldname === 'variables')
    read.operation.variables = json(part) as OperationBody['variables'];
  else if (part.fieldname === 'operationName') read.operation.operationName = String(part.value);
  else if (part.fieldname === 'map') read.map = json(part);
}

function pathsOf(fieldname: string, map: unknown): string[] | undefined {
  if (map === undefined) {
    const legacy = legacyPath(fieldname);
    return legacy ? [legacy] : undefined;
  }
  if (!isObject(map)) throw badRequest('"map" must be an object of part names to variable paths');
  const paths = Object.hasOwn(map, fieldname) ? map[fieldname] : undefined;
  if (paths === undefined) return undefined;
  if (!Array.isArray(paths) || !paths.every((path) => typeof path === 'string'))
    throw badRequest(`"map" must list the paths of part "${fieldname}"`);
  return paths as string[];
}

/** An operation read from a multipart request, and the files it stored for it. */
export interface MultipartOperation {
  operation: OperationBody;
  stored: StoredUpload[];
}

/** Removes stored uploads with their thumbnails; a failure leaves them to the sweep. */
export const removeStored = (store: FileStore, uploads: StoredUpload[]) =>
  Promise.allSettled(
    uploads.flatMap((upload) => [
      store.delete(upload.key),
      ...(upload.thumbnailKey ? [store.delete(thumbnailKey(upload.key))] : []),
    ]),
  );

/**
 * Reads a multipart GraphQL request in any of the forms clients send (the GraphQL multipart
 * request spec: `operations`, `map`, files; monday.com's JS client: `query`, `variables`, `map`,
 * parts `0`, `1`, …; the legacy `query` and `variables[file]`), streaming each file to the store
 * as it arrives. Each file's variable then holds a signed reference to what was stored, so the
 * subgraph that records it never sees bytes, and a client cannot name a stored file in JSON.
 */
export async function operationFromMultipart(
  request: FastifyRequest,
  accountId: string,
  settings: UploadSettings,
): Promise<MultipartOperation> {
  const read: { operation: OperationBody; map?: unknown } = { operation: {} };
  const stored: StoredUpload[] = [];
  const tooLarge = () => fileTooLarge(settings.maxFileBytes);
  try {
    const parts = request.parts({
      limits: {
        fileSize: settings.maxFileBytes,
        fieldSize: settings.maxFieldBytes,
        files: MAX_UPLOADS_PER_REQUEST,
        parts: MAX_PARTS,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        readField(part, read);
        continue;
      }
      const paths = pathsOf(part.fieldname, read.map);
      if (!paths) {
        part.file.resume();
        continue;
      }
      const upload = await storeFile(settings.store, accountId, part.file, part.filename, tooLarge);
      stored.push(upload);
      const reference = signUpload(settings.secret, upload);
      for (const path of paths) setAtPath(read.operation as Record<string, unknown>, path, reference);
    }
    if (typeof read.operation.query !== 'string')
      throw badRequest('A multipart GraphQL request needs its query (an "operations" or "query" part)');
  } catch (error) {
    // What this request stored is named by nothing now; removed at once, and by the sweep if not.
    await removeStored(settings.store, stored);
    const status = (error as { statusCode?: number }).statusCode;
    uploadFailures.inc({ reason: status === 413 ? 'too_large' : status === 400 ? 'invalid' : 'failed' });
    // The parser's own limit error says less than ours (the limit itself).
    throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
  }
  for (const upload of stored) uploadBytes.inc(upload.bytes);
  return { operation: read.operation, stored };
}
