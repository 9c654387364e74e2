import type { SubgraphName } from '@workapi/config';
import type { SchemaChange } from './changes';
import type { OperationBreak } from './operations';

/** A schema change with the API versions whose client-facing schema it changes. */
export interface VersionedChange extends SchemaChange {
  versions: string[];
  /** It changes a released version (maintenance or current), not only the release candidate. */
  released: boolean;
  /** A dangerous change to a released version that `--accept` named. */
  accepted?: boolean;
}

/** What `check` found, as `--json` prints it and the registry keeps it with a publish. */
export interface CheckReport {
  subgraph: SubgraphName;
  /** SHA-256 of the candidate SDL. */
  candidate: string;
  /** What the candidate was compared with. */
  base: {
    version: number | null;
    hash: string | null;
    source: 'registry' | 'checked-in' | 'none';
  };
  /** What each subgraph's part of the candidate supergraph is (the candidate's own included). */
  composed_with: Array<{
    subgraph: SubgraphName;
    version: number | null;
    source: 'registry' | 'checkout' | 'candidate';
  }>;
  composition: { ok: boolean; errors: string[] };
  /** SHA-256 of the candidate supergraph, when it composed. */
  supergraph: string | null;
  changes: VersionedChange[];
  operations: { checked: Record<string, number>; broken: OperationBreak[] };
  /** `--accept` coordinates that named a dangerous change, and those that named none. */
  accepted: string[];
  unused_accepts: string[];
  /** What the reader should know: schemas taken from the checkout, breaks allowed in unreleased versions. */
  notes: string[];
  verdict: { ok: boolean; reasons: string[] };
}
