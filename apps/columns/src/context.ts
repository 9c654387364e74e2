import { forbidden, type RequestScope } from '@workapi/service-kit';
import type { ColumnsRepository } from './data/columns';

export interface ColumnsContext extends RequestScope {
  columns: ColumnsRepository | null;
  /** Display names of the account's users (for people and log columns), fetched at most once per request. */
  userNames(): Promise<Map<string, string>>;
}

export function columnsOf(context: ColumnsContext): ColumnsRepository {
  if (!context.columns) throw forbidden('This operation needs an authenticated user');
  return context.columns;
}
