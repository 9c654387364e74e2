import type { GroupRecord } from './data/boards';

// What resolvers pass to the fields of a type when no record serves as is (codegen.ts `mappers`).

/** A group with its board's id: the Group entity's key is both. */
export type GroupView = GroupRecord & { board_id: string };
