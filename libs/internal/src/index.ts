/** Signed, validated calls between the services: identity, signing, nonces, contracts. */
export * from './identity';
export * from './signing';
export * from './nonces';
export * from './contracts';
export * from './call';
export * from './serve';
export * from './replicas';
