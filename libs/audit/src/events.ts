/**
 * The security events the audit log records, by monday.com's names where monday's audit log has
 * the event (`user-invite`, `user-deactivated`, `user-reactivated`, `user-role-change`,
 * `failed-login`), and in the same kebab-case style where it has none (API tokens, webhooks, a
 * user's details, who belongs to a board and the schema registry are not among monday's published
 * events; board members are named as monday names team members, `add-user-to-team`).
 */
export const AUDIT_EVENTS = {
  tokenCreated: 'api-token-created',
  tokenRotated: 'api-token-rotated',
  tokenRevoked: 'api-token-revoked',
  /** An address sent too many unknown API tokens in a window: recorded once per window and address. */
  unknownTokens: 'failed-login',
  userInvited: 'user-invite',
  userActivated: 'user-reactivated',
  userDeactivated: 'user-deactivated',
  userRoleChanged: 'user-role-change',
  userDetailsChanged: 'user-details-change',
  webhookCreated: 'webhook-created',
  webhookDeleted: 'webhook-deleted',
  /** Users or teams made subscribers or owners of a board (`kind`), or taken off it. */
  boardUsersAdded: 'add-user-to-board',
  boardUsersRemoved: 'remove-user-from-board',
  boardTeamsAdded: 'add-team-to-board',
  boardTeamsRemoved: 'remove-team-from-board',
  /** What a board's members who do not own it may change (`set_board_permission`). */
  boardPermissionChanged: 'board-permission-change',
  /** A subgraph's schema made the head of the registry, by the operator or a subgraph at start. */
  schemaPublished: 'schema-publish',
  /** An earlier schema of a subgraph published again (`npm run schema -- rollback`). */
  schemaRolledBack: 'schema-rollback',
} as const;

export type AuditEvent = (typeof AUDIT_EVENTS)[keyof typeof AUDIT_EVENTS];

/** Who did it, and from where: the caller the gateway signed, or nobody for the operator's CLI. */
export interface AuditActor {
  accountId: string | null;
  /** The user who acted; null for the operator (admin CLI) or a client that named no known token. */
  userId: string | null;
  /** The client's address as the gateway saw it; null where no client is (the admin CLI). */
  address?: string | null;
  /** The client's User-Agent as the gateway received it; null where it sent none or no client is. */
  userAgent?: string | null;
}

/** The operator at the admin CLI: acts on an account as no user of it, from no client address. */
export const operatorOn = (accountId: string): AuditActor => ({ accountId, userId: null, address: null });
