import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeaderMap } from '@apollo/server';
import { getOperationAST, parse } from 'graphql';
import { Limiter, limitsFor, MemoryLimitStore } from '@workapi/complexity';
import { loadConfig, SUBGRAPH_NAMES } from '@workapi/config';
import { ErrorCode } from '@workapi/errors';
import type { Caller } from '@workapi/internal';
import { createLogger } from '@workapi/logging';
import { sha256 } from '@workapi/registry';
import type { RedisClient } from '@workapi/stores';
import type { Authentication } from '../auth';
import type { GatewayContext } from '../context';
import { settlementPlugin } from '../plugins/settlement';
import { ServedSupergraph } from '../served-supergraph';
import { SUPERGRAPH_FILE } from '../supergraph-file';
import { Admission, type AdmissionParts, type Operation } from './admission';
import { keepResult } from './idempotency';

const secret = 'x'.repeat(32);
const config = loadConfig({
  MONGO_URL: 'mongodb://x',
  REDIS_URL: 'redis://x',
  INTERNAL_SECRET: secret,
  CURSOR_SECRET: secret,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'admission-spec-')),
});
const logger = createLogger('gateway', 'silent');
const sdl = readFileSync(SUPERGRAPH_FILE, 'utf8');
const supergraph = new ServedSupergraph({ version: null, hash: sha256(sdl), sdl }, SUBGRAPH_NAMES);
const caller: Caller = { accountId: '7', userId: '70', tier: 'pro', role: 'member' };
const TOKEN = 'a-known-token';

/** Redis as the idempotency keys use it: SET (EX, NX), GET and DEL on strings. */
function keyStore(): RedisClient {
  const values = new Map<string, string>();
  return {
    async set(key: string, value: string, ...options: unknown[]) {
      if (options.includes('NX') && values.has(key)) return null;
      values.set(key, value);
      return 'OK';
    },
    async get(key: string) {
      return values.get(key) ?? null;
    },
    async del(key: string) {
      return values.delete(key) ? 1 : 0;
    },
  } as unknown as RedisClient;
}

/** The gateway's parts, with the token lookup answered here instead of by the boards subgraph. */
function parts(): AdmissionParts & { lookups: string[] } {
  const lookups: string[] = [];
  return {
    config,
    logger,
    lookups,
    authenticator: {
      async authenticate(token: string): Promise<Authentication> {
        lookups.push(token);
        return token === TOKEN ? { kind: 'caller', caller } : { kind: 'unknown' };
      },
    },
    limiter: new Limiter(new MemoryLimitStore(), new MemoryLimitStore(), logger),
    redis: keyStore(),
  };
}

function admissionOn(with_: AdmissionParts): Admission {
  return new Admission(with_, {
    requestId: 'r-1',
    clientAddress: '10.0.0.1',
    mediaType: 'application/json; charset=utf-8',
    deadline: Date.now() + 10_000,
    supergraph,
  });
}

/** A request admitted from arrival to its resolved operation, as the admission plugin drives it. */
async function admitted(used: AdmissionParts, authorization: string, op: Operation): Promise<Admission> {
  const admission = admissionOn(used);
  await admission.arrive({ authorization });
  await admission.resolve(op);
  return admission;
}

function operation(query: string, idempotencyKey?: string): Operation {
  const document = parse(query);
  return {
    document,
    operation: getOperationAST(document) ?? undefined,
    queryHash: sha256(query),
    query,
    variables: {},
    ...(idempotencyKey ? { idempotencyKey } : {}),
  };
}

/** What the account has left of its budget this minute (asking costs one request, no points). */
async function budgetLeft(limiter: Limiter): Promise<number> {
  const limits = limitsFor(caller.tier);
  const probe = await limiter.admit(caller.accountId, limits, 0);
  if (probe.ok) await limiter.finish(probe.ticket, 0, limits, 0);
  return probe.state.budget.left;
}

const CREATE = 'mutation { create_board(board_name: "Plans", board_kind: public) { id } }';

describe('admission', () => {
  it('refuses a request without a known token before its document is checked or priced', async () => {
    const priced = jest.spyOn(supergraph, 'priceOf');
    const admission = await admitted(parts(), 'not-a-token', operation('{ no_such_field }'));

    const { verdict, checked, charge } = admission.record;
    expect(verdict.kind === 'refused' && verdict.refusal.status).toBe(401);
    expect(verdict.kind === 'refused' && verdict.refusal.errors[0].extensions?.code).toBe(
      ErrorCode.unauthorized,
    );
    expect(checked).toBeNull();
    expect(charge).toBeNull();
    expect(priced).not.toHaveBeenCalled();
    priced.mockRestore();
  });

  it('refuses a malformed API-Version before the token is looked up', async () => {
    const used = parts();
    const admission = admissionOn(used);
    await admission.arrive({ apiVersion: 'latest', authorization: TOKEN });

    const { verdict, caller: found } = admission.record;
    expect(verdict.kind === 'refused' && verdict.refusal.errors[0].extensions?.code).toBe(
      ErrorCode.invalidVersion,
    );
    expect(found).toBeNull();
    expect(used.lookups).toEqual([]);
  });

  it('refuses an operation the schema does not have before it is priced', async () => {
    const used = parts();
    const before = await budgetLeft(used.limiter);
    const admission = await admitted(used, TOKEN, operation('{ no_such_field }'));

    const { verdict, charge } = admission.record;
    expect(verdict.kind === 'refused' && verdict.refusal.errors[0].extensions?.code).toBe(
      ErrorCode.validationFailed,
    );
    expect(charge).toBeNull();
    expect(await budgetLeft(used.limiter)).toBe(before);
  });

  it('answers a retry with the first result of its Idempotency-Key, and charges the retry nothing', async () => {
    const used = parts();
    const first = await admitted(used, TOKEN, operation(CREATE, 'key-1'));
    expect(first.record.verdict.kind).toBe('admitted');
    const result = { data: { create_board: { id: '1' } } };
    await keepResult(used.redis, logger, first.record.claim!, 200, result);

    const before = await budgetLeft(used.limiter);
    const retry = await admitted(used, TOKEN, operation(CREATE, 'key-1'));
    expect(retry.record.verdict).toEqual({ kind: 'replayed', replay: { status: 200, result } });
    expect(retry.record.claim).toBeNull();

    // Once answered, the settlement gives back what admission took for it.
    const response = {
      body: { kind: 'single' as const, singleResult: { ...result } },
      http: { status: 200, headers: new HeaderMap() },
    };
    const context = { admission: retry, reads: { items: 0 }, deadline: Date.now() + 10_000 };
    const hooks = await settlementPlugin(used).requestDidStart!({} as never);
    await hooks!.willSendResponse!({
      contextValue: context as unknown as GatewayContext,
      request: {},
      response,
    } as never);
    expect(response.body.singleResult).toMatchObject({ extensions: { complexity: { query: 0 } } });
    expect(await budgetLeft(used.limiter)).toBe(before);
  });

  it('refuses a retry while the first request with its key still runs', async () => {
    const used = parts();
    await admitted(used, TOKEN, operation(CREATE, 'key-2'));
    const retry = await admitted(used, TOKEN, operation(CREATE, 'key-2'));
    const { verdict } = retry.record;
    expect(verdict.kind === 'refused' && verdict.refusal.status).toBe(409);
    expect(verdict.kind === 'refused' && verdict.refusal.headers).toEqual({ 'retry-after': '1' });
  });
});
