import type { Db } from 'mongodb';
import { TeamsRepository, WorkspacesRepository } from '@workapi/accounts';
import type { BoardFacts } from '@workapi/reference';
import type { BoardRecord } from './boards';

/**
 * Who belongs to what in one account, as deciding who may see a board needs it: each team's
 * members, and the closed workspaces' members. Read once per request that needs it
 * (`membershipOf`), and once per publication of the account's boards.
 */
export interface Membership {
  /** The members of these teams (unknown or deleted teams have none). */
  usersOf(teamIds: readonly string[] | undefined): string[];
  /** For a closed workspace, its members (directly or through its teams); null for any other. */
  closedTo(workspaceId: string | null | undefined): string[] | null;
}

const union = (...lists: string[][]) => [...new Set(lists.flat())];

/** No teams and no closed workspaces: what a board's own record says. */
export const NO_MEMBERSHIP: Membership = { usersOf: () => [], closedTo: () => null };

export async function membershipOf(db: Db, accountId: string): Promise<Membership> {
  const [members, workspaces] = await Promise.all([
    new TeamsRepository(db).members(accountId),
    new WorkspacesRepository(db).access(accountId),
  ]);
  const usersOf = (teamIds: readonly string[] | undefined) => [
    ...new Set((teamIds ?? []).flatMap((id) => members.get(id) ?? [])),
  ];
  const closed = new Map(
    workspaces
      .filter((workspace) => workspace.kind === 'closed')
      .map((workspace) => [
        workspace.id,
        union(workspace.member_user_ids, usersOf(workspace.member_team_ids)),
      ]),
  );
  return { usersOf, closedTo: (workspaceId) => (workspaceId ? (closed.get(workspaceId) ?? null) : null) };
}

/**
 * A board as every subgraph decides on it (`mayRead`, `mayWrite` in libs/reference): its owners and
 * subscribers with the members of its teams, whether its workspace is closed and to whom, its state
 * and its live groups in board order.
 */
export function factsOf(board: BoardRecord, membership: Membership): BoardFacts {
  const owners = union(board.owner_ids, membership.usersOf(board.team_owner_ids));
  const subscribers = union(owners, board.subscriber_ids, membership.usersOf(board.team_subscriber_ids));
  const closedTo = membership.closedTo(board.workspace_id);
  return {
    id: board._id,
    state: board.state,
    kind: board.board_kind,
    owner_ids: owners,
    subscriber_ids: subscribers,
    ...(closedTo ? { open: false, workspace_member_ids: closedTo } : {}),
    ...(board.edit_permissions && board.edit_permissions !== 'everyone'
      ? { edit: board.edit_permissions }
      : {}),
    groups: board.groups
      .filter((group) => !group.deleted)
      .sort((a, b) => Number(a.position) - Number(b.position))
      .map((group) => ({ id: group.id, archived: group.archived })),
    ...(board.type === 'sub_items_board' ? { type: board.type } : {}),
    ...(board.subitems_board_id ? { subitems_board_id: board.subitems_board_id } : {}),
    ...(board.parent_board_id ? { parent_board_id: board.parent_board_id } : {}),
  };
}
