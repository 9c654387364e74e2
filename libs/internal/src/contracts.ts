import { z } from 'zod';
import type { SubgraphName } from '@workapi/config';
import { RULE_OPERATORS } from '@workapi/rules';

/**
 * One internal endpoint, shared by the service that calls it and the subgraph that serves it at
 * `/internal/<name>`: both check the payload and the answer against these schemas.
 */
export interface InternalEndpoint<
  TPayload extends z.AnyZodObject = z.AnyZodObject,
  TAnswer extends z.ZodTypeAny = z.ZodTypeAny,
> {
  target: SubgraphName;
  name: string;
  payload: TPayload;
  answer: TAnswer;
  /** How long a caller waits for the answer; a step over a whole board or group gets longer. */
  timeoutMs: number;
}

/** What a caller sends, and what it gets back. */
export type PayloadOf<E extends InternalEndpoint> = z.input<E['payload']>;
export type AnswerOf<E extends InternalEndpoint> = z.output<E['answer']>;

export const internalPath = (endpoint: InternalEndpoint) => `/internal/${endpoint.name}`;

/** A schema's complaints about a value, naming each bad field: `board_id: Expected string, received number`. */
export function problemsOf(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Most internal calls read or write a handful of documents. */
const QUICK_MS = 5_000;
/**
 * Steps over a whole board or group. Well under the gateway's 30 s wait for the mutation, so a
 * step that outlasts it leaves time to hand the rest to the reconciler (docs/consistency.md).
 */
export const BULK_MS = 12_000;

function endpoint<TPayload extends z.AnyZodObject, TAnswer extends z.ZodTypeAny>(
  target: SubgraphName,
  name: string,
  payload: TPayload,
  answer: TAnswer,
  timeoutMs = QUICK_MS,
): InternalEndpoint<TPayload, TAnswer> {
  return { target, name, payload, answer, timeoutMs };
}

/** Ids travel as the strings the API shows. */
const id = z.string();
const ok = z.object({ ok: z.literal(true) });
const itemState = z.enum(['active', 'archived', 'deleted']);
const caller = z.object({ accountId: id, userId: id, tier: z.string() });
const queryRule = z.object({
  column_id: z.string(),
  compare_value: z.unknown(),
  compare_attribute: z.string().nullable().optional(),
  operator: z.enum(RULE_OPERATORS),
});
const sortKey = z.union([z.number(), z.string(), z.null()]);

/**
 * Every internal endpoint of the product, by the subgraph that serves it. Why each is a call and
 * not federation, and what it writes: docs/architecture.md.
 */
export const endpoints = {
  boards: {
    /** Token → caller, for the gateway before it plans anything. */
    authenticate: endpoint('boards', 'authenticate', z.object({ token: z.string() }), caller.nullable()),
    /** May the caller write into this board, and which groups (in order) does it have. */
    boardAccess: endpoint(
      'boards',
      'board-access',
      z.object({ board_id: id }),
      z
        .object({
          id,
          state: z.enum(['active', 'archived']),
          groups: z.array(z.object({ id, archived: z.boolean() })),
        })
        .nullable(),
    ),
    /** Which of these boards (all, without board_ids) the caller may read. */
    visibleBoards: endpoint(
      'boards',
      'visible-boards',
      z.object({ board_ids: z.array(id).optional() }),
      z.array(id),
    ),
    /** Display names of these users (all, without user_ids) of the caller's account, by id. */
    userNames: endpoint(
      'boards',
      'user-names',
      z.object({ user_ids: z.array(id).optional() }),
      z.record(id, z.string()),
    ),
  },
  items: {
    /**
     * A board was deleted: its items (pending ones too) follow, each remembering the state it had
     * and the operation `op` that changed it, so a retry finds its own work and an undo is exact.
     */
    boardItemsState: endpoint(
      'items',
      'board-items-state',
      z.object({ op: id, board_id: id, state: itemState }),
      ok,
      BULK_MS,
    ),
    /** A group was archived or deleted: its items follow, as for a board. */
    groupItemsState: endpoint(
      'items',
      'group-items-state',
      z.object({ op: id, board_id: id, group_id: id, state: itemState }),
      ok,
      BULK_MS,
    ),
    /** Undoes operation `op`: every item it changed gets back the state it had before. */
    restoreItems: endpoint('items', 'restore-items', z.object({ op: id, board_id: id }), ok, BULK_MS),
    /**
     * duplicate_group: copies of the group's active items, with their values, in the new group.
     * Copies are keyed by `op` and original, so a retry completes the copy instead of doubling it.
     */
    copyGroupItems: endpoint(
      'items',
      'copy-group-items',
      z.object({ op: id, board_id: id, from_group: id, to_group: id }),
      z.object({ count: z.number().int().nonnegative() }),
      BULK_MS,
    ),
    /** The item's board and state, if the caller's account has it and it is not deleted. */
    itemAccess: endpoint(
      'items',
      'item-access',
      z.object({ item_id: id }),
      z.object({ id, board_id: id, state: z.enum(['active', 'archived']) }).nullable(),
    ),
    /** A value of the item changed: it was updated now (and renamed, with `name`). */
    touch: endpoint('items', 'touch', z.object({ item_id: id, name: z.string().optional() }), ok),
  },
  columns: {
    /** A new, still invisible board's default columns. */
    defaultColumns: endpoint('columns', 'default-columns', z.object({ board_id: id }), ok),
    /** create_item's column_values for a new, still invisible item: all checked, then stored. */
    writeValues: endpoint(
      'columns',
      'write-values',
      z.object({
        board_id: id,
        item_id: id,
        column_values: z.record(z.string(), z.unknown()),
        create_labels_if_missing: z.boolean().optional(),
      }),
      ok,
    ),
    /**
     * items_page rules and sort keys on column values (docs/items-page.md). A first page evaluates
     * every value of its boards, so it is a step over a whole board: under load the 5 s of a quick
     * call failed filtered first pages of a 3,000-item board (the bench's soak).
     */
    evaluate: endpoint(
      'columns',
      'evaluate',
      z.object({
        board_ids: z.array(id),
        /** Only these items (later pages re-check their items); all items with values otherwise. */
        item_ids: z.array(id).optional(),
        /** Rules on the columns subgraph's columns; the items subgraph combines their outcomes. */
        leaves: z.array(queryRule),
        /** Column ids to return sort keys for, in order_by order. */
        sort: z.array(z.string()),
      }),
      z.object({
        /**
         * Per leaf: whether an item without a value matches, and the items whose outcome differs
         * from that, which keeps the answer as small as the set of items holding values.
         */
        leaves: z.array(z.object({ empty_matches: z.boolean(), exceptions: z.array(id) })),
        /** Sort keys of items holding a value in a sorted column; absent means empty (sorts last). */
        keys: z.record(id, z.array(sortKey)),
      }),
      BULK_MS,
    ),
    /** duplicate_item and duplicate_group: the copies get the originals' values. */
    copyValues: endpoint(
      'columns',
      'copy-values',
      z.object({ board_id: id, pairs: z.array(z.object({ from: id, to: id })) }),
      ok,
    ),
  },
} satisfies Record<SubgraphName, Record<string, InternalEndpoint>>;

/** Every endpoint, for code (and tests) that treat them alike. */
export const allEndpoints: InternalEndpoint[] = Object.values(endpoints).flatMap((served) =>
  Object.values(served),
);
