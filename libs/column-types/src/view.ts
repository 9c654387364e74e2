import type { ColumnDefinition } from './columns';
import type { Directory } from './directory';

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
  /**
   * The item's stored values (by `valueKey`) and its board's columns, for a value computed from
   * the others (formula); a formula reads nothing without it.
   */
  row?: { columns: readonly ColumnDefinition[]; values: Readonly<Record<string, unknown>> };
}

/** One column's value of an item, as every ColumnValue type's resolvers receive it (codegen.ts `mappers`). */
export interface ColumnValueView {
  column: ColumnDefinition;
  stored: unknown;
  read: ReadContext;
}
