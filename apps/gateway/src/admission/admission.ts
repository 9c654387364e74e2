/**
 * A request's admission: everything decided about it before anything runs, in one place and in
 * this order, each step only once the one before it let the request through:
 *
 * 1. version: the `API-Version` header selects the schema (version.ts);
 * 2. caller: the `Authorization` token names the account (caller.ts). Both are decided as the
 *    request arrives, before Apollo parses anything, so an unauthenticated client learns nothing
 *    of its document;
 * 3. checked operation: shape limits, the version's schema, one operation, storable strings
 *    (operation.ts), once Apollo has parsed the document;
 * 4. price: variables coerced, the cost estimated and charged to the account's limits (price.ts);
 * 5. idempotency: a keyed mutation claims its key, or is answered its first result (idempotency.ts).
 *
 * The first refusal ends it: a request refused for its token is never priced, one answered from
 * its key charges nothing. The order is this file's, not the order of Apollo's hooks or plugins:
 * the admission plugin only tells it when the request arrived and when its operation resolved.
 * Everything else (the answer, settlement, introspection, reporting, telemetry, the subgraphs'
 * identity) reads the one `AdmissionRecord`, which only this class writes.
 */
import type { ComplexityReport, Limiter } from '@workapi/complexity';
import type { Config } from '@workapi/config';
import type { Caller } from '@workapi/internal';
import type { Logger } from '@workapi/logging';
import type { RedisClient } from '@workapi/stores';
import { CURRENT_VERSION, type ApiVersion } from '@workapi/versioning';
import type { Authenticator } from '../auth';
import type { ServedSupergraph } from '../served-supergraph';
import { callerOf } from './caller';
import { claimKey, type Claim, type Replay } from './idempotency';
import { checkOperation, type CheckedOperation, type ResolvedOperation } from './operation';
import { priceOperation, type Charge, type SentRequest } from './price';
import type { Refusal } from './refusal';
import { versionOf } from './version';

/** What the gateway decides admissions with, built once at start. */
export interface AdmissionParts {
  config: Config;
  logger: Logger;
  authenticator: Pick<Authenticator, 'authenticate'>;
  limiter: Limiter;
  /** Idempotency keys and their first results. */
  redis: RedisClient;
}

/** What is known of a request as it arrives. */
export interface RequestFacts {
  requestId: string;
  /** The client's address (the socket's peer), for limits that come before authentication. */
  clientAddress: string;
  /** The client's User-Agent (`userAgentOf`), for the audit log; absent when it sent none. */
  clientAgent?: string;
  /** The response's media type, negotiated from `Accept`: it sets the status of some refusals. */
  mediaType: string;
  /** When execution must be over (epoch ms): each subgraph fetch gets the time left (`REQUEST_TIMEOUT_MS`). */
  deadline: number;
  /** The supergraph serving the request: its schemas check the operation, its cost model prices it. */
  supergraph: ServedSupergraph;
}

/** The headers admission reads as the request arrives. */
export interface Arrival {
  apiVersion?: string;
  authorization?: string;
}

/** The operation Apollo resolved, as sent, with its `Idempotency-Key` if any. */
export type Operation = ResolvedOperation & SentRequest & { idempotencyKey?: string };

/**
 * Where the admission stands: `pending` until the operation is checked and priced (for ever, for a
 * document that does not parse), then `admitted`, or `replayed` (answered from its key), or
 * `refused` with the answer to give instead.
 */
export type Verdict =
  | { kind: 'pending' }
  | { kind: 'admitted' }
  | { kind: 'replayed'; replay: Replay }
  | { kind: 'refused'; refusal: Refusal };

export interface AdmissionRecord {
  readonly verdict: Verdict;
  /** The version serving the request (the current one until the header is read, or when it is malformed). */
  readonly version: ApiVersion;
  readonly caller: Caller | null;
  /** The operation as validated against the version's schema. */
  readonly checked: CheckedOperation | null;
  /** What the account was charged at admission, null for a request refused before. */
  readonly charge: Charge | null;
  /** What the operation was charged, for the `complexity` root field the subgraphs answer. */
  readonly complexity: ComplexityReport | null;
  /** The idempotency key this request holds while it runs. */
  readonly claim: Claim | null;
}

const UNDECIDED = Object.freeze<AdmissionRecord>({
  verdict: { kind: 'pending' },
  version: CURRENT_VERSION,
  caller: null,
  checked: null,
  charge: null,
  complexity: null,
  claim: null,
});

/** One request's admission, decided in the order above; `record` is what has been decided so far. */
export class Admission {
  private decided: AdmissionRecord = UNDECIDED;

  constructor(
    private readonly parts: AdmissionParts,
    private readonly request: RequestFacts,
  ) {}

  get record(): AdmissionRecord {
    return this.decided;
  }

  /** Steps 1 and 2, as the request arrives: its version, then its caller. */
  async arrive({ apiVersion, authorization }: Arrival): Promise<void> {
    const version = versionOf(apiVersion, this.request.mediaType);
    if (!version.ok) return this.refuse(version.refusal);
    this.decide({ version: version.version });
    const { authenticator, logger } = this.parts;
    const caller = await callerOf(authenticator, logger, authorization, this.request);
    if (!caller.ok) return this.refuse(caller.refusal);
    this.decide({ caller: caller.caller });
  }

  /** Steps 3 to 5, once Apollo has resolved the operation: check, price, then the key. */
  async resolve(operation: Operation): Promise<void> {
    const { verdict, version, caller } = this.decided;
    if (verdict.kind !== 'pending' || !caller) return;
    const { supergraph, mediaType, deadline } = this.request;
    const checked = checkOperation(supergraph.checker, version, mediaType, operation);
    if (!checked.ok) return this.refuse(checked.refusal);
    this.decide({ checked: checked.checked });
    const facts = { caller, version, mediaType, supergraph, deadline };
    const priced = await priceOperation(this.parts, facts, checked.checked, operation.queryHash, operation);
    this.decide({ charge: priced.charge });
    if (!priced.ok) return this.refuse(priced.refusal);
    this.decide({ complexity: priced.complexity });
    const key = operation.idempotencyKey;
    if (key === undefined || checked.checked.operation.operation !== 'mutation')
      return this.decide({ verdict: { kind: 'admitted' } });
    const keyed = await claimKey(this.parts.redis, this.parts.logger, caller, key, operation);
    if (keyed.kind === 'refused') return this.refuse(keyed.refusal);
    if (keyed.kind === 'replayed')
      return this.decide({ verdict: { kind: 'replayed', replay: keyed.replay } });
    this.decide({ claim: keyed.claim, verdict: { kind: 'admitted' } });
  }

  private refuse(refusal: Refusal): void {
    this.decide({ verdict: { kind: 'refused', refusal } });
  }

  private decide(change: Partial<AdmissionRecord>): void {
    this.decided = Object.freeze({ ...this.decided, ...change });
  }
}
