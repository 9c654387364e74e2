import type { ColumnDefinition, TagFacts } from '@workapi/column-types';

/** Who may change a board besides its owners (monday.com's `BoardEditPermissions`). */
export type BoardEditPermissions = 'everyone' | 'collaborators' | 'assignee' | 'owners';

/**
 * What other subgraphs need to know of a board they do not own: who may see and change it, whether
 * it is still there, and its live groups in board order. The boards subgraph publishes them.
 */
export interface BoardFacts {
  id: string;
  state: 'active' | 'archived' | 'deleted';
  kind: 'public' | 'private' | 'share';
  /** Its owners, directly or through a team they are members of. */
  owner_ids: string[];
  /** Its subscribers (owners among them), directly or through a team they are members of. */
  subscriber_ids: string[];
  /**
   * Whether every member of the account (not guests) may see it: a public board outside a closed
   * workspace. Absent on facts published before workspaces: a public board is open.
   */
  open?: boolean;
  /**
   * In a closed workspace, the workspace's members (directly or through a team): who may see its
   * public boards besides their subscribers.
   */
  workspace_member_ids?: string[];
  /** Who may change it besides its owners; absent: everyone who may see it. */
  edit?: BoardEditPermissions;
  /** Groups not deleted, in board order. */
  groups: Array<{ id: string; archived: boolean }>;
  /** What the board is: absent for a plain board; `sub_items_board` holds a board's subitems. */
  type?: 'board' | 'sub_items_board';
  /** A board whose items have subitems: the board holding them (made on its first subitem). */
  subitems_board_id?: string;
  /** A subitems board: the board whose items it holds the subitems of. */
  parent_board_id?: string;
}

/** Who is asking, as the gateway established it: a user and its role (contract section 9, Roles). */
export interface Reader {
  userId: string;
  role: string;
}

/** No one: what a request without a caller reads as (it sees nothing a guest would not). */
export const NOBODY: Reader = { userId: '', role: 'guest' };

/** Whether the reader may read the board: it may see it (`maySee`), and it is not deleted. */
export function mayRead(board: BoardFacts | undefined, reader: Reader): board is BoardFacts {
  return board !== undefined && board.state !== 'deleted' && maySee(board, reader);
}

/**
 * Whether the reader is among those who may see the board, whatever its state (a deleted board is
 * still listed to them by `boards(state: deleted)`). The one place that decides it, for every
 * subgraph:
 * - a guest sees only `share` boards it subscribes to;
 * - anyone else sees open boards (public, outside a closed workspace), the boards it subscribes to
 *   (directly or through a team), and in a closed workspace it is a member of, its public boards.
 */
export function maySee(board: Omit<BoardFacts, 'groups'>, reader: Reader): boolean {
  const subscribed = board.subscriber_ids.includes(reader.userId) || board.owner_ids.includes(reader.userId);
  if (reader.role === 'guest') return board.kind === 'share' && subscribed;
  if (subscribed) return true;
  if (board.kind !== 'public') return false;
  return (board.open ?? true) || (board.workspace_member_ids ?? []).includes(reader.userId);
}

/**
 * What a change touches: a board's `content` (items and their values, updates) or its `structure`
 * (columns, groups, the board itself).
 */
export type BoardChange = 'content' | 'structure';

/**
 * Whether the reader may make this change to the board: it must see it; viewers change nothing;
 * owners change anything; others as the board's permissions allow (`everyone` and `assignee`:
 * anything, `collaborators`: content only and as subscribers, `owners`: nothing).
 */
export function mayWrite(
  board: BoardFacts | undefined,
  reader: Reader,
  change: BoardChange,
): board is BoardFacts {
  if (!mayRead(board, reader) || reader.role === 'viewer') return false;
  if (board.owner_ids.includes(reader.userId)) return true;
  switch (board.edit ?? 'everyone') {
    case 'owners':
      return false;
    case 'collaborators':
      return change === 'content' && board.subscriber_ids.includes(reader.userId);
    default:
      return true;
  }
}

/**
 * Reference data by kind: the account's boards, its users' and teams' names, each board's columns,
 * its tags.
 */
export interface ReferenceData {
  boards: BoardFacts[];
  users: Record<string, string>;
  /** Display names of the account's teams by id: what a people column shows for a team. */
  teams: Record<string, string>;
  columns: ColumnDefinition[];
  /** The account's tags by id (public and board-scoped alike): what a tags column's ids name. */
  tags: Record<string, TagFacts>;
}

export type ReferenceKind = keyof ReferenceData;
export const REFERENCE_KINDS: readonly ReferenceKind[] = ['boards', 'users', 'teams', 'columns', 'tags'];

/** What is published account-wide, in one entry each; columns are kept per board. */
export type AccountWideKind = Exclude<ReferenceKind, 'columns'>;

/** The id of an account-wide entry (its boards, its users, its teams, its tags). */
export const WHOLE_ACCOUNT = '*';
