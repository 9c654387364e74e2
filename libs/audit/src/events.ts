/**
 * The security events the audit log records, by monday.com's names where monday's audit log has
 * the event (`user-invite`, `user-deactivated`, `user-reactivated`, `user-role-change`,
 * `failed-login`), and in the same kebab-case style where it has none (API tokens, webhooks and a
 * user's details are not among monday's published events).
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
} as const;

export type AuditEvent = (typeof AUDIT_EVENTS)[keyof typeof AUDIT_EVENTS];

/** Who did it, and from where: the caller the gateway signed, or nobody for the operator's CLI. */
export interface AuditActor {
  accountId: string | null;
  /** The user who acted; null for the operator (admin CLI) or a client that named no known token. */
  userId: string | null;
  /** The client's address as the gateway saw it; null where no client is (the admin CLI). */
  address?: string | null;
}

/** The operator at the admin CLI: acts on an account as no user of it, from no client address. */
export const operatorOn = (accountId: string): AuditActor => ({ accountId, userId: null, address: null });
