import { z } from 'zod';
import { boardEventSchema, MAX_EVENTS_PER_CALL } from './board-events';
import type { SubgraphName } from '@workapi/config';
import { COLUMN_TYPE_NAMES } from '@workapi/column-types';

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

/** Files one multipart request may carry (monday.com's clients send one). */
export const MAX_UPLOADS_PER_REQUEST = 10;

/** The longest column id an internal call carries (ids made here are at most 20 characters). */
export const MAX_COLUMN_ID_LENGTH = 100;

/** Ids travel as the strings the API shows. */
const id = z.string();
const itemState = z.enum(['active', 'archived', 'deleted']);
const caller = z.object({ accountId: id, userId: id, tier: z.string(), role: z.string() });
/** A tag of the account (reference data `tags`). */
const tagFacts = z.object({ name: z.string(), color: z.string(), board_id: id.nullable() });

const boardFacts = z.object({
  id,
  state: z.enum(['active', 'archived', 'deleted']),
  kind: z.enum(['public', 'private', 'share']),
  owner_ids: z.array(id),
  subscriber_ids: z.array(id),
  open: z.boolean().optional(),
  workspace_member_ids: z.array(id).optional(),
  edit: z.enum(['everyone', 'collaborators', 'assignee', 'owners']).optional(),
  groups: z.array(z.object({ id, archived: z.boolean() })),
  type: z.enum(['board', 'sub_items_board']).optional(),
  subitems_board_id: id.optional(),
  parent_board_id: id.optional(),
});
const columnDefinition = z.object({
  board_id: id,
  id: z.string(),
  title: z.string(),
  type: z.enum(COLUMN_TYPE_NAMES),
  settings: z.record(z.string(), z.unknown()),
  description: z.string().nullable(),
  archived: z.boolean(),
  position: z.number(),
  settings_version: z.number().optional(),
  key: z.string().optional(),
});

/**
 * Every internal endpoint of the product, by the subgraph that serves it. Why each is a call and
 * not federation or reference data, and what it writes: docs/architecture.md.
 */
export const endpoints = {
  boards: {
    /** Token → caller, for the gateway before it plans anything. */
    authenticate: endpoint('boards', 'authenticate', z.object({ token: z.string() }), caller.nullable()),
    /**
     * The caller's account's boards (who may see each, its groups in order), users' and teams'
     * names and tags, for a reader whose Redis lost the published copy; the answer is published
     * again for the next one.
     */
    reference: endpoint(
      'boards',
      'reference',
      z.object({ kinds: z.array(z.enum(['boards', 'users', 'teams', 'tags'])).min(1) }),
      z.object({
        boards: z.array(boardFacts).optional(),
        users: z.record(id, z.string()).optional(),
        teams: z.record(id, z.string()).optional(),
        tags: z.record(id, tagFacts).optional(),
      }),
    ),
    /**
     * The subitems board of a board (monday.com keeps a board's subitems on a board of their own),
     * made on the first subitem, one per board: asked again, the same board comes back. Its facts
     * are published before the answer, so the next read of the reference data sees it.
     */
    subitemsBoard: endpoint('boards', 'subitems-board', z.object({ board_id: id }), boardFacts),
    /**
     * The members of teams of the caller's account, by team (a team of another account answers
     * none): whom an update's mention of a team tells, asked only when an update mentions one.
     */
    teamMembers: endpoint(
      'boards',
      'team-members',
      z.object({ team_ids: z.array(id).min(1).max(50) }),
      z.record(id, z.array(id)),
    ),
  },
  items: {
    /**
     * Files a gateway stored for a request it has answered (at most the files a request carries):
     * those no record names (the mutation was refused, or never ran) are removed at once, each
     * claimed first so that no asset can be recorded for it later. Asked again, nothing more.
     */
    /**
     * create_doc's doc put into an item's doc column (which must hold none: `attach`), or taken
     * out of it by delete_doc (`detach`), as the caller, with the value change's events. Answers
     * the item's board.
     */
    docColumn: endpoint(
      'items',
      'doc-column',
      z.object({
        op: z.enum(['attach', 'detach']),
        item_id: id,
        column_id: z.string().min(1).max(MAX_COLUMN_ID_LENGTH),
        doc: z.object({ id, object_id: id, name: z.string().max(255) }),
      }),
      z.object({ board_id: id }),
    ),
    releaseUploads: endpoint(
      'items',
      'release-uploads',
      z.object({ keys: z.array(z.string()).min(1).max(MAX_UPLOADS_PER_REQUEST) }),
      z.object({ released: z.number().int().nonnegative() }),
    ),
    /**
     * The items' part of a board or group cascade (docs/consistency.md), keyed by the cascade
     * `op` so a retry finds its own work (its path keeps the name it was first deployed under, so
     * a rollout's old and new processes still reach each other): `retire` moves the items of a deleted board, or
     * of an archived or deleted group (pending ones too), each remembering its state before;
     * `restore` undoes that exactly; `copy` makes duplicate_group's copies, with their values;
     * `copy_board` makes duplicate_board's copies of the board's active items in the new board's
     * groups of the same ids, then of their subitems on the new board's subitems board, at most
     * `limit` a call (and, `with_updates`, their updates once all exist).
     */
    cascadeItems: endpoint(
      'items',
      'operation-items',
      z.object({
        op: id,
        board_id: id,
        step: z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('retire'), group_id: id.optional(), state: itemState }),
          z.object({ kind: z.literal('restore') }),
          z.object({ kind: z.literal('copy'), from_group: id, to_group: id }),
          z.object({
            kind: z.literal('copy_board'),
            to_board: id,
            limit: z.number().int().positive(),
            with_updates: z.boolean().optional(),
            // The source's subitems board and the copy's: the subitems follow their parents.
            subitems: z.object({ from_board: id, to_board: id }).optional(),
          }),
        ]),
      }),
      // `more`: copy_board left items (or subitems) to copy, for the next call.
      z.object({ copies: z.number().int().nonnegative(), more: z.boolean().optional() }),
      BULK_MS,
    ),
    /**
     * Board events (groups, columns, the board's attributes) the boards and columns subgraphs
     * relay from their outboxes (board-events.ts), all of the caller's account: each is kept once
     * by its id in the board's activity log and, if webhooks listen, queued for them. Given again,
     * nothing more is kept.
     */
    boardEvents: endpoint(
      'items',
      'board-events',
      z.object({ events: z.array(boardEventSchema).min(1).max(MAX_EVENTS_PER_CALL) }),
      z.object({ events: z.number().int().nonnegative() }),
    ),
  },
  columns: {
    /** Columns of these boards of the caller's account, for a reader whose Redis lost them. */
    boardColumns: endpoint(
      'columns',
      'board-columns',
      z.object({ board_ids: z.array(id).min(1) }),
      z.record(id, z.array(columnDefinition)),
    ),
    /**
     * duplicate_board's columns: the source board's columns, with their settings and value keys,
     * stored for the new board, each upserted by its id, so asked again it changes nothing; then
     * published.
     */
    copyColumns: endpoint(
      'columns',
      'copy-columns',
      z.object({ from_board_id: id, to_board_id: id }),
      z.object({ columns: z.number().int().nonnegative() }),
    ),
    /**
     * A value write names labels the column does not have yet (create_labels_if_missing, tags):
     * the settings the items subgraph derived with them (libs/column-types `prepareValues`, the one
     * place labels are made) are stored in one compare-and-set, and the column comes back as stored
     * now, for the write to store its values against, or to derive again from.
     */
    addLabels: endpoint(
      'columns',
      'add-labels',
      // The settings with the labels a value write creates, derived from `version` of the column's.
      z.object({
        board_id: id,
        column_id: z.string(),
        settings: z.record(z.string(), z.unknown()),
        version: z.number().int().min(0),
      }),
      // The column as stored now, and whether it holds these settings.
      z.object({ column: columnDefinition, stored: z.boolean() }),
    ),
  },
} satisfies Record<SubgraphName, Record<string, InternalEndpoint>>;

/** Every endpoint, for code (and tests) that treat them alike. */
export const allEndpoints: InternalEndpoint[] = Object.values(endpoints).flatMap((served) =>
  Object.values(served),
);
