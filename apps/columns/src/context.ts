import { forbidden } from '@workapi/errors';
import { type RequestScope } from '@workapi/subgraph';
import type { ColumnsRepository } from './data/columns';

export interface ColumnsContext extends RequestScope {
  columns: ColumnsRepository | null;
  /**
   * Display names of these users of the account (for people columns), or of all of them without
   * `ids` (to check a people value being written); one internal call per batch of a request.
   */
  userNames(ids?: Iterable<string>): Promise<Map<string, string>>;
}

export function columnsOf(context: ColumnsContext): ColumnsRepository {
  if (!context.columns) throw forbidden('This operation needs an authenticated user');
  return context.columns;
}
