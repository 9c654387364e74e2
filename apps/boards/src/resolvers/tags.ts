import { forbidden, idList, invalidBoardId } from '@workapi/errors';
import type { TagRecord } from '@workapi/accounts';
import type { BoardResolvers, MutationResolvers, QueryResolvers, TagResolvers } from '../generated/graphql';
import { boardsOf, type BoardsContext } from '../context';
import { answered } from './refusals';

/**
 * Where create_or_get_tag makes its tag: the board's own for a private or shareable board, else
 * the account's public tags (monday.com takes board_id for those boards only). With a board, the
 * caller must see it and may change its items (`mayWrite` 'content'); without one, only admins
 * and members make public tags: viewers make none, and guests see no public board to use them on.
 */
async function tagScope(context: BoardsContext, boardId: string | null | undefined): Promise<string | null> {
  const role = context.caller?.role;
  if (boardId == null) {
    if (role !== 'admin' && role !== 'member')
      throw forbidden('Only admins and members of the account may make public tags');
    return null;
  }
  const boards = boardsOf(context);
  const board = await boards.byId.load(String(boardId));
  if (!board || board.state === 'deleted') throw invalidBoardId(String(boardId));
  if (!(await boards.mayChange(board, 'content'))) throw forbidden('User unauthorized to change this board');
  return board.board_kind === 'public' ? null : board._id;
}

export const Tag = {
  id: (tag) => tag._id,
} satisfies TagResolvers;

export const tagsQuery = {
  /** Public tags only, as monday.com answers them; a guest, who sees no public board, gets none. */
  async tags(_, args, context): Promise<TagRecord[]> {
    const caller = context.caller;
    if (!caller) throw forbidden('This operation needs an authenticated user');
    if (caller.role === 'guest') return [];
    return context.tags.publicTags(caller.accountId, idList(args.ids));
  },
} satisfies Pick<QueryResolvers, 'tags'>;

export const tagMutations = {
  async create_or_get_tag(_, args, context) {
    const caller = context.caller;
    if (!caller) throw forbidden('This operation needs an authenticated user');
    const scope = await tagScope(context, args.board_id);
    return answered(context.tags.createOrGet(caller.accountId, args.tag_name ?? '', scope), 'Tag', '');
  },
} satisfies Pick<MutationResolvers, 'create_or_get_tag'>;

/** A private or shareable board's own tags; a public board has none of its own (monday.com's Board.tags). */
export const boardTags: Pick<BoardResolvers, 'tags'> = {
  tags: (board, _, context) =>
    board.board_kind === 'public' ? [] : context.tags.ofBoard(board.account_id, board._id),
};
