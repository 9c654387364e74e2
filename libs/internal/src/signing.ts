import { createHmac, createSecretKey, randomUUID, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Caller } from './identity';

/** Headers the gateway sets on every subgraph request; subgraphs trust them only when signed. */
export const INTERNAL_HEADERS = {
  signature: 'x-internal-signature',
  /** An HMAC over everything but the body's bytes (their length instead): checked before the body is read. */
  headSignature: 'x-internal-head-signature',
  timestamp: 'x-internal-timestamp',
  /** Random per request; the receiver serves each nonce once (nonces.ts). */
  nonce: 'x-internal-nonce',
  requestId: 'x-request-id',
  apiVersion: 'x-api-version',
  caller: 'x-caller',
  /** What the gateway charged for the operation (`complexity` root field), JSON. */
  complexity: 'x-complexity',
  /**
   * The key of a change the gateway may send twice (after its connection dropped), the same on
   * both: the subgraph runs it once and answers the second with the first's answer (libs/subgraph once.ts).
   */
  once: 'x-internal-once',
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
  /** Only on a request its receiver must run once, however often it is sent (`INTERNAL_HEADERS.once`). */
  once?: string;
  body: string;
}

/** What the head signature covers: every part but the body, and the body's length in bytes. */
export type SignedHead = Omit<SignedParts, 'body'> & { contentLength: string };

function identityLines(parts: Omit<SignedParts, 'body'>): string[] {
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
    // A line only where there is a key: a request without one signs as it always did. No body
    // (JSON) nor length begins with `once:`, so the line cannot be read as either.
    ...(parts.once ? [`once:${parts.once}`] : []),
  ];
}

// Everything a subgraph acts on is covered, so neither the identity nor the body can be swapped,
// and neither can where the request goes: a body signed for one endpoint or subgraph is refused
// by every other.
const canonical = (identity: string[], body: string) => [...identity, body].join('\n');

// The leading line keeps a head signature from ever standing for a body signature (a body of
// "12" and a length of "12" would otherwise read alike).
const headCanonical = (identity: string[], contentLength: string) =>
  ['head', ...identity, contentLength].join('\n');

/** The secrets' keys, made once each: a key made from a string for every HMAC costs as much as the HMAC. */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    // A process knows one secret, two while it rotates; a caller passing many is not kept from working.
    if (keys.size >= 8) keys.clear();
    key = createSecretKey(Buffer.from(secret));
    keys.set(secret, key);
  }
  return key;
}

const hmac = (secret: string, text: string) => createHmac('sha256', keyOf(secret)).update(text).digest('hex');

const bodySignature = (secret: string, identity: string[], body: string) =>
  `v2=${hmac(secret, canonical(identity, body))}`;

const headSignature = (secret: string, identity: string[], contentLength: string) =>
  `h1=${hmac(secret, headCanonical(identity, contentLength))}`;

export function signRequest(secret: string, parts: SignedParts): string {
  return bodySignature(secret, identityLines(parts), parts.body);
}

export function signHead(secret: string, head: SignedHead): string {
  return headSignature(secret, identityLines(head), head.contentLength);
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Whether `given` is `expected`, made within a minute of now with a nonce. */
function checked(
  expected: string,
  given: string | undefined,
  parts: { timestamp: string; nonce: string },
  nowMs: number,
): SignatureCheck {
  if (!given || !parts.timestamp || !parts.nonce) return { ok: false, reason: 'missing signature' };
  const timestamp = Number(parts.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowMs / 1000 - timestamp) > MAX_SIGNATURE_AGE_SECONDS) {
    return { ok: false, reason: 'stale signature' };
  }
  const want = Buffer.from(expected);
  const got = Buffer.from(given);
  if (want.length !== got.length || !timingSafeEqual(want, got)) {
    return { ok: false, reason: 'bad signature' };
  }
  return { ok: true };
}

/** Whether the signature is ours, fresh and over these parts; that the nonce is new is the caller's check. */
export function verifyRequest(
  secret: string,
  parts: SignedParts,
  signature: string | undefined,
  nowMs = Date.now(),
): SignatureCheck {
  return checked(signRequest(secret, parts), signature, parts, nowMs);
}

/**
 * Whether the head signature is ours, fresh and over these headers and this declared length: what
 * a subgraph can know before it reads a byte of the body. The body is still checked whole
 * (`verifyRequest`) once read.
 */
export function verifyHead(
  secret: string,
  head: SignedHead,
  signature: string | undefined,
  nowMs = Date.now(),
): SignatureCheck {
  return checked(signHead(secret, head), signature, head, nowMs);
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
  /** The key under which the receiver runs the request once (`INTERNAL_HEADERS.once`). */
  once?: string;
}

/**
 * Headers that make a request acceptable to its target: identity, version, a nonce, and two HMACs
 * over them and the route: one over the body's length, checked before the body is read, one over
 * the body itself. The body must go with a `content-length` (not chunked), as HTTP clients send a
 * string body.
 */
export function signedHeaders(request: OutgoingRequest, signer: Signer): Record<string, string> {
  const parts: Omit<SignedParts, 'body'> = {
    method: request.method,
    path: request.path,
    target: request.target,
    timestamp: String(Math.floor(Date.now() / 1000)),
    // 122 random bits as 32 hex digits, from the random data Node keeps for UUIDs (one system
    // call per 128 of them, where randomBytes makes one each).
    nonce: randomUUID().replaceAll('-', ''),
    requestId: signer.requestId ?? randomUUID(),
    apiVersion: signer.apiVersion ?? '',
    caller: signer.caller ? JSON.stringify(signer.caller) : '',
    complexity: signer.complexity ?? '',
    once: signer.once,
  };
  const identity = identityLines(parts);
  const headers: Record<string, string> = {
    [INTERNAL_HEADERS.timestamp]: parts.timestamp,
    [INTERNAL_HEADERS.nonce]: parts.nonce,
    [INTERNAL_HEADERS.requestId]: parts.requestId,
    [INTERNAL_HEADERS.apiVersion]: parts.apiVersion,
    [INTERNAL_HEADERS.caller]: parts.caller,
    [INTERNAL_HEADERS.headSignature]: headSignature(
      signer.secret,
      identity,
      String(Buffer.byteLength(request.body)),
    ),
    [INTERNAL_HEADERS.signature]: bodySignature(signer.secret, identity, request.body),
  };
  if (parts.complexity) headers[INTERNAL_HEADERS.complexity] = parts.complexity;
  if (parts.once) headers[INTERNAL_HEADERS.once] = parts.once;
  return headers;
}

/** A header as one string ('' when absent), repeated values joined as HTTP does. */
export function headerOf(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** The parts both signatures cover, as received on this route by this subgraph. */
function receivedIdentity(
  request: { method: string; headers: IncomingHttpHeaders },
  route: { path: string; target: string },
): Omit<SignedParts, 'body'> {
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
    once: h(INTERNAL_HEADERS.once) || undefined,
  };
}

/**
 * What a received request's head signature must cover, before its body is read. The length is the
 * one HTTP will hold the body to: its `content-length`, none for a request without a body, and
 * none that can match for a chunked body, whose length nothing bounds before it is read.
 */
export function receivedHead(
  request: { method: string; headers: IncomingHttpHeaders },
  route: { path: string; target: string },
): SignedHead {
  const chunked = headerOf(request.headers, 'transfer-encoding') !== '';
  return {
    ...receivedIdentity(request, route),
    contentLength: chunked ? '' : headerOf(request.headers, 'content-length') || '0',
  };
}

/**
 * What a received request's signature must cover: its headers and bytes, and the route and
 * subgraph that received it (not what the sender claims), so a re-targeted request fails.
 */
export function receivedParts(
  request: { method: string; headers: IncomingHttpHeaders; rawBody: string },
  route: { path: string; target: string },
): SignedParts {
  return { ...receivedIdentity(request, route), body: request.rawBody };
}
