import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '@workapi/config';
import type { FileStore, StoredUpload } from '@workapi/files';
import { endpoints, internalCaller, type Caller } from '@workapi/internal';
import { answerUnreadBody, OVERSIZED_BODY_DISCARD } from '@workapi/http';
import type { Logger } from '@workapi/logging';
import { callerOf } from '../admission/caller';
import type { Authenticator } from '../auth';
import { serveDownloads } from './downloads';
import { operationFromMultipart, type UploadSettings } from './multipart';

export interface UploadParts {
  config: Config;
  logger: Logger;
  authenticator: Pick<Authenticator, 'authenticate'>;
  store: FileStore;
}

/**
 * Once a request with uploads is answered, and before its answer leaves, the items subgraph
 * removes those no record names (a refused or unauthorised mutation, a request over its limits),
 * so the client never sees their bytes kept. Should that fail, the sweep removes them later.
 */
async function releaseUnrecorded(
  parts: UploadParts,
  requestId: string,
  caller: Caller,
  stored: StoredUpload[],
): Promise<void> {
  try {
    await internalCaller(parts.config, { requestId, caller })(endpoints.items.releaseUploads, {
      keys: stored.map((upload) => upload.key),
    });
  } catch (error) {
    parts.logger.warn({ err: (error as Error).message }, 'unrecorded uploads left to the sweep');
  }
}

/**
 * Multipart GraphQL requests and downloads. A multipart POST is authenticated before a byte of it
 * is stored (a refusal is the one any request gets); its files then go to the store and the
 * request continues as the JSON request it describes, admitted, priced and limited like any.
 * Returns the `preValidation` hook of the routes that take uploads.
 */
export async function serveFiles(app: FastifyInstance, parts: UploadParts) {
  await app.register(multipart, { throwFileSizeLimit: true });
  serveDownloads(app, parts.store, parts.config.files.secret);
  const settings: UploadSettings = {
    store: parts.store,
    secret: parts.config.files.secret,
    maxFileBytes: parts.config.files.maxBytes,
    maxFieldBytes: parts.config.maxBodyBytes,
  };
  // Uploads of requests not answered yet, and who sent them.
  const answered = new WeakMap<FastifyRequest, { caller: Caller; stored: StoredUpload[] }>();
  app.addHook('onSend', async (request, _reply, payload) => {
    const uploads = answered.get(request);
    if (uploads) {
      answered.delete(request);
      await releaseUnrecorded(parts, request.id, uploads.caller, uploads.stored);
    }
    return payload;
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.isMultipart()) return;
    const found = await callerOf(parts.authenticator, parts.logger, request.headers.authorization, {
      requestId: request.id,
      clientAddress: request.ip,
    });
    if (!found.ok) {
      const { status, errors, headers } = found.refusal;
      return answerUnreadBody(request, reply, OVERSIZED_BODY_DISCARD, (to) =>
        to
          .code(status)
          .headers(headers ?? {})
          .type('application/json; charset=utf-8')
          .send({ errors, extensions: { request_id: request.id } }),
      );
    }
    const { operation, stored } = await operationFromMultipart(request, found.caller.accountId, settings);
    if (stored.length > 0) answered.set(request, { caller: found.caller, stored });
    request.body = operation;
    // From here on it is the JSON request it describes (Apollo takes POSTs of JSON only).
    request.headers['content-type'] = 'application/json';
  };
}
