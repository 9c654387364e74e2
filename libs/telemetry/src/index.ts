/** What a process reports about its GraphQL operations: Prometheus series per operation, OpenTelemetry traces. */
// First: graphql-js must be loaded in production mode before any other module loads it.
export * from './graphql-production';
export * from './tracing';
export * from './operations';
