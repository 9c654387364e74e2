/** The environment's configuration, parsed and checked once. */
export * from './config';
