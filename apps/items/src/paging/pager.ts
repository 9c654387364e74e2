import { digestOf, signCursor, verifyCursor, type CursorKeys } from '@workapi/cursor';
import { cursorInvalid } from '@workapi/errors';
import { endpoints, type AnswerOf, type InternalCaller, type OperationReads } from '@workapi/internal';
import { firstPages } from '@workapi/logging';
import { compareKeys, matchesRule, type QueryRule, type RuleSubject, type SortKey } from '@workapi/rules';
import { type WriteCounter } from '@workapi/stores';
import type { CandidateField, ItemRecord, ItemState, ItemsRepository } from '../data/items';
import { ITEM_COLUMNS, leavesOf, type NormalQuery, type PageScope, type RuleGroup } from './query';
import type { SnapshotStore } from './snapshots';

export interface Pager {
  accountId: string;
  /** The user paging: a cursor serves only the user it was made for. */
  userId: string;
  items: ItemsRepository;
  call: InternalCaller;
  snapshots: SnapshotStore;
  keys: CursorKeys;
  writes: WriteCounter;
  /** The request's reads, where a first page counts the items it reads to build its snapshot. */
  reads: OperationReads;
}

export interface ItemsPage {
  cursor: string | null;
  items: ItemRecord[];
}

interface CursorPayload {
  /** snapshot id */
  s: string;
  /** position of the next item in the snapshot */
  p: number;
  /** snapshot length */
  n: number;
  /** account */
  a: string;
  /** user */
  u: string;
  /** digest of account, scope and query */
  d: string;
  /** digest of account and scope */
  sd: string;
}

interface SnapshotMeta {
  query: NormalQuery;
  scope: PageScope;
  boards: string[];
  digest: string;
}

type EvaluateAnswer = AnswerOf<typeof endpoints.columns.evaluate>;

/** At most this many snapshot slices are read to fill one page with items that still match. */
const MAX_FILL_ROUNDS = 4;

/**
 * How long a first page's snapshot is offered to the same query while the account's data stands
 * still. Bounded, so a write whose final raise of the counter was lost (a crash, Redis away) and
 * rules relative to today are stale for two minutes at most.
 */
const REUSE_SECONDS = 120;

/**
 * First pages being computed in this process, by reuse key: the same first page asked again
 * meanwhile waits for that one and reuses its snapshot instead of reading the boards again (twenty
 * clients opening one large board at once read it once).
 */
const computing = new Map<string, Promise<void>>();

const STATES: Record<NormalQuery['state'], ItemState[]> = {
  active: ['active'],
  archived: ['archived'],
  deleted: ['deleted'],
  all: ['active', 'archived', 'deleted'],
};

const queryDigest = (accountId: string, scope: PageScope, query: NormalQuery) =>
  digestOf({ a: accountId, scope, query });
const scopeDigest = (accountId: string, scope: PageScope) => digestOf({ a: accountId, scope });

/** The board's own columns (name, creation, last update, group), answered from the item record. */
function itemSubject(
  item: ItemRecord,
  columnId: string,
  groupPosition: (item: ItemRecord) => number,
): RuleSubject {
  switch (columnId) {
    case 'name':
      return {
        empty: false,
        identities: () => [item.name],
        text: () => item.name,
        scalar: () => item.name.toLowerCase(),
      };
    case 'group':
      return {
        empty: false,
        identities: () => [item.group_id],
        text: () => item.group_id,
        scalar: () => groupPosition(item),
      };
    default: {
      const at = (columnId === '__creation_log__' ? item.created_at : item.updated_at).toISOString();
      return { empty: false, identities: () => [at.slice(0, 10)], text: () => at, scalar: () => at };
    }
  }
}

function itemSortKey(
  item: ItemRecord,
  columnId: string,
  groupPosition: (item: ItemRecord) => number,
): SortKey {
  switch (columnId) {
    case 'name':
      return item.name.toLowerCase();
    case 'group':
      return groupPosition(item);
    case '__creation_log__':
      // Creation time, then the id: ids grow in creation order within a process (finer than a
      // millisecond), not across processes that reserve blocks of ids (nextId).
      return `${item.created_at.toISOString()}|${item._id.padStart(20, '0')}`;
    default:
      return item.updated_at.getTime();
  }
}

/** Rules, sorts and rechecks for one query over the given boards. */
class Evaluation {
  private answer: EvaluateAnswer = { leaves: [], keys: {} };
  private readonly columnLeaves: QueryRule[];
  private groupPositions = new Map<string, number>();

  constructor(
    private readonly pager: Pager,
    private readonly query: NormalQuery,
    private readonly boards: string[],
  ) {
    this.columnLeaves = leavesOf(query.filter).filter((leaf) => !ITEM_COLUMNS.has(leaf.column_id));
  }

  /** One call to the columns subgraph (and one per board for group order), whatever the item count. */
  async load(itemIds?: string[], withSort = true): Promise<void> {
    const sort = withSort
      ? this.query.order_by
          .filter((order) => !ITEM_COLUMNS.has(order.column_id))
          .map((order) => order.column_id)
      : [];
    const jobs: Promise<unknown>[] = [];
    if (this.columnLeaves.length > 0 || sort.length > 0) {
      jobs.push(
        this.pager
          .call(endpoints.columns.evaluate, {
            board_ids: this.boards,
            item_ids: itemIds,
            leaves: this.columnLeaves,
            sort,
          })
          .then((answer) => {
            this.answer = answer;
          }),
      );
    }
    if (withSort && this.query.order_by.some((order) => order.column_id === 'group')) {
      for (const board of this.boards) {
        jobs.push(
          this.pager.call(endpoints.boards.boardAccess, { board_id: board }).then((access) => {
            access?.groups.forEach((group, index) => this.groupPositions.set(`${board}/${group.id}`, index));
          }),
        );
      }
    }
    await Promise.all(jobs);
    this.exceptionSets = this.answer.leaves.map((leaf) => new Set(leaf.exceptions));
  }

  private exceptionSets: Array<Set<string>> = [];

  private readonly position = (item: ItemRecord) =>
    this.groupPositions.get(`${item.board_id}/${item.group_id}`) ?? Number.MAX_SAFE_INTEGER;

  matches(item: ItemRecord, group: RuleGroup = this.query.filter): boolean {
    const outcomes = [
      ...group.rules.map((rule) => {
        if (ITEM_COLUMNS.has(rule.column_id))
          return matchesRule(rule, itemSubject(item, rule.column_id, this.position));
        const index = this.columnLeaves.indexOf(rule);
        const leaf = this.answer.leaves[index];
        return this.exceptionSets[index].has(item._id) ? !leaf.empty_matches : leaf.empty_matches;
      }),
      ...group.groups.map((nested) => this.matches(item, nested)),
    ];
    if (outcomes.length === 0) return true;
    return group.operator === 'or' ? outcomes.some(Boolean) : outcomes.every(Boolean);
  }

  sort(items: ItemRecord[]): ItemRecord[] {
    const columnOrder = this.query.order_by.filter((order) => !ITEM_COLUMNS.has(order.column_id));
    const keyed = items.map((item) => ({
      item,
      keys: this.query.order_by.map((order) =>
        ITEM_COLUMNS.has(order.column_id)
          ? itemSortKey(item, order.column_id, this.position)
          : (this.answer.keys[item._id]?.[columnOrder.indexOf(order)] ?? null),
      ),
    }));
    keyed.sort((left, right) => {
      for (let index = 0; index < this.query.order_by.length; index += 1) {
        const result = compareKeys(left.keys[index], right.keys[index], this.query.order_by[index].direction);
        if (result !== 0) return result;
      }
      return Number(left.item._id) - Number(right.item._id);
    });
    return keyed.map((entry) => entry.item);
  }
}

/** The item fields the query's rules and sorts read, besides the board and the group. */
function fieldsRead(query: NormalQuery): CandidateField[] {
  const columns = new Set([
    ...leavesOf(query.filter).map((leaf) => leaf.column_id),
    ...query.order_by.map((order) => order.column_id),
  ]);
  const fields: CandidateField[] = [];
  if (columns.has('name')) fields.push('name');
  if (columns.has('__creation_log__')) fields.push('created_at');
  if (columns.has('__last_updated__')) fields.push('updated_at');
  return fields;
}

async function visibleBoards(pager: Pager, query: NormalQuery, scope: PageScope): Promise<string[]> {
  const wanted = scope.group ? [scope.group.board] : scope.board ? [scope.board] : query.boards;
  return pager.call(endpoints.boards.visibleBoards, wanted ? { board_ids: wanted } : {});
}

/**
 * First page. While the account's write counter stands still, the same query over the same
 * boards has the same ordered ids: the snapshot a first page made then is read like a later page
 * (its first `limit` ids, re-checked), without reading the boards' items again. Otherwise the
 * whole query is evaluated once and its ordered ids kept as the iteration's snapshot.
 */
export async function firstPage(
  pager: Pager,
  query: NormalQuery,
  scope: PageScope,
  limit: number,
): Promise<ItemsPage> {
  const [boards, writes] = await Promise.all([
    visibleBoards(pager, query, scope),
    pager.writes.current(pager.accountId),
  ]);
  if (boards.length === 0) return { cursor: null, items: [] };
  const d = queryDigest(pager.accountId, scope, query);
  const sd = scopeDigest(pager.accountId, scope);
  const reuseKey = digestOf({ d, boards, writes, day: new Date().toISOString().slice(0, 10) });
  const reuse = async (): Promise<ItemsPage | null> => {
    const known = await pager.snapshots.recall(reuseKey);
    if (!known) return null;
    const payload = { s: known.s, p: 0, n: known.n, a: pager.accountId, u: pager.userId, d, sd };
    const page = await fill(pager, payload, limit, new Set(boards));
    if (page) firstPages.inc({ snapshot: 'reused' });
    return page;
  };
  const reused = await reuse();
  if (reused) return reused;
  const running = computing.get(reuseKey);
  if (running) {
    await running;
    const after = await reuse();
    if (after) return after;
  }
  let done = () => undefined as void;
  computing.set(reuseKey, new Promise<void>((resolve) => (done = resolve)));
  try {
    return await computeFirstPage(pager, { query, scope, boards, limit, writes, reuseKey, d, sd });
  } finally {
    computing.delete(reuseKey);
    done();
  }
}

/** A first page from the items themselves; its snapshot is offered for reuse under `reuseKey`. */
async function computeFirstPage(
  pager: Pager,
  job: {
    query: NormalQuery;
    scope: PageScope;
    boards: string[];
    limit: number;
    writes: string;
    reuseKey: string;
    d: string;
    sd: string;
  },
): Promise<ItemsPage> {
  const { query, scope, boards, limit, writes, reuseKey, d, sd } = job;
  firstPages.inc({ snapshot: 'computed' });
  const evaluation = new Evaluation(pager, query, boards);

  const [candidates] = await Promise.all([
    pager.items.candidates(
      { boardIds: boards, groupId: scope.group?.id, states: STATES[query.state], ids: query.ids },
      fieldsRead(query),
    ),
    evaluation.load(),
  ]);
  // Keys and the fields the rules and sorts read (fieldsRead): all that Evaluation reads.
  const rows = candidates as ItemRecord[];
  // The gateway charges the request for every item read here, not only for the page returned.
  pager.reads.items += rows.length;
  const ordered = evaluation.sort(rows.filter((item) => evaluation.matches(item)));
  const items = await loadInOrder(
    pager,
    ordered.slice(0, limit).map((item) => item._id),
  );
  if (ordered.length <= limit) return { cursor: null, items };
  const meta: SnapshotMeta = { query, scope, boards, digest: d };
  const snapshot = await pager.snapshots.create(
    ordered.map((item) => item._id),
    meta,
  );
  // Offered for reuse only if no write started meanwhile: one that did raised the counter.
  if ((await pager.writes.current(pager.accountId)) === writes) {
    await pager.snapshots.remember(reuseKey, { s: snapshot, n: ordered.length }, REUSE_SECONDS);
  }
  return {
    cursor: signCursor(pager.keys, {
      s: snapshot,
      p: limit,
      n: ordered.length,
      a: pager.accountId,
      u: pager.userId,
      d,
      sd,
    } satisfies CursorPayload),
    items,
  };
}

/**
 * Reads the snapshot from the cursor's position until `limit` items still match (at most
 * MAX_FILL_ROUNDS slices); null when the snapshot is gone or belongs to another query.
 */
async function fill(
  pager: Pager,
  payload: CursorPayload,
  limit: number,
  /** The boards the caller may see, when this request already asked. */
  known?: Set<string>,
): Promise<ItemsPage | null> {
  const items: ItemRecord[] = [];
  let position = payload.p;
  let meta: SnapshotMeta | null = null;
  let visible: Set<string> | null = known ?? null;
  for (let round = 0; round < MAX_FILL_ROUNDS && items.length < limit && position < payload.n; round += 1) {
    const slice = await pager.snapshots.read<SnapshotMeta>(payload.s, position, limit - items.length);
    if (!slice || slice.meta.digest !== payload.d) return null;
    meta = slice.meta;
    // Authorised again on every page: a board the user may no longer see (removed as a
    // subscriber, made private, deleted) is not read through an old cursor.
    visible ??= new Set(await pager.call(endpoints.boards.visibleBoards, { board_ids: meta.boards }));
    if (visible.size === 0) throw cursorInvalid('The board of this cursor is no longer accessible');
    position += slice.ids.length;
    items.push(...(await stillMatching(pager, meta, slice.ids, visible)));
    if (slice.ids.length === 0) break;
  }
  if (!meta && position < payload.n) return null;
  if (position >= payload.n) return { cursor: null, items };
  return { cursor: signCursor(pager.keys, { ...payload, p: position }), items };
}

async function loadInOrder(pager: Pager, ids: string[]): Promise<ItemRecord[]> {
  const found = await pager.items.byId.loadMany(ids);
  return found.filter((item): item is ItemRecord => item !== null && !(item instanceof Error));
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
  const payload = verifyCursor<CursorPayload>(pager.keys, cursor);
  if (
    !payload ||
    payload.a !== pager.accountId ||
    payload.u !== pager.userId ||
    typeof payload.p !== 'number' ||
    typeof payload.s !== 'string'
  )
    throw cursorInvalid();
  if (
    binding.scope &&
    binding.query &&
    queryDigest(pager.accountId, binding.scope, binding.query) !== payload.d
  ) {
    throw cursorInvalid(
      'The cursor was made by a different query; send the same query_params, or none, with it',
    );
  }
  if (binding.scope && !binding.query && scopeDigest(pager.accountId, binding.scope) !== payload.sd) {
    throw cursorInvalid('The cursor belongs to another board or group');
  }
  const page = await fill(pager, payload, limit);
  if (!page) throw cursorInvalid();
  return page;
}

async function stillMatching(
  pager: Pager,
  meta: SnapshotMeta,
  ids: string[],
  boards: Set<string>,
): Promise<ItemRecord[]> {
  const states = new Set(STATES[meta.query.state]);
  const present = (await loadInOrder(pager, ids)).filter(
    (item) =>
      boards.has(item.board_id) &&
      states.has(item.state) &&
      (!meta.scope.group || item.group_id === meta.scope.group.id),
  );
  if (present.length === 0 || leavesOf(meta.query.filter).length === 0) return present;
  const evaluation = new Evaluation(pager, meta.query, meta.boards);
  await evaluation.load(
    present.map((item) => item._id),
    false,
  );
  return present.filter((item) => evaluation.matches(item));
}
