import type { Config } from '@workapi/config';
import { valueKey } from '@workapi/column-types';
import { endpoints, internalCaller } from '@workapi/internal';
import type { LiveColumnKeys } from './named';

/** Boards asked for in one call: each is one read in the columns subgraph. */
const BOARDS_PER_CALL = 100;

/**
 * The sweep's view of boards' columns: asked of their owner, the columns subgraph, as stored now
 * (not from a cache, which could still hold a deleted column or miss a new one), as the account.
 */
export function liveColumnsOf(config: Config): LiveColumnKeys {
  return async (accountId, boardIds) => {
    const call = internalCaller(config, {
      requestId: `file-sweep-${accountId}-${Date.now()}`,
      caller: { accountId, userId: '', tier: 'pro', role: 'member' },
    });
    const keys = new Map<string, Set<string>>();
    for (let start = 0; start < boardIds.length; start += BOARDS_PER_CALL) {
      const answer = await call(endpoints.columns.boardColumns, {
        board_ids: boardIds.slice(start, start + BOARDS_PER_CALL),
      });
      for (const [boardId, columns] of Object.entries(answer))
        keys.set(boardId, new Set(columns.map(valueKey)));
    }
    return keys;
  };
}
