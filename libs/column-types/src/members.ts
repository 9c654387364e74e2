import { columnValueInvalid } from '@workapi/errors';
import type { ColumnType } from './columns';
import type { WriteContext } from './types';

/**
 * The id of a user (`users`) or team (`teams`) of the caller's account, given as a number or a
 * string of digits: what people, team and person values may name, as on monday.com.
 */
export function memberId(type: ColumnType, part: 'users' | 'teams', raw: unknown, ctx: WriteContext): number {
  const what = part === 'teams' ? 'team' : 'user';
  const id = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0)
    throw columnValueInvalid(type, `${JSON.stringify(raw)} is not a ${what} id`);
  if (!ctx.directory[part].has(String(id)))
    throw columnValueInvalid(type, `${part === 'teams' ? 'Team' : 'User'} ${id} is not of this account`);
  return id;
}
