import { invalidArgument, resourceNotFound } from '@workapi/errors';
import { endpoints } from '@workapi/internal';
import { mayRead, NOBODY } from '@workapi/reference';
import type { MentionType } from '../generated/graphql';
import { itemsOf, referenceOf, type ItemsContext } from '../context';

/** Mentions one update may make (mentions_list and the body's mention links together). */
export const MAX_MENTIONS = 50;

export interface Mention {
  id: string;
  type: MentionType;
}

/**
 * The mentions monday.com's editor writes into a body: links carrying `data-mention-type` and
 * `data-mention-id` (kept by the sanitiser, changes/bodies.ts), in either order.
 */
export function mentionsInBody(body: string): Mention[] {
  const found: Mention[] = [];
  for (const [tag] of body.matchAll(/<a\s[^>]*>/gi)) {
    const type = /data-mention-type="(User|Team|Project|Board)"/.exec(tag)?.[1];
    const id = /data-mention-id="(\d+)"/.exec(tag)?.[1];
    if (type && id) found.push({ id, type: type as MentionType });
  }
  return found;
}

/**
 * The users an update's mentions notify: those it names, and the members of the teams it names
 * (asked of the boards subgraph, which keeps teams, only when a team is named). Every mention of
 * `mentions_list` must name something of the caller's account it may see (a user, a team, a
 * board, an item), else the update is refused; a body's mention link naming anything else is only
 * text.
 */
export async function mentionedUsers(
  context: ItemsContext,
  listed: Array<Mention | null>,
  body: string,
): Promise<string[]> {
  const given = listed.filter((mention): mention is Mention => mention !== null);
  const inBody = mentionsInBody(body);
  if (given.length + inBody.length > MAX_MENTIONS)
    throw invalidArgument(`An update mentions at most ${MAX_MENTIONS} users, teams, boards or items`);
  const reference = referenceOf(context);
  const [users, teams] = await Promise.all([reference.members('users'), reference.members('teams')]);
  for (const mention of given) {
    const id = String(mention.id);
    if (mention.type === 'User' && !(id in users))
      throw invalidArgument(`mentions_list: user ${id} is not of this account`);
    if (mention.type === 'Team' && !(id in teams))
      throw invalidArgument(`mentions_list: team ${id} is not of this account`);
    if (mention.type === 'Board' && !mayRead(await reference.board(id), context.caller ?? NOBODY))
      throw resourceNotFound('Board', id);
    if (mention.type === 'Project') await readableItem(context, id);
  }
  const named = (type: MentionType, known: Record<string, string>) => [
    ...new Set([
      ...given.filter((mention) => mention.type === type).map((mention) => String(mention.id)),
      ...inBody
        .filter((mention) => mention.type === type && mention.id in known)
        .map((mention) => mention.id),
    ]),
  ];
  const teamIds = named('Team', teams);
  const members =
    teamIds.length === 0 ? {} : await context.call(endpoints.boards.teamMembers, { team_ids: teamIds });
  return [...named('User', users), ...teamIds.flatMap((teamId) => members[teamId] ?? [])];
}

async function readableItem(context: ItemsContext, id: string): Promise<void> {
  const item = await itemsOf(context).byId.load(id);
  const board =
    item && item.state !== 'deleted' ? await referenceOf(context).board(item.board_id) : undefined;
  if (!mayRead(board, context.caller ?? NOBODY)) throw resourceNotFound('Item', id);
}
