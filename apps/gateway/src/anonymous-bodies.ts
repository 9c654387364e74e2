import { Transform, type Readable, type TransformCallback } from 'node:stream';
import type { FastifyRequest } from 'fastify';

/**
 * What Apollo is given in place of a body nobody will use: the smallest operation. Admission
 * (admission/caller.ts) refuses the request before anything runs, with the 401 every
 * unauthenticated request gets (same body, headers, logs and metrics).
 */
const PLACEHOLDER = Buffer.from('{"query":"{__typename}"}');

/**
 * Reads an unauthenticated request's body and drops it as it arrives, then yields the
 * placeholder. Keeping nothing is the point: a request without a token is refused whatever it
 * says, so a client without an account cannot make the gateway hold megabytes per request: each
 * body was copied several times on its way to a refusal (isolation.e2e.ts, three loops of 900 KB
 * registrations, half of them anonymous: the gateway's peak grew 117 MB, 75 MB with this and
 * `ParsedDocuments` keeping no long text). The body limit still holds: past it the stream
 * fails with 413, answered as any oversized body is; `receivedEncodedLength` is what Fastify checks
 * `Content-Length` against.
 */
class DroppedBody extends Transform {
  receivedEncodedLength = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.receivedEncodedLength += chunk.length;
    if (this.receivedEncodedLength > this.limit)
      done(Object.assign(new Error('Request body is too large'), { statusCode: 413 }));
    else done();
  }

  override _flush(done: TransformCallback): void {
    done(null, PLACEHOLDER);
  }
}

/**
 * Fastify's `preParsing` hook for POST /graphql: a request without an `Authorization` header has
 * its body dropped unread (`DroppedBody`); any other request is read as usual. One announcing more
 * than the limit is left to Fastify, which refuses it from its `Content-Length` alone.
 */
export function dropAnonymousBodies(limit: number) {
  return async (request: FastifyRequest, _reply: unknown, payload: Readable): Promise<Readable> => {
    if (request.headers.authorization !== undefined) return payload;
    // A multipart body is read by the upload hook, which refuses an anonymous one unread (uploads/routes.ts).
    if (/^multipart\//i.test(request.headers['content-type'] ?? '')) return payload;
    if (Number(request.headers['content-length']) > limit) return payload;
    const dropped = new DroppedBody(limit);
    // Not `pipeline`: past the limit it would destroy the request, resetting the connection the
    // 413 goes out on. A client that aborts fails the placeholder, as it would fail its own body.
    payload.once('error', (error) => dropped.destroy(error));
    return payload.pipe(dropped);
  };
}
