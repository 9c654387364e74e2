import type { ColumnDefinition } from './columns';
import { COLUMN_TYPES } from './registry';
import type { TagFacts } from './tags';

/**
 * What of the account a value may name besides its board, as the boards subgraph publishes it
 * (reference data): users' and teams' display names, and tags. A people value names users and
 * teams, a tags value tags.
 */
export interface Directory {
  users: ReadonlyMap<string, string>;
  teams: ReadonlyMap<string, string>;
  tags: ReadonlyMap<string, TagFacts>;
}

export type DirectoryPart = keyof Directory;

/** A directory naming nothing: what a request touching no people or tags column needs. */
export const EMPTY_DIRECTORY: Directory = { users: new Map(), teams: new Map(), tags: new Map() };

/**
 * The parts of the directory values of these columns name (their handlers' `names`): only these
 * are read for a request writing, reading or searching them.
 */
export function directoryPartsOf(columns: Iterable<ColumnDefinition>): DirectoryPart[] {
  const parts = new Set<DirectoryPart>();
  for (const column of columns) for (const part of COLUMN_TYPES[column.type]?.names ?? []) parts.add(part);
  return [...parts].sort();
}
