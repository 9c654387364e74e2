import {
  aggregateCellOf,
  plainCell,
  linksRuledOn,
  sortKeyOf,
  subjectOf,
  valueKey,
  type AggregateCell,
  type ColumnDefinition,
  type LinkedItem,
  type ReadContext,
  type Directory,
} from '@workapi/column-types';
import { invalidArgument } from '@workapi/errors';
import { compareKeys, matchesRule, type RuleSubject, type SortKey } from '@workapi/rules';
import type { CandidateField, ShownItem } from '../data/items';
import { rankOf } from '../data/item-order';
import { columnsReadBy, ITEM_COLUMNS, leavesOf, type NormalQuery, type RuleGroup } from './query';

/** Column types whose value is computed from the item's own fields, not stored. */
const FROM_ITEM_FIELDS = new Set(['creation_log', 'last_updated', 'item_id']);

/** What a query's rules and sorts are evaluated against, besides the items. */
export interface EvaluationContext {
  /** The columns of each queried board. */
  columns: ReadonlyMap<string, ColumnDefinition[]>;
  /** What the read columns' values name: users' and teams' names (people), tags. */
  directory: Directory;
  /** Where a group stands in its board's order; unknown groups come last. */
  groupPosition(boardId: string, groupId: string): number;
  now?: Date;
}

/** The board's own columns (name, creation, last update, group), answered from the item record. */
function itemSubject(item: ShownItem, columnId: string, position: number): RuleSubject {
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
        scalar: () => position,
      };
    default: {
      const at = (columnId === '__creation_log__' ? item.created_at : item.updated_at).toISOString();
      return { empty: false, identities: () => [at.slice(0, 10)], text: () => at, scalar: () => at };
    }
  }
}

function itemSortKey(item: ShownItem, columnId: string, position: number): SortKey {
  switch (columnId) {
    case 'name':
      return item.name.toLowerCase();
    case 'group':
      return position;
    case '__creation_log__':
      // Creation time, then the id: ids grow in creation order within a process (finer than a
      // millisecond), not across processes that reserve blocks of ids (nextId).
      return `${item.created_at.toISOString()}|${item._id.padStart(20, '0')}`;
    default:
      return item.updated_at.getTime();
  }
}

/**
 * A query's rules and order over items as the items subgraph holds them (values in the item's
 * document), with the one rule engine of libs/rules and the column types' own comparisons
 * (libs/column-types). A column a rule or sort names must exist on one of the queried boards; on
 * a board without it, an item's value there is empty.
 */
export class Evaluation {
  private readonly byBoard = new Map<string, Map<string, ColumnDefinition>>();
  private readonly anyBoard = new Map<string, ColumnDefinition>();
  private readonly now: Date;
  /** The linked items still shown, once read for the rules on link values (`seeLinks`). */
  private shownLinks?: ReadonlyMap<string, LinkedItem>;

  constructor(
    private readonly query: NormalQuery,
    private readonly context: EvaluationContext,
  ) {
    for (const [boardId, columns] of context.columns) {
      this.byBoard.set(boardId, new Map(columns.map((column) => [column.id, column])));
      for (const column of columns) if (!this.anyBoard.has(column.id)) this.anyBoard.set(column.id, column);
    }
    for (const columnId of valueColumnsOf(query)) {
      if (!this.anyBoard.has(columnId))
        throw invalidArgument(`Column ${columnId} does not exist on the queried boards`);
    }
    this.now = context.now ?? new Date();
  }

  /** The item fields the rules and sorts read, besides board and group (what candidates project). */
  fieldsRead(): CandidateField[] {
    const columns = new Set(columnsReadBy(this.query));
    // Board order breaks every tie (sort).
    const fields = new Set<CandidateField>(['position']);
    if (columns.has('name')) fields.add('name');
    if (columns.has('__creation_log__')) fields.add('created_at');
    if (columns.has('__last_updated__')) fields.add('updated_at');
    for (const columnId of columns) {
      if (FROM_ITEM_FIELDS.has(this.anyBoard.get(columnId)?.type ?? '')) {
        for (const field of ['created_at', 'updated_at', 'creator_id', 'updater_id'] as const)
          fields.add(field);
      }
    }
    return [...fields];
  }

  /** The items the rules' link values (board_relation, dependency) name among these, to read before `matches`. */
  linkedIds(items: readonly ShownItem[]): string[] {
    const ruled = new Set(leavesOf(this.query.filter).map((rule) => rule.column_id));
    const ids = new Set<string>();
    for (const item of items)
      for (const columnId of ruled) {
        const column = this.byBoard.get(item.board_id)?.get(columnId);
        if (column) for (const id of linksRuledOn(column, item.values?.[valueKey(column)])) ids.add(id);
      }
    return [...ids];
  }

  /** Which of `linkedIds` are still shown: rules on links see only those (`ReadContext.shownLinks`). */
  seeLinks(shown: readonly LinkedItem[]): void {
    this.shownLinks = new Map(shown.map((item) => [item._id, item]));
  }

  matches(item: ShownItem, group: RuleGroup = this.query.filter): boolean {
    const outcomes = [
      ...group.rules.map((rule) => matchesRule(rule, this.subject(item, rule.column_id), this.now)),
      ...group.groups.map((nested) => this.matches(item, nested)),
    ];
    if (outcomes.length === 0) return true;
    return group.operator === 'or' ? outcomes.some(Boolean) : outcomes.every(Boolean);
  }

  /** The items in the query's order; ties in board order (item-order.ts), then by id, so every order is total. */
  sort(items: ShownItem[]): ShownItem[] {
    const order = this.query.order_by;
    const keyed = items.map((item) => ({
      item,
      keys: order.map((entry) =>
        ITEM_COLUMNS.has(entry.column_id)
          ? itemSortKey(item, entry.column_id, this.position(item))
          : sortKeyOf(
              this.column(item, entry.column_id),
              this.valueOf(item, entry.column_id),
              this.read(item),
            ),
      ),
    }));
    keyed.sort((left, right) => {
      for (let index = 0; index < order.length; index += 1) {
        const result = compareKeys(left.keys[index], right.keys[index], order[index].direction);
        if (result !== 0) return result;
      }
      return (
        rankOf(left.item._id, left.item.position) - rankOf(right.item._id, right.item.position) ||
        Number(left.item._id) - Number(right.item._id)
      );
    });
    return keyed.map((entry) => entry.item);
  }

  /** The item's value in a column as aggregate groups and adds it up; the board's own columns as their text. */
  aggregated(item: ShownItem, columnId: string): AggregateCell {
    if (ITEM_COLUMNS.has(columnId)) return plainCell(this.subject(item, columnId).text());
    return aggregateCellOf(this.column(item, columnId), this.valueOf(item, columnId), this.read(item));
  }

  private subject(item: ShownItem, columnId: string): RuleSubject {
    if (ITEM_COLUMNS.has(columnId)) return itemSubject(item, columnId, this.position(item));
    return subjectOf(this.column(item, columnId), this.valueOf(item, columnId), this.read(item));
  }

  /** The item's value in a column of its board; none when its board has no such column. */
  private valueOf(item: ShownItem, columnId: string): unknown {
    const column = this.byBoard.get(item.board_id)?.get(columnId);
    return column ? item.values?.[valueKey(column)] : undefined;
  }

  /** Where the items keep the values the rules and sorts read, on every queried board (what candidates project). */
  valueKeysRead(): string[] {
    const read = new Set(valueColumnsOf(this.query));
    const keys = new Set<string>();
    for (const columns of this.byBoard.values())
      for (const [id, column] of columns) if (read.has(id)) keys.add(valueKey(column));
    return [...keys];
  }

  private column(item: ShownItem, columnId: string): ColumnDefinition {
    return (this.byBoard.get(item.board_id)?.get(columnId) ??
      this.anyBoard.get(columnId)) as ColumnDefinition;
  }

  private position(item: ShownItem): number {
    return this.context.groupPosition(item.board_id, item.group_id);
  }

  private read(item: ShownItem): ReadContext {
    return {
      item: {
        id: item._id,
        created_at: item.created_at ?? new Date(0),
        updated_at: item.updated_at ?? item.created_at ?? new Date(0),
        creator_id: item.creator_id ?? '',
        updater_id: item.updater_id ?? item.creator_id ?? null,
        group_id: item.group_id,
      },
      directory: this.context.directory,
      shownLinks: this.shownLinks,
    };
  }
}

/** Column ids the query reads (rules, sorts, aggregates) that name a board column (not the item's own). */
export function valueColumnsOf(query: NormalQuery): string[] {
  return [...new Set(columnsReadBy(query).filter((columnId) => !ITEM_COLUMNS.has(columnId)))];
}

/** The columns of the queried boards that a rule or sort of the query reads. */
export function readColumnsOf(
  query: NormalQuery,
  columns: ReadonlyMap<string, ColumnDefinition[]>,
): ColumnDefinition[] {
  const named = new Set(valueColumnsOf(query));
  return [...columns.values()].flatMap((list) => list.filter((column) => named.has(column.id)));
}
