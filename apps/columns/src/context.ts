import { forbidden, type RequestScope } from '@workapi/service-kit';
import type { ColumnsRepository } from './data/columns';

export interface ColumnsContext extends RequestScope {
  columns: ColumnsRepository | null;
}

export function columnsOf(context: ColumnsContext): ColumnsRepository {
  if (!context.columns) throw forbidden('This operation needs an authenticated user');
  return context.columns;
}
