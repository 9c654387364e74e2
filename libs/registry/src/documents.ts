import type { SubgraphName } from '@workapi/config';
import type { CheckReport } from './report';

/** One published schema of one subgraph (collection `subgraph_versions`, `_id` `<subgraph>:<version>`). */
export interface SubgraphVersion {
  subgraph: SubgraphName;
  /** 1, 2, 3 ... per subgraph; a rollback publishes an old schema under a new number. */
  version: number;
  /** SHA-256 of `sdl`, hex. */
  hash: string;
  sdl: string;
  /** The source revision it came from: the git commit of the checkout, or `--revision`. */
  revision: string | null;
  published_at: Date;
  published_by: string;
  /** The check it passed, as `npm run schema -- check --json` prints it. */
  check: CheckReport;
}

/** Where a supergraph's part of one subgraph came from. */
export interface SubgraphPart {
  /** The published version, or null when the registry had none and the checked-in file was used. */
  version: number | null;
  hash: string;
  source: 'registry' | 'checkout';
  /** Kept whole so any supergraph can be composed again from what the registry holds. */
  sdl: string;
}

/**
 * One composed supergraph (collection `supergraph_versions`, `_id` its version number). Inserting
 * it under the next number is what serialises publishes: one insert wins, the others get a
 * duplicate key, read the new head and check again.
 */
export interface SupergraphVersion {
  /** 1, 2, 3 ...: the next version is inserted only by someone who read this one as the head. */
  version: number;
  /** SHA-256 of `sdl`, hex: what gateways report back in their heartbeats. */
  hash: string;
  sdl: string;
  /** What it was composed from, by subgraph. */
  subgraphs: Record<SubgraphName, SubgraphPart>;
  /** The subgraph version whose publish made it (whole, so a reader can record it if the publisher died). */
  published: SubgraphVersion;
  published_at: Date;
  published_by: string;
  /** Dangerous changes the publisher accepted (`--accept`), by schema coordinate. */
  accepted: string[];
}

/** The head's version and hash: what a gateway compares with what it serves. */
export interface HeadRef {
  version: number;
  hash: string;
}

/** What a gateway last said it serves (collection `heartbeats`, `_id` the gateway's id). */
export interface Heartbeat {
  gateway: string;
  /** The supergraph version it applied; null when it serves the checked-in supergraph. */
  version: number | null;
  hash: string;
  last_seen: Date;
}
