/** Signed, validated calls between the services: identity, signing, nonces, contracts. */
export * from './identity';
export * from './signing';
export * from './nonces';
export * from './contracts';
export * from './call';
export * from './serve';
export * from './replicas';
export * from './event-clock';
export * from './board-events';
export * from './event-relay';
