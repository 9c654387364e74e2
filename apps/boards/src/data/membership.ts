import type { Db } from 'mongodb';
import type { BoardFacts } from '@workapi/reference';
import type { BoardRecord } from './boards';

/**
 * Who belongs to what in one account, as deciding who may see a board needs it: each team's
 * members. Read once per request that needs it (`membershipOf`), and once per publication of the
 * account's boards.
 */
export interface Membership {
  /** The members of these teams (unknown or deleted teams have none). */
  usersOf(teamIds: readonly string[] | undefined): string[];
}

export const NO_MEMBERSHIP: Membership = { usersOf: () => [] };

export async function membershipOf(db: Db, accountId: string): Promise<Membership> {
  const teams = await db
    .collection<{ _id: string; account_id: string; user_ids: string[] }>('teams')
    .find({ account_id: accountId }, { projection: { _id: 1, user_ids: 1 } })
    .toArray();
  const members = new Map(teams.map((team) => [team._id, team.user_ids]));
  return {
    usersOf: (teamIds) => [...new Set((teamIds ?? []).flatMap((id) => members.get(id) ?? []))],
  };
}

const union = (...lists: string[][]) => [...new Set(lists.flat())];

/**
 * A board as every subgraph decides on it (`mayRead`, `mayWrite` in libs/reference): its owners and
 * subscribers with the members of its teams, its state and its live groups in board order.
 */
export function factsOf(board: BoardRecord, membership: Membership): BoardFacts {
  const owners = union(board.owner_ids, membership.usersOf(board.team_owner_ids));
  const subscribers = union(owners, board.subscriber_ids, membership.usersOf(board.team_subscriber_ids));
  return {
    id: board._id,
    state: board.state,
    kind: board.board_kind,
    owner_ids: owners,
    subscriber_ids: subscribers,
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
