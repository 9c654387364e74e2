/** Who is calling, as established by the gateway (contract: only the gateway talks to subgraphs). */
export interface Caller {
  accountId: string;
  userId: string;
  tier: string;
  /** The user's role (contract section 9): what it may do, decided where it is read. */
  role: string;
  /**
   * The client's address as the gateway saw it, for the audit log; signed with the rest. Absent
   * from a token's lookup answer: the gateway adds it per request.
   */
  address?: string;
  /**
   * The client's User-Agent as the gateway received it (printable ASCII, at most 512 characters),
   * for the audit log; signed with the rest, added per request as `address` is.
   */
  userAgent?: string;
}

export interface OperationCharge {
  query: number;
  before: number;
  after: number;
  reset_in_x_seconds: number;
}

/**
 * What a subgraph read to answer the gateway, priced after execution (README, Limits and prices):
 * `items` stored items read by first pages of items_page building their snapshot. A subgraph sends
 * it in its response's `extensions.reads`; the gateway never forwards subgraph extensions.
 */
export interface OperationReads {
  items: number;
}

export const READS_EXTENSION = 'reads';
