import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config, SubgraphName } from '@workapi/config';
import { answerUnreadBody, errorBody, PROBE_PATHS, received, type DiscardBound } from '@workapi/http';
import {
  headerOf,
  INTERNAL_HEADERS,
  receivedHead,
  receivedParts,
  verifyHead,
  verifyRequest,
  type Caller,
  type NonceRegistry,
} from '@workapi/internal';
import type { Logger } from '@workapi/logging';
import { REFERENCE_KINDS, versionsKey, versionsOf } from '@workapi/reference';
import './admitted';

/**
 * What a subgraph reads of a body whose headers are not signed before it answers 401: enough for
 * a small body to end so its connection closes cleanly, nothing an attacker can grow.
 */
const UNSIGNED_BODY_DISCARD: DiscardBound = { bytes: 16 * 1024, ms: 1_000 };

/** The caller the gateway signed into the request's headers, null for none. */
export function callerIn(headers: IncomingHttpHeaders): Caller | null {
  const raw = headerOf(headers, INTERNAL_HEADERS.caller);
  return raw ? (JSON.parse(raw) as Caller) : null;
}

function refuse(logger: Logger, request: FastifyRequest, reply: FastifyReply, reason: string) {
  logger.warn({ requestId: request.id, reason }, 'rejected unsigned request');
  return reply
    .code(401)
    .type('application/json; charset=utf-8')
    .send(errorBody(request.id, 'Only the gateway may call this service', 'UNAUTHENTICATED'));
}

/**
 * Only signed requests reach a subgraph's routes. Before any body is read (unknown paths included,
 * which would read it too): only a request whose headers the gateway signed, for this route and
 * this length, may send up to the signed body limit; anything else is answered 401 having read at
 * most a few KB. Returns the check of the whole request, for each route's `preHandler`.
 */
export function requireSignatures(
  app: FastifyInstance,
  name: SubgraphName,
  { internalSecret }: Config,
  logger: Logger,
  nonces: NonceRegistry,
) {
  const routeOf = (request: FastifyRequest) => ({ path: request.routeOptions.url ?? '', target: name });
  app.addHook('onRequest', async (request, reply) => {
    if (PROBE_PATHS.has(request.routeOptions.url ?? '')) return;
    const check = verifyHead(
      internalSecret,
      receivedHead(request, routeOf(request)),
      headerOf(request.headers, INTERNAL_HEADERS.headSignature) || undefined,
    );
    if (!check.ok)
      return answerUnreadBody(request, reply, UNSIGNED_BODY_DISCARD, (to) =>
        refuse(logger, request, to, check.reason),
      );
  });
  // Where `signedOnly` leaves the versions for the request's context: Fastify's own per-request
  // slot (declared in admitted.ts), not a side table.
  app.decorateRequest('referenceVersions', null);
  /**
   * Serves a request signed for the route of this subgraph that received it, over the body as read,
   * once (its nonce is new, taken only now that everything else checked out); 401 otherwise.
   */
  return async function signedOnly(request: FastifyRequest, reply: FastifyReply) {
    const parts = receivedParts(received(request), routeOf(request));
    const check = verifyRequest(
      internalSecret,
      parts,
      headerOf(request.headers, INTERNAL_HEADERS.signature) || undefined,
    );
    let refusal = check.ok ? undefined : check.reason;
    if (!refusal) {
      // One round trip to Redis: the nonce, and the versions of the caller's reference data.
      const account = callerIn(request.headers)?.accountId;
      const { first, answers } = await nonces.firstUseAlong(
        parts.nonce,
        account ? [(pipeline) => pipeline.hmget(versionsKey(account), ...REFERENCE_KINDS)] : [],
        account,
      );
      if (!first) refusal = 'replayed nonce';
      request.referenceVersions = account && answers ? versionsOf(answers[0] as Array<string | null>) : null;
    }
    if (refusal) return refuse(logger, request, reply, refusal);
  };
}
