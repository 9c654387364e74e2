import type { ColumnDefinition } from '@workapi/column-types';

/**
 * What other subgraphs need to know of a board they do not own: who may see it, whether it is
 * still there, and its live groups in board order. The boards subgraph publishes them.
 */
export interface BoardFacts {
  id: string;
  state: 'active' | 'archived' | 'deleted';
  kind: 'public' | 'private' | 'share';
  owner_ids: string[];
  subscriber_ids: string[];
  /** Groups not deleted, in board order. */
  groups: Array<{ id: string; archived: boolean }>;
  /** What the board is: absent for a plain board; `sub_items_board` holds a board's subitems. */
  type?: 'board' | 'sub_items_board';
  /** A board whose items have subitems: the board holding them (made on its first subitem). */
  subitems_board_id?: string;
  /** A subitems board: the board whose items it holds the subitems of. */
  parent_board_id?: string;
}

/** Whether `userId` may read the board: not deleted, and private boards only for their owners and subscribers. */
export function mayRead(board: BoardFacts | undefined, userId: string): board is BoardFacts {
  return (
    board !== undefined &&
    board.state !== 'deleted' &&
    (board.kind !== 'private' || board.owner_ids.includes(userId) || board.subscriber_ids.includes(userId))
  );
}

/** Reference data by kind: the account's boards, its users' names, and each board's columns. */
export interface ReferenceData {
  boards: BoardFacts[];
  users: Record<string, string>;
  columns: ColumnDefinition[];
}

export type ReferenceKind = keyof ReferenceData;
export const REFERENCE_KINDS: readonly ReferenceKind[] = ['boards', 'users', 'columns'];

/** The id of an account-wide entry (its boards, its users); columns are kept per board. */
export const WHOLE_ACCOUNT = '*';
