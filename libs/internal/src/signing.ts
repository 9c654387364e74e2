import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Caller } from './identity';

/** Headers the gateway sets on every subgraph request; subgraphs trust them only when signed. */
export const INTERNAL_HEADERS = {
  signature: 'x-internal-signature',
  timestamp: 'x-internal-timestamp',
  /** Random per request; the receiver serves each nonce once (nonces.ts). */
  nonce: 'x-internal-nonce',
  requestId: 'x-request-id',
  apiVersion: 'x-api-version',
  caller: 'x-caller',
  /** What the gateway charged for the operation (`complexity` root field), JSON. */
  complexity: 'x-complexity',
} as const;

export const MAX_SIGNATURE_AGE_SECONDS = 60;

export interface SignedParts {
  method: string;
  /** The path the request is sent to (`/graphql`, `/internal/board-access` ...). */
  path: string;
  /** The subgraph meant to serve it, by name. */
  target: string;
  timestamp: string;
  nonce: string;
  requestId: string;
  apiVersion: string;
  caller: string;
  complexity?: string;
  body: string;
}

// Everything a subgraph acts on is covered, so neither the identity nor the body can be swapped,
// and neither can where the request goes: a body signed for one endpoint or subgraph is refused
// by every other.
function canonical(parts: SignedParts): string {
  return [
    parts.method.toUpperCase(),
    parts.path,
    parts.target,
    parts.timestamp,
    parts.nonce,
    parts.requestId,
    parts.apiVersion,
    parts.caller,
    parts.complexity ?? '',
    parts.body,
  ].join('\n');
}

export function signRequest(secret: string, parts: SignedParts): string {
  return `v2=${createHmac('sha256', secret).update(canonical(parts)).digest('hex')}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Whether the signature is ours, fresh and over these parts; that the nonce is new is the caller's check. */
export function verifyRequest(
  secret: string,
  parts: SignedParts,
  signature: string | undefined,
  nowMs = Date.now(),
): SignatureCheck {
  if (!signature || !parts.timestamp || !parts.nonce) return { ok: false, reason: 'missing signature' };
  const timestamp = Number(parts.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowMs / 1000 - timestamp) > MAX_SIGNATURE_AGE_SECONDS) {
    return { ok: false, reason: 'stale signature' };
  }
  const expected = Buffer.from(signRequest(secret, parts));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'bad signature' };
  }
  return { ok: true };
}

/** Where a signed request goes and what it carries. */
export interface OutgoingRequest {
  method: string;
  path: string;
  target: string;
  body: string;
}

/** Who signs, and the identity the request carries on behalf of the client. */
export interface Signer {
  secret: string;
  requestId?: string;
  apiVersion?: string;
  caller?: Caller | null;
  /** The gateway's charge for the operation, JSON; only the gateway sends it. */
  complexity?: string;
}

/** Headers that make a request acceptable to its target: identity, version, a nonce and an HMAC over them, the route and the body. */
export function signedHeaders(request: OutgoingRequest, signer: Signer): Record<string, string> {
  const parts: SignedParts = {
    ...request,
    timestamp: String(Math.floor(Date.now() / 1000)),
    nonce: randomBytes(16).toString('hex'),
    requestId: signer.requestId ?? randomUUID(),
    apiVersion: signer.apiVersion ?? '',
    caller: signer.caller ? JSON.stringify(signer.caller) : '',
    complexity: signer.complexity ?? '',
  };
  return {
    [INTERNAL_HEADERS.timestamp]: parts.timestamp,
    [INTERNAL_HEADERS.nonce]: parts.nonce,
    [INTERNAL_HEADERS.requestId]: parts.requestId,
    [INTERNAL_HEADERS.apiVersion]: parts.apiVersion,
    [INTERNAL_HEADERS.caller]: parts.caller,
    ...(parts.complexity ? { [INTERNAL_HEADERS.complexity]: parts.complexity } : {}),
    [INTERNAL_HEADERS.signature]: signRequest(signer.secret, parts),
  };
}

/** A header as one string ('' when absent), repeated values joined as HTTP does. */
export function headerOf(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/**
 * What a received request's signature must cover: its headers and bytes, and the route and
 * subgraph that received it (not what the sender claims), so a re-targeted request fails.
 */
export function receivedParts(
  request: { method: string; headers: IncomingHttpHeaders; rawBody: string },
  route: { path: string; target: string },
): SignedParts {
  const h = (name: string) => headerOf(request.headers, name);
  return {
    method: request.method,
    ...route,
    timestamp: h(INTERNAL_HEADERS.timestamp),
    nonce: h(INTERNAL_HEADERS.nonce),
    requestId: h(INTERNAL_HEADERS.requestId),
    apiVersion: h(INTERNAL_HEADERS.apiVersion),
    caller: h(INTERNAL_HEADERS.caller),
    complexity: h(INTERNAL_HEADERS.complexity),
    body: request.rawBody,
  };
}
