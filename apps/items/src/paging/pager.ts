import type { ColumnDefinition } from '@workapi/column-types';
import type { CursorKeys } from '@workapi/cursor';
import { cursorInvalid } from '@workapi/errors';
import { firstPages } from '@workapi/logging';
import { mayRead, type ReferenceReader } from '@workapi/reference';
import type { ChangeCounter } from '@workapi/stores';
import { itemsShown } from '../changes/links';
import type { ShownItem, ItemState, ItemsRepository } from '../data/items';
import { inBoardOrder } from '../data/roster';
import { openCursor, queryDigest, scopeDigest, sealCursor, type CursorPayload } from './cursor';
import { Evaluation, readColumnsOf, valueColumnsOf } from './evaluation';
import type { LinkedReads } from './linked-reads';
import { lookupCandidates, matchesLookup } from './lookup';
import { leavesOf, type NormalQuery, type PageScope } from './query';
import { PAGES_AHEAD, type QuietItems } from './quiet';
import { FirstPageReuse } from './reuse';
import type { SnapshotStore } from './snapshots';

export interface Pager {
  accountId: string;
  /** The user paging: a cursor serves only the user it was made for. */
  userId: string;
  /** The user's role: what it may see (`mayRead`). */
  role: string;
  items: ItemsRepository;
  /** The boards the user may see and their groups, the boards' columns, users' names. */
  reference: ReferenceReader;
  snapshots: SnapshotStore;
  reuse: FirstPageReuse;
  keys: CursorKeys;
  changes: ChangeCounter;
  /** This process's items of accounts whose write count stands still. */
  quiet: QuietItems;
  /** The linked items this request read, charged once each. */
  linkedReads: LinkedReads;
}

export interface ItemsPage {
  cursor: string | null;
  items: ShownItem[];
  /**
   * Stored items read to find this page, which the gateway charges for (README, Limits and
   * prices): every item a computed first page listed (its candidates, the rosters' members or the
   * lookup index's ids), not only those returned; none for a reused first page or a later page.
   * resolvers/pages.ts `charged` hands it to the request's reads, the one place it is counted.
   */
  read: number;
}

/** What a snapshot remembers of the query that made it, for later pages to re-check against. */
interface SnapshotMeta {
  query: NormalQuery;
  scope: PageScope;
  boards: string[];
  digest: string;
}

/** At most this many snapshot slices are read to fill one page with items that still match. */
const MAX_FILL_ROUNDS = 4;

export const STATES: Record<NormalQuery['state'], ItemState[]> = {
  active: ['active'],
  archived: ['archived'],
  deleted: ['deleted'],
  all: ['active', 'archived', 'deleted'],
};

/**
 * The boards a page may read: the board or group it is asked on, else the query's boards, of those
 * the user may see (reference data). Checked here, where the items are read, whatever path the
 * request took: a board's or group's items_page reaches this subgraph as an entity, and what
 * resolved that entity elsewhere is not this subgraph's guarantee.
 */
async function readableBoards(pager: Pager, query: NormalQuery, scope: PageScope): Promise<string[]> {
  const asked = scope.group?.board ?? scope.board;
  const wanted = asked ? new Set([asked]) : query.boards ? new Set(query.boards) : null;
  return (await pager.reference.boards())
    .filter((board) => (!wanted || wanted.has(board.id)) && mayRead(board, pager))
    .map((board) => board.id);
}

/**
 * Rules and sorts of `query` over `boards`: their columns and, when needed, users' names, from
 * the reference data; the group order from the board's items_page (`groupOrder`), or else from
 * the reference data too.
 */
export async function evaluationFor(
  pager: Pager,
  query: NormalQuery,
  boards: string[],
  groupOrder?: string[],
): Promise<Evaluation> {
  const reads = [...leavesOf(query.filter), ...query.order_by];
  const columns = new Map<string, ColumnDefinition[]>();
  if (valueColumnsOf(query).length > 0) {
    const lists = await Promise.all(boards.map((board) => pager.reference.columns(board)));
    boards.forEach((board, index) => columns.set(board, lists[index]));
  }
  const directory = await pager.reference.directory(readColumnsOf(query, columns));
  const positions = new Map<string, number>();
  if (reads.some((entry) => entry.column_id === 'group')) {
    if (groupOrder && boards.length === 1)
      groupOrder.forEach((id, index) => positions.set(`${boards[0]}/${id}`, index));
    else
      for (const board of await pager.reference.boards())
        board.groups.forEach((group, index) => positions.set(`${board.id}/${group.id}`, index));
  }
  return new Evaluation(query, {
    columns,
    directory,
    groupPosition: (board, group) => positions.get(`${board}/${group}`) ?? Number.MAX_SAFE_INTEGER,
  });
}

/**
 * First page. While the account's change counter stands still, the same query over the same
 * boards has the same ordered ids: the snapshot a first page made then is read like a later page
 * (its first `limit` ids, re-checked), without reading the boards' items again. Otherwise the
 * whole query is evaluated once and its ordered ids kept as the iteration's snapshot.
 */
export async function firstPage(
  pager: Pager,
  query: NormalQuery,
  scope: PageScope,
  limit: number,
  groupOrder?: string[],
): Promise<ItemsPage> {
  const [boards, changeCount] = await Promise.all([
    readableBoards(pager, query, scope),
    pager.changes.current(pager.accountId),
  ]);
  if (boards.length === 0) return { cursor: null, items: [], read: 0 };
  const digests = {
    query: queryDigest(pager.accountId, scope, query),
    scope: scopeDigest(pager.accountId, scope),
  };
  const key = FirstPageReuse.keyOf(digests.query, boards, changeCount);
  return pager.reuse.firstPage(
    key,
    async ({ snapshot, length }) => {
      const page = await fill(
        pager,
        { snapshot, position: 0, length, account: pager.accountId, user: pager.userId, ...digests },
        limit,
        changeCount,
        new Set(boards),
      );
      if (page) firstPages.inc({ snapshot: 'reused' });
      return page;
    },
    async () => {
      firstPages.inc({ snapshot: 'computed' });
      const making: Making = { query, scope, boards, digests, key, changeCount };
      // A search by value (items_page_by_column_values) on its one board: indexed point reads of
      // its lookup keys, never the board's items; re-checked like a later page.
      const listed = query.lookup
        ? await lookupCandidates(pager.items, boards[0], query.lookup)
        : await fromRoster(pager, query, scope, boards);
      if (listed) return pageOf(pager, making, listed, limit);
      const evaluation = await evaluationFor(pager, query, boards, groupOrder);
      const candidates = await pager.items.candidates(
        { boardIds: boards, groupId: scope.group?.id, states: STATES[query.state], ids: query.ids },
        evaluation.fieldsRead(),
        evaluation.valueKeysRead(),
      );
      // Keys and the fields and values the rules and sorts read (fieldsRead): all Evaluation reads.
      const rows = candidates as ShownItem[];
      await readLinks(pager, evaluation, rows);
      const ordered = evaluation
        .sort(rows.filter((item) => evaluation.matches(item)))
        .map((item) => item._id);
      const items = await loadInOrder(pager, ordered.slice(0, limit), changeCount);
      // Every candidate was read, not only the page returned.
      const read = candidates.length;
      if (ordered.length <= limit) return { cursor: null, items, read };
      // The next page only, as a first page read from a snapshot (`fill`).
      readAhead(pager, ordered.slice(limit, 2 * limit), limit, changeCount);
      const snapshot = await snapshotOf(pager, making, ordered);
      return { cursor: sealCursor(pager.keys, { ...snapshot, position: limit }), items, read };
    },
  );
}

/** What a first page is making: its query, where it runs, and how its snapshot is named. */
interface Making {
  query: NormalQuery;
  scope: PageScope;
  boards: string[];
  digests: { query: string; scope: string };
  /** The reuse key, and the account's write count when the page started. */
  key: string;
  changeCount: string;
}

/** Stores the ordered ids as the iteration's snapshot, offered for reuse if no write overlapped. */
async function snapshotOf(pager: Pager, making: Making, ordered: string[]): Promise<CursorPayload> {
  const meta: SnapshotMeta = {
    query: making.query,
    scope: making.scope,
    boards: making.boards,
    digest: making.digests.query,
  };
  const snapshot = await pager.snapshots.create(ordered, meta);
  // Offered for reuse only if no write started meanwhile: one that did raised the counter.
  if ((await pager.changes.current(pager.accountId)) === making.changeCount) {
    await pager.reuse.remember(making.key, { snapshot, length: ordered.length });
  }
  return {
    snapshot,
    position: 0,
    length: ordered.length,
    account: pager.accountId,
    user: pager.userId,
    ...making.digests,
  };
}

/**
 * The ordered ids of a first page that needs nothing of its items but membership, state, group and
 * creation (no rule, no ids, in board order or by creation), from the boards' rosters: a handful of
 * rows however large the boards. Items the roster cannot vouch for (unsettled) are kept; the page
 * re-reads and re-checks every item it returns. Null when the rosters cannot serve the query.
 */
async function fromRoster(
  pager: Pager,
  query: NormalQuery,
  scope: PageScope,
  boards: string[],
): Promise<string[] | null> {
  const order = query.order_by;
  const byCreation = order.length === 1 && order[0].column_id === '__creation_log__';
  if (leavesOf(query.filter).length > 0 || query.ids || (order.length > 0 && !byCreation)) return null;
  const rosters = await pager.items.members(boards);
  if (!rosters) return null;
  const states = new Set<string>(STATES[query.state]);
  const members = [...rosters.values()]
    .flat()
    .filter(
      (member) =>
        member.state === 'unsettled' ||
        (states.has(member.state) && (!scope.group || member.groupId === scope.group.id)),
    );
  const direction = byCreation && order[0].direction === 'desc' ? -1 : 1;
  // By creation as __creation_log__ sorts (ties by id), else in board order (item-order.ts), which
  // each board's roster members come in already.
  if (byCreation)
    members.sort((a, b) => direction * (a.createdMs - b.createdMs || Number(a.id) - Number(b.id)));
  const ordered = !byCreation && rosters.size > 1 ? inBoardOrder(members) : members;
  return ordered.map((member) => member.id);
}

/**
 * The first page of ids a roster (or a search by value) gave: read and re-checked like a later
 * page, from position 0; charged for every id listed.
 */
async function pageOf(pager: Pager, making: Making, ordered: string[], limit: number): Promise<ItemsPage> {
  const visible = new Set(making.boards);
  const read = ordered.length;
  if (ordered.length <= limit) {
    const meta: SnapshotMeta = { ...making, digest: making.digests.query };
    return {
      cursor: null,
      items: await stillMatching(pager, meta, ordered, visible, making.changeCount),
      read,
    };
  }
  const payload = await snapshotOf(pager, making, ordered);
  const page = await fill(pager, payload, limit, making.changeCount, visible);
  if (!page) throw cursorInvalid();
  return { ...page, read };
}

/**
 * A later page: the next ids of the snapshot, each re-checked against the query (still there,
 * same state, same board and group, rules still true), so nothing repeats, nothing still matching
 * is skipped, and what was deleted or no longer matches is left out.
 */
export async function nextPage(
  pager: Pager,
  cursor: string,
  limit: number,
  binding: { scope?: PageScope; query?: NormalQuery },
): Promise<ItemsPage> {
  const payload = openCursor(pager.keys, cursor, pager, binding);
  const page = await fill(pager, payload, limit, pager.changes.current(pager.accountId));
  if (!page) throw cursorInvalid();
  return page;
}

/**
 * Reads the snapshot from the cursor's position until `limit` items still match (at most
 * MAX_FILL_ROUNDS slices); null when the snapshot is gone or belongs to another query.
 */
async function fill(
  pager: Pager,
  payload: CursorPayload,
  limit: number,
  /** The account's write count, read when the request started (`QuietItems`). */
  changeCount: string | Promise<string>,
  /** The boards the caller may see, when this request already knows them. */
  known?: Set<string>,
): Promise<ItemsPage | null> {
  const items: ShownItem[] = [];
  let position = payload.position;
  let meta: SnapshotMeta | null = null;
  let visible: Set<string> | null = known ?? null;
  // The first slice read takes the next pages' ids too, for the read-ahead, in the same command.
  let ahead: string[] = [];
  // The first and second pages read the next page only, a third and later pages `PAGES_AHEAD`:
  // a client that asks for a third page is walking, while one that reads a page or two (a board's
  // top, a poll) would leave more unread.
  const pagesAhead = payload.position <= limit ? 1 : PAGES_AHEAD;
  for (
    let round = 0;
    round < MAX_FILL_ROUNDS && items.length < limit && position < payload.length;
    round += 1
  ) {
    const wanted = limit - items.length;
    const slice = await pager.snapshots.read<SnapshotMeta>(
      payload.snapshot,
      position,
      round === 0 ? wanted + pagesAhead * limit : wanted,
    );
    if (!slice || slice.meta.digest !== payload.query) return null;
    meta = slice.meta;
    // Authorised again on every page: a board the user may no longer see (removed as a
    // subscriber, made private, deleted) is not read through an old cursor.
    visible ??= await stillReadable(pager, meta);
    if (visible.size === 0) throw cursorInvalid('The board of this cursor is no longer accessible');
    const ids = slice.ids.slice(0, wanted);
    ahead = round === 0 ? slice.ids.slice(wanted) : [];
    position += ids.length;
    items.push(...(await stillMatching(pager, meta, ids, visible, await changeCount)));
    if (ids.length === 0) break;
  }
  if (!meta && position < payload.length) return null;
  // Read from a snapshot: what made it was charged then.
  if (position >= payload.length) return { cursor: null, items, read: 0 };
  readAhead(pager, ahead, limit, await changeCount);
  return { cursor: sealCursor(pager.keys, { ...payload, position }), items, read: 0 };
}

/** The snapshot's boards the user may still read (a board's or group's scope was checked by its board). */
async function stillReadable(pager: Pager, meta: SnapshotMeta): Promise<Set<string>> {
  const boards = new Map((await pager.reference.boards()).map((board) => [board.id, board]));
  return new Set(meta.boards.filter((id) => mayRead(boards.get(id), pager)));
}

/** The items of `ids` that exist, in order: from this process while the account is quiet at `changeCount`. */
async function loadInOrder(pager: Pager, ids: string[], changeCount: string): Promise<ShownItem[]> {
  const found = await pager.quiet.read(pager.accountId, changeCount, ids, async (missing) =>
    (await pager.items.shownById.loadMany(missing)).map((item) => (item instanceof Error ? null : item)),
  );
  const present = found.filter((item): item is ShownItem => item !== null);
  // The rest of the request's reads (a link to an item of the page, an update's item) find them read already.
  for (const item of present) pager.items.shownById.prime(item._id, item);
  return present;
}

/**
 * Starts reading the items of the pages after the one being answered (`ids`, the snapshot's next
 * ones, a read of `limit` each), kept at `changeCount` for the requests that ask for them: a
 * client walking a board finds them read, or being read, while it took in this page. Those kept
 * or under way already are not read again, so each page of a walk from its fourth on starts one
 * read, `PAGES_AHEAD` pages ahead. They are the items those requests would read (the page made and
 * charged the snapshot), at most `PAGES_AHEAD` reads per account at a time; a write meanwhile
 * moves the count on, and the request reads the store as it would have.
 */
function readAhead(pager: Pager, ids: string[], limit: number, changeCount: string): void {
  // Not through the request's loader: the request's own reads are never batched with it.
  for (let start = 0; start < ids.length; start += limit)
    pager.quiet.readAhead(pager.accountId, changeCount, ids.slice(start, start + limit), (missing) =>
      pager.items.readShownByIds(missing),
    );
}

async function stillMatching(
  pager: Pager,
  meta: SnapshotMeta,
  ids: string[],
  boards: Set<string>,
  changeCount: string,
): Promise<ShownItem[]> {
  const states = new Set(STATES[meta.query.state]);
  let present = (await loadInOrder(pager, ids, changeCount)).filter(
    (item) =>
      boards.has(item.board_id) &&
      states.has(item.state) &&
      (!meta.scope.group || item.group_id === meta.scope.group.id),
  );
  const lookup = meta.query.lookup;
  if (lookup && present.length > 0) {
    const columns = new Map(
      (await pager.reference.columns(meta.boards[0])).map((column) => [column.id, column]),
    );
    present = present.filter((item) => matchesLookup(item, lookup, columns));
  }
  if (present.length === 0 || leavesOf(meta.query.filter).length === 0) return present;
  const evaluation = await evaluationFor(pager, { ...meta.query, order_by: [] }, meta.boards);
  await readLinks(pager, evaluation, present);
  return present.filter((item) => evaluation.matches(item));
}

/**
 * The linked items the rules on link values of `items` see: those still shown to the user, read
 * through the request's loader (one read for all), and charged.
 */
export async function readLinks(
  pager: Pager,
  evaluation: Evaluation,
  items: readonly ShownItem[],
): Promise<void> {
  const ids = evaluation.linkedIds(items);
  if (ids.length === 0) return;
  pager.linkedReads.charge(ids);
  evaluation.seeLinks(await itemsShown(pager.items, pager.reference, pager, ids));
}
