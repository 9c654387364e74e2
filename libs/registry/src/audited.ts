import { AUDIT_EVENTS, auditing, auditLogOn, type AuditFailures, type AuditRecorder } from '@workapi/audit';
import type { MongoClient } from 'mongodb';
import type { StoreConfig } from '@workapi/config';
import type { PublishInput, PublishOutcome } from './publish';

/** Schema changes belong to no account and no user of one: the stack's operator (or a subgraph at start) made them. */
const OPERATOR = { accountId: null, userId: null, address: null };

/**
 * Records each publish that moved the head in the audit log (libs/audit), a rollback as such:
 * which subgraph, its new version, the supergraph's, who published and from which revision. The
 * schema itself is not recorded (it is the registry's), nor anything secret. A failed write is
 * the `failures`' to report: the publish stands.
 */
export function schemaAudit(
  client: MongoClient,
  settings: Pick<StoreConfig, 'mongoDbPrefix'>,
  failures: AuditFailures,
): (input: PublishInput, outcome: PublishOutcome) => Promise<void> {
  const record: AuditRecorder = auditing(auditLogOn(client, settings), failures);
  return async (input, outcome) => {
    if (outcome.outcome !== 'published') return;
    const { published, version } = outcome.supergraph;
    await record(OPERATOR, input.rollsBackTo ? AUDIT_EVENTS.schemaRolledBack : AUDIT_EVENTS.schemaPublished, {
      subgraph: published.subgraph,
      version: published.version,
      supergraph_version: version,
      published_by: published.published_by,
      revision: published.revision,
      ...(input.rollsBackTo ? { rolled_back_to: input.rollsBackTo } : {}),
    });
  };
}
