import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Caller } from './subgraph';

/** Headers the gateway sets on every subgraph request; subgraphs trust them only when signed. */
export const INTERNAL_HEADERS = {
  signature: 'x-internal-signature',
  timestamp: 'x-internal-timestamp',
  requestId: 'x-request-id',
  apiVersion: 'x-api-version',
  caller: 'x-caller',
  /** What the gateway charged for the operation (`complexity` root field), JSON. */
  complexity: 'x-complexity',
} as const;

export const MAX_SIGNATURE_AGE_SECONDS = 60;

export interface SignedParts {
  method: string;
  timestamp: string;
  requestId: string;
  apiVersion: string;
  caller: string;
  complexity?: string;
  body: string;
}

// Everything a subgraph acts on is covered, so neither the identity nor the body can be swapped.
function canonical(parts: SignedParts): string {
  return [
    parts.method.toUpperCase(),
    parts.timestamp,
    parts.requestId,
    parts.apiVersion,
    parts.caller,
    parts.complexity ?? '',
    parts.body,
  ].join('\n');
}

export function signRequest(secret: string, parts: SignedParts): string {
  return `v1=${createHmac('sha256', secret).update(canonical(parts)).digest('hex')}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function verifyRequest(
  secret: string,
  parts: SignedParts,
  signature: string | undefined,
  nowMs = Date.now(),
): SignatureCheck {
  if (!signature || !parts.timestamp) return { ok: false, reason: 'missing signature' };
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

/** Who signs, and the identity the request carries on behalf of the client. */
export interface Signer {
  secret: string;
  requestId?: string;
  apiVersion?: string;
  caller?: Caller | null;
  /** The gateway's charge for the operation, JSON; only the gateway sends it. */
  complexity?: string;
}

/** Headers that make a request acceptable to a subgraph: identity, version and an HMAC over them and the body. */
export function signedHeaders(method: string, body: string, signer: Signer): Record<string, string> {
  const parts = {
    method,
    timestamp: String(Math.floor(Date.now() / 1000)),
    requestId: signer.requestId ?? randomUUID(),
    apiVersion: signer.apiVersion ?? '',
    caller: signer.caller ? JSON.stringify(signer.caller) : '',
    complexity: signer.complexity ?? '',
    body,
  };
  return {
    [INTERNAL_HEADERS.timestamp]: parts.timestamp,
    [INTERNAL_HEADERS.requestId]: parts.requestId,
    [INTERNAL_HEADERS.apiVersion]: parts.apiVersion,
    [INTERNAL_HEADERS.caller]: parts.caller,
    ...(parts.complexity ? { [INTERNAL_HEADERS.complexity]: parts.complexity } : {}),
    [INTERNAL_HEADERS.signature]: signRequest(signer.secret, parts),
  };
}
