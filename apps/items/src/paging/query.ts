import { idList, invalidArgument } from '@workapi/errors';
import { type QueryRule } from '@workapi/rules';
import type { ItemState } from '../data/items';
import type { LookupColumn } from './lookup';

export type QueryState = ItemState | 'all';

export interface RuleGroup {
  operator: 'and' | 'or';
  rules: QueryRule[];
  groups: RuleGroup[];
}

export interface OrderBy {
  column_id: string;
  direction: 'asc' | 'desc';
}

/** A rule as the client sent it: a field may be missing or null (explicit nulls replace the SDL's defaults). */
type RuleInput = { [K in keyof QueryRule]?: QueryRule[K] | null };

/** ItemsQuery as the client sent it (GraphQL input). */
export interface ItemsQueryInput {
  boards?: string[] | null;
  state?: QueryState | null;
  ids?: string[] | null;
  rules?: RuleInput[] | null;
  operator?: 'and' | 'or' | null;
  groups?: Array<{
    rules?: RuleInput[] | null;
    groups?: unknown[] | null;
    operator?: 'and' | 'or' | null;
  }> | null;
  order_by?: Array<{ column_id: string; direction?: 'asc' | 'desc' | null }> | null;
}

/** The query with every default filled in: what a cursor is bound to and what each page re-checks. */
export interface NormalQuery {
  boards: string[] | null;
  state: QueryState;
  ids: string[] | null;
  filter: RuleGroup;
  order_by: OrderBy[];
  /** items_page_by_column_values: the searched columns (AND), each with the keys it finds (OR). */
  lookup?: LookupColumn[];
  /** aggregate: the columns it groups by and aggregates, read with those of the rules and sorts. */
  reads?: string[];
}

/** Where the query runs: a board's or group's items_page imply them. */
export interface PageScope {
  board?: string;
  group?: { id: string; board: string };
}

/** Columns the items subgraph answers itself; every other column id belongs to the columns subgraph. */
export const ITEM_COLUMNS = new Set(['name', '__creation_log__', '__last_updated__', 'group']);

const MAX_RULES = 100;

function normalRules(rules: RuleInput[] | null | undefined): QueryRule[] {
  return (rules ?? []).map((rule) => {
    if (!rule.column_id) throw invalidArgument('Every rule needs a column_id');
    return {
      column_id: String(rule.column_id),
      compare_value: rule.compare_value ?? null,
      compare_attribute: rule.compare_attribute ?? null,
      operator: rule.operator ?? 'any_of',
    };
  });
}

function normalGroup(
  input: {
    rules?: RuleInput[] | null;
    groups?: unknown[] | null;
    operator?: 'and' | 'or' | null;
  },
  depth: number,
): RuleGroup {
  if (depth > 5) throw invalidArgument('Rule groups nest at most 5 deep');
  return {
    operator: input.operator ?? 'and',
    rules: normalRules(input.rules),
    groups: ((input.groups ?? []) as Array<Parameters<typeof normalGroup>[0]>).map((group) =>
      normalGroup(group, depth + 1),
    ),
  };
}

export function leavesOf(group: RuleGroup): QueryRule[] {
  return [...group.rules, ...group.groups.flatMap(leavesOf)];
}

/** Every column id the query reads of its items: its rules', its sorts' and those it aggregates. */
export function columnsReadBy(query: NormalQuery): string[] {
  return [
    ...leavesOf(query.filter).map((rule) => rule.column_id),
    ...query.order_by.map((order) => order.column_id),
    ...(query.reads ?? []),
  ];
}

export function normalizeQuery(input: ItemsQueryInput | null | undefined): NormalQuery {
  const query: NormalQuery = {
    boards: input?.boards ? [...new Set(input.boards.map(String))].sort() : null,
    state: input?.state ?? 'active',
    ids: idList(input?.ids)?.sort() ?? null,
    filter: normalGroup({ rules: input?.rules, groups: input?.groups, operator: input?.operator }, 0),
    order_by: (input?.order_by ?? []).map((order) => ({
      column_id: String(order.column_id),
      direction: order.direction ?? 'asc',
    })),
  };
  if (query.boards && query.boards.length > 100) throw invalidArgument('at most 100 boards per query');
  if (leavesOf(query.filter).length > MAX_RULES)
    throw invalidArgument(`at most ${MAX_RULES} rules per query`);
  return query;
}
