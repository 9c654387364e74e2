import type { GroupResolvers } from '../generated/graphql';
import { boardsOf } from '../context';

export const Group = {
  /** Group ids are unique within a board only, so the entity key carries the board. */
  async __resolveReference(reference, context) {
    const board = await boardsOf(context).byId.load(String(reference.board_id));
    const group = board?.groups.find((candidate) => candidate.id === reference.id);
    return board && group ? { ...group, board_id: board._id } : null;
  },
} satisfies GroupResolvers;
