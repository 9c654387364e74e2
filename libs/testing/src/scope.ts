import pino from 'pino';
import type { InternalCaller } from '@workapi/internal';
import type { RequestScope } from '@workapi/subgraph';

/**
 * A request scope for resolver unit tests: a caller of account 1, a silent logger, and internal
 * calls answered by `calls` (by "subgraph/name"), payload and answer checked against the
 * endpoint's contract as a real call would; an unexpected call fails the test.
 */
export function testScope(
  calls: Record<string, (payload: unknown) => unknown> = {},
): RequestScope & { calls: string[] } {
  const made: string[] = [];
  const call: InternalCaller = async (endpoint, payload) => {
    const key = `${endpoint.target}/${endpoint.name}`;
    made.push(key);
    const answer = calls[key];
    if (!answer) throw new Error(`unexpected internal call ${key}`);
    return endpoint.answer.parse(await answer(endpoint.payload.parse(payload)));
  };
  return {
    requestId: 'test-request',
    apiVersion: '2026-07',
    caller: { accountId: '1', userId: '2', tier: 'pro' },
    complexity: null,
    reads: { items: 0 },
    logger: pino({ level: 'silent' }),
    call,
    calls: made,
  };
}
