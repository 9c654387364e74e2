/** The account's audit log: security events appended by every process, read by the boards subgraph and the admin CLI. */
export * from './events';
export * from './audit-log';
