/** What a process reports about its GraphQL operations: Prometheus series per operation, OpenTelemetry traces. */
export * from './tracing';
export * from './operations';
