import type { WebhookRecord } from './data/webhooks';

// What resolvers pass to the fields of a type when no record serves as is (codegen.ts `mappers`).

/**
 * A board of the boards subgraph, as federation hands it over: its key, and for items_page its
 * groups in board order (`@requires(fields: "groups { id }")`).
 */
export interface BoardReference {
  id: string;
  groups?: Array<{ id: string } | null> | null;
}

/** A group of the boards subgraph: ids are unique within a board only, so the key carries the board. */
export interface GroupReference {
  id: string;
  board_id: string;
}

/** A user of the boards subgraph (`resolvable: false` here): its key. */
export interface UserReference {
  id: string;
}

/** A column of the columns subgraph (`resolvable: false` here): its key. */
export interface ColumnReference {
  id: string;
  board_id: string;
}

/** A webhook as its fields see it: its record, and whether this answer shows its signing secret (create_webhook's only). */
export interface WebhookView {
  record: WebhookRecord;
  showSecret: boolean;
}
