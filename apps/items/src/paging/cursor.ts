import { digestOf, signCursor, verifyCursor, type CursorKeys } from '@workapi/cursor';
import { cursorInvalid } from '@workapi/errors';
import type { NormalQuery, PageScope } from './query';

/** What a cursor carries, signed: where the iteration is, and what it is bound to. */
export interface CursorPayload {
  /** The snapshot of ordered item ids the iteration walks. */
  snapshot: string;
  /** Where the next page starts in the snapshot. */
  position: number;
  /** How many ids the snapshot holds. */
  length: number;
  /** The account and the user the iteration belongs to: nobody else may walk it. */
  account: string;
  user: string;
  /** Digest of the account, the scope (board, group) and the normalised query. */
  query: string;
  /** Digest of the account and the scope alone. */
  scope: string;
}

export const queryDigest = (accountId: string, scope: PageScope, query: NormalQuery) =>
  digestOf({ a: accountId, scope, query });

export const scopeDigest = (accountId: string, scope: PageScope) => digestOf({ a: accountId, scope });

export const sealCursor = (keys: CursorKeys, payload: CursorPayload): string => signCursor(keys, payload);

/**
 * The payload of a cursor sent by `caller`, once it is known to be genuine, theirs, and bound to
 * what came with it: the same query_params (key order and defaults aside) when they were sent, the
 * same board or group when it is a board's or group's items_page. Otherwise CursorException.
 */
export function openCursor(
  keys: CursorKeys,
  cursor: string,
  caller: { accountId: string; userId: string },
  binding: { scope?: PageScope; query?: NormalQuery },
): CursorPayload {
  const payload = verifyCursor<CursorPayload>(keys, cursor);
  if (
    !payload ||
    payload.account !== caller.accountId ||
    payload.user !== caller.userId ||
    typeof payload.position !== 'number' ||
    typeof payload.length !== 'number' ||
    typeof payload.snapshot !== 'string'
  )
    throw cursorInvalid();
  if (
    binding.scope &&
    binding.query &&
    queryDigest(caller.accountId, binding.scope, binding.query) !== payload.query
  ) {
    throw cursorInvalid(
      'The cursor was made by a different query; send the same query_params, or none, with it',
    );
  }
  if (binding.scope && !binding.query && scopeDigest(caller.accountId, binding.scope) !== payload.scope) {
    throw cursorInvalid('The cursor belongs to another board or group');
  }
  return payload;
}
