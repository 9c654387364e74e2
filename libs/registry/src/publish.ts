import type { SubgraphName } from '@workapi/config';
import { checkCandidate, type CheckInput, type CheckReport } from './check';
import { sha256 } from './compose';
import type { SubgraphPart, SupergraphVersion } from './documents';
import type { RegistryStore } from './store';

/** How many times a publish reads the head again after another publish took the version it wanted. */
export const PUBLISH_ATTEMPTS = 5;

export interface PublishInput extends CheckInput {
  /** The source revision (git commit) of the schema, if known. */
  revision?: string | null;
  /** Who or what publishes: `ann@laptop (npm run schema)`, `items subgraph at start`. */
  publishedBy: string;
  /** A rollback: the earlier version of the subgraph whose schema this publishes again (the audit log says so). */
  rollsBackTo?: number;
}

export type PublishOutcome =
  /** A new subgraph version and a new head supergraph. */
  | {
      outcome: 'published';
      supergraph: SupergraphVersion;
      report: CheckReport;
      attempts: number;
      /** Whether gateways were told on Redis (they also poll the head, so a miss only delays them). */
      notified: boolean;
    }
  /** The head already has exactly this schema of the subgraph: nothing was written. */
  | { outcome: 'unchanged'; supergraph: SupergraphVersion; report: CheckReport; attempts: number }
  /** The check refused it (against the head of the last attempt). */
  | { outcome: 'refused'; report: CheckReport; attempts: number }
  /** Other publishes took every version this one tried for. */
  | { outcome: 'contended'; report: CheckReport; attempts: number };

/**
 * Checks the candidate against the head and, when it passes, makes it the head: a new version of
 * the subgraph and of the supergraph. The insert of supergraph version head+1 is the step that
 * serialises concurrent publishes (RegistryStore); the loser reads the new head, checks against it
 * again (the winner's change may make its own break or not compose) and tries again, up to
 * PUBLISH_ATTEMPTS times. `announce` runs once the head moved (the Redis notification) and says
 * whether it reached Redis.
 */
export async function publishSubgraph(
  store: RegistryStore,
  input: PublishInput,
  announce: (head: SupergraphVersion) => Promise<boolean>,
): Promise<PublishOutcome> {
  let report: CheckReport | undefined;
  for (let attempt = 1; attempt <= PUBLISH_ATTEMPTS; attempt += 1) {
    const head = await store.head();
    const checked = await checkCandidate(head, input);
    report = checked.report;
    if (!checked.supergraphSdl || !checked.parts) return { outcome: 'refused', report, attempts: attempt };
    const current = head?.subgraphs[input.subgraph];
    if (head && current?.source === 'registry' && current.hash === report.candidate) {
      return { outcome: 'unchanged', supergraph: head, report, attempts: attempt };
    }
    const next = nextVersion(head, input, checked.supergraphSdl, checked.parts, report);
    if (await store.commit(next)) {
      await store.recordSubgraphVersion(next.published);
      await store.moveHead(head?.version ?? 0, { version: next.version, hash: next.hash });
      const notified = await announce(next);
      return { outcome: 'published', supergraph: next, report, attempts: attempt, notified };
    }
  }
  return { outcome: 'contended', report: report as CheckReport, attempts: PUBLISH_ATTEMPTS };
}

function nextVersion(
  head: SupergraphVersion | null,
  input: PublishInput,
  supergraphSdl: string,
  parts: Record<SubgraphName, SubgraphPart>,
  report: CheckReport,
): SupergraphVersion {
  const now = new Date();
  // Every publish of a subgraph passes through the head, so the head's number is its newest.
  const version = (head?.subgraphs[input.subgraph]?.version ?? 0) + 1;
  const published = {
    subgraph: input.subgraph,
    version,
    hash: sha256(input.sdl),
    sdl: input.sdl,
    revision: input.revision ?? null,
    published_at: now,
    published_by: input.publishedBy,
    check: report,
  };
  return {
    version: (head?.version ?? 0) + 1,
    hash: sha256(supergraphSdl),
    sdl: supergraphSdl,
    subgraphs: { ...parts, [input.subgraph]: { ...parts[input.subgraph], version } },
    published,
    published_at: now,
    published_by: input.publishedBy,
    accepted: report.accepted,
  };
}
