/** Structured logs (pino) and Prometheus counters. */
export * from './logger';
export * from './metrics';
export * from './series';
