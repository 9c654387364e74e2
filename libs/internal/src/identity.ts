/** Who is calling, as established by the gateway (contract: only the gateway talks to subgraphs). */
export interface Caller {
  accountId: string;
  userId: string;
  tier: string;
}

export interface OperationCharge {
  query: number;
  before: number;
  after: number;
  reset_in_x_seconds: number;
}
