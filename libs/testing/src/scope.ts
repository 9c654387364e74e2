import type { RedisClient } from '@workapi/stores';
import pino from 'pino';
import type { ColumnDefinition, TagFacts } from '@workapi/column-types';
import type { InternalCaller } from '@workapi/internal';
import { ReferenceCache, type BoardFacts } from '@workapi/reference';
import type { RequestScope } from '@workapi/subgraph';

/** Reference data a unit test's request sees: the account's boards, users' names, boards' columns, tags. */
export interface TestReference {
  boards?: BoardFacts[];
  users?: Record<string, string>;
  columns?: Record<string, ColumnDefinition[]>;
  tags?: Record<string, TagFacts>;
}

/**
 * A request scope for resolver unit tests: a caller (user 2) of account 1, a silent logger,
 * internal calls answered by `calls` (by "subgraph/name"), payload and answer checked against the
 * endpoint's contract as a real call would (an unexpected call fails the test), and `reference` as
 * the reference data, read as a request reads it when Redis has none (from its owner).
 */
export function testScope(
  calls: Record<string, (payload: unknown) => unknown> = {},
  reference: TestReference = {},
): RequestScope & { calls: string[] } {
  const made: string[] = [];
  const call: InternalCaller = async (endpoint, payload) => {
    const key = `${endpoint.target}/${endpoint.name}`;
    made.push(key);
    const answer = calls[key];
    if (!answer) throw new Error(`unexpected internal call ${key}`);
    return endpoint.answer.parse(await answer(endpoint.payload.parse(payload)));
  };
  const noRedis = {} as RedisClient;
  return {
    requestId: 'test-request',
    apiVersion: '2026-07',
    caller: { accountId: '1', userId: '2', tier: 'pro', role: 'admin' },
    complexity: null,
    reads: { items: 0 },
    logger: pino({ level: 'silent' }),
    call,
    reference: new ReferenceCache(noRedis).reader('1', null, {
      accountWide: async () => ({
        boards: reference.boards ?? [],
        users: reference.users ?? {},
        tags: reference.tags ?? {},
      }),
      columns: async (boardIds) =>
        Object.fromEntries(boardIds.map((id) => [id, reference.columns?.[id] ?? []])),
    }),
    calls: made,
  };
}
