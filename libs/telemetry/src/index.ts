/**
 * What a process reports about its GraphQL operations: Prometheus series per operation, OpenTelemetry
 * traces; and CPU profiles on demand.
 */
// First: graphql-js must be loaded in production mode before any other module loads it.
export * from './graphql-production';
export * from './tracing';
export * from './operations';
export * from './profiling';
