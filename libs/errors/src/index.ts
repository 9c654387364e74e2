/** Error codes of the contract, domain refusals, and the argument checks that raise them. */
export * from './errors';
export * from './validation';
