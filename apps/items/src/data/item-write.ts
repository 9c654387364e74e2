import type { Db } from 'mongodb';
import type DataLoader from 'dataloader';
import type { StoreEngine } from '@workapi/stores';
import type { ItemRecord, ItemState, Viewer } from './items';
import type { WebhooksRepository } from './webhooks';

/**
 * A value to store in one column of an item (null clears it), under the column's value key, and
 * the lookup keys the value is found by (libs/column-types `lookupKeysOf`).
 */
export interface ValueChange {
  key: string;
  value: unknown;
  lookup: string[];
}

/** What a change of an item can emit; the column-value subscriptions are narrower views of `change_column_value`. */
export type ItemEventType =
  | 'create_item'
  | 'change_column_value'
  | 'change_name'
  | 'create_update'
  | 'item_archived'
  | 'item_deleted'
  | 'item_moved_to_any_group'
  | 'create_subitem'
  | 'change_subitem_column_value'
  | 'change_subitem_name'
  | 'subitem_archived'
  | 'subitem_deleted'
  | 'create_subitem_update'
  | 'edit_update'
  | 'delete_update';

/**
 * What happened to an item, as those who hear of it are told (webhooks/changes.ts builds them with
 * monday.com's fields). A write carries its events; the part registered for them (webhooks/) turns
 * them into what is stored with the change.
 */
export interface ItemEvent {
  type: ItemEventType;
  /** For `change_column_value`: the column, which the narrower subscriptions match on. */
  column?: { id: string; type: string };
  fields: Record<string, unknown>;
  /** Who the event concerns beyond its fields, for its notifications (notifications/relay.ts). */
  audience?: EventAudience;
}

/**
 * Users an event names that its fields do not show: those a new item is made assigned to, and
 * those an update mentions (a team's members one by one). Kept with the event's activity entry in
 * the outbox, never in a webhook body or the activity log.
 */
export interface EventAudience {
  assigned?: string[];
  mentioned?: string[];
}

/** The events a change emits, heard by the webhooks of `boardId` (a subitem's, by its parent's board). */
export interface Emits<Events> {
  boardId: string;
  events: Events;
}

/** Where new items go: a group of their board, or of their sources' board for copies. */
export interface CopyTarget {
  /** duplicate_board: copies go to the new board, whose columns keep the sources' value keys. */
  boardId?: string;
  groupId: string;
  /** The operation making the copies, so a retry finds those already made (`ItemsRepository.copies`). */
  copy?: { op: string };
  /** Subitems' copies name their parent's copy. */
  parentItemId?: string;
  /** duplicate_board: each subitem's copy names the copy of its own parent (original id -> copy id). */
  parentCopies?: ReadonlyMap<string, string>;
  /** Shown later (a `reveal` write): duplicate_item shows a copy once its subitems' copies exist. */
  hidden?: boolean;
}

/**
 * An item change, as a value: what changes, and what it emits. `ItemWrites.apply` is the one
 * place that stores it, in the order written there.
 */
export type ItemWrite =
  /** One item with its values, visible at once (a subitem names its parent). */
  | {
      kind: 'create';
      boardId: string;
      groupId: string;
      name: string;
      values: ValueChange[];
      parentItemId?: string;
      /** Its rank in board order (data/item-order.ts) when placed next to another item; else its id's. */
      position?: number;
      /** Known once the item's id is drawn. */
      emits?: Emits<(item: ItemRecord) => ItemEvent[]>;
    }
  /** Copies of items of one board, with their names and values. */
  | {
      kind: 'copies';
      sources: ItemRecord[];
      into: CopyTarget;
      emits?: Emits<(item: ItemRecord) => ItemEvent[]>;
    }
  /**
   * Values of one item (null clears) and, with `name`, its name column. With `holds`, only while
   * those columns still hold the values given (a compare-and-set): otherwise nothing is written
   * and no item is answered, so a read-then-write caller reads again and retries.
   */
  | {
      kind: 'values';
      id: string;
      values: ValueChange[];
      name?: string;
      holds?: Array<{ key: string; value: unknown }>;
      emits?: Emits<ItemEvent[]>;
    }
  /**
   * An item moved to another board (move_item_to_board): its board, group and all its values at
   * once, the values already under the target columns' keys, so it is never seen on one board
   * with the other's values. Its place in board order starts over on the new board.
   */
  | {
      kind: 'relocate';
      id: string;
      fromBoardId: string;
      boardId: string;
      groupId: string;
      values: ValueChange[];
      emits?: Emits<ItemEvent[]>;
    }
  /**
   * Items of one board given new places in board order, by id: change_item_position spreading a
   * run of items too crowded to take one more between two of them (data/item-order.ts).
   */
  | { kind: 'positions'; boardId: string; positions: ReadonlyMap<string, number> }
  /** An item's name, group (a move), place in board order or state. */
  | {
      kind: 'update';
      id: string;
      change: Partial<Pick<ItemRecord, 'group_id' | 'state' | 'name' | 'position'>>;
      emits?: Emits<ItemEvent[]>;
    }
  /**
   * The items of a board, or of one of its groups, in one of the `from` states moved to `state` by
   * operation `op`, each remembering the state it had. `retire` also remembers the board or group,
   * so items arriving later follow; `move` (what `retire` and settling run) does not.
   */
  | { kind: 'retire' | 'move'; where: Where; state: ItemState; from: ItemState[]; op: string }
  /** Undoes operation `op` on a board: each item it moved gets back the state it had. */
  | { kind: 'restore'; boardId: string; op: string }
  /** A parent's subitems in one of the `from` states moved to `state` by the write `op` on the parent. */
  | { kind: 'retireSubitems'; parentId: string; state: ItemState; from: ItemState[]; op: string }
  /** Shows a copy made hidden, with its subitems' copies. */
  | { kind: 'reveal'; id: string };

export interface Where {
  boardId: string;
  groupId?: string;
}

/** What a part may add to the document change: fields set, and values added to array fields. */
export interface Additions {
  set?: Record<string, unknown>;
  add?: Record<string, string[]>;
}

/** What one write of one request offers the parts. */
export interface WriteSite {
  db: Db;
  viewer: Viewer;
  engine: StoreEngine;
  /** The request's loader of items: read through, and told what changed. */
  byId: DataLoader<string, ItemRecord | null>;
  /** The request's webhooks: a board's, read once per version of the account's (data/webhooks.ts). */
  webhooks: WebhooksRepository;
}

/** A part's share of one write (`ItemWrites.apply` says when each runs). */
export interface PartOfWrite {
  /** Before the document change, with the items about to be inserted (none for an update). */
  before?(inserting: ItemRecord[]): Promise<void>;
  /** Stored in the same insert or update: per inserted item, or once for an update (no item). */
  stored?(inserted?: ItemRecord): Additions;
  /** After the change, with the items written; answers them as they stand after it, if it changed them. */
  after?(written: ItemRecord[]): Promise<ItemRecord[] | void>;
}

/**
 * Something kept in step with every item write, registered at start (subgraph.ts): lookup keys and
 * the roster (data/parts/), the outbox (webhooks/outbox-part.ts). `begin` reads what the part needs
 * (nothing is stored yet) and answers its share of the write, or null when it has none.
 */
export interface WritePart {
  readonly name: string;
  begin(write: ItemWrite, site: WriteSite): Promise<PartOfWrite | null> | PartOfWrite | null;
}
