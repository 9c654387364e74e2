import type { GroupRecord } from './data/boards';
import type { WorkspaceRecord } from '@workapi/accounts';

// What resolvers pass to the fields of a type when no record serves as is (codegen.ts `mappers`).

/** A group with its board's id: the Group entity's key is both. */
export type GroupView = GroupRecord & { board_id: string };

/**
 * A workspace as its fields see it: a stored one, or the account's main workspace, which is not
 * stored and answers a null id, as on monday.com.
 */
export type WorkspaceView = Omit<WorkspaceRecord, '_id' | 'created_at'> & {
  _id: string | null;
  created_at: Date | null;
};
