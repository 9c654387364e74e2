import type { ColumnDefinition } from './columns';
import type { Directory } from './directory';
import type { FormulaWork } from './formula-work';

/** An item a value links to (board_relation, dependency, mirror), as `Item`'s resolvers take it. */
export interface LinkedItem {
  _id: string;
  name: string;
  board_id: string;
}

/**
 * The items the item's values link to, read from the subgraph that owns them all (no call to
 * another), batched over every value of the request.
 */
export interface LinkedItems {
  /** Those of `ids` still shown (alive, on a board the caller can see), in the order given. */
  shown(ids: readonly string[]): Promise<LinkedItem[]>;
  /** A linked item's values in these columns of its board, rendered as its own. */
  values(item: LinkedItem, columnIds: readonly string[]): Promise<ColumnValueView[]>;
}

/** What rendering a value may need besides the value itself: the item it belongs to, and what it names. */
export interface ReadContext {
  item: {
    id: string;
    created_at: Date;
    updated_at: Date;
    creator_id: string;
    updater_id: string | null;
    group_id: string;
  };
  /**
   * The item's subitems as `Item.subitems` shows them, for a subtasks value: read only when one is
   * asked for, from the subgraph that owns both (no call to another).
   */
  subitems?: () => Promise<Array<{ _id: string; name: string }>>;
  /** The account's users, teams and tags, as far as the rendered columns' types name them. */
  directory: Directory;
  /** What board_relation, dependency and mirror values show; they show nothing without it. */
  linked?: LinkedItems;
  /**
   * For rules on board_relation and dependency values (items_page), read before they run: the
   * linked items still shown (alive, on a board the caller can see), by id. An archived, deleted
   * or hidden linked item is no link to a rule; without it rules see the stored ids.
   */
  shownLinks?: ReadonlyMap<string, LinkedItem>;
  /**
   * The item's stored values (by `valueKey`) and its board's columns, for a value computed from
   * the others (formula, progress); they read nothing without it.
   */
  row?: { columns: readonly ColumnDefinition[]; values: Readonly<Record<string, unknown>> };
  /** The request's formula work, bounded across its items (formula-work.ts); unbounded without it. */
  formulas?: FormulaWork;
}

/** One column's value of an item, as every ColumnValue type's resolvers receive it (codegen.ts `mappers`). */
export interface ColumnValueView {
  column: ColumnDefinition;
  stored: unknown;
  read: ReadContext;
}
