/**
 * Reference data: what one subgraph needs of another team's data (board visibility and groups,
 * users' names, column definitions), published by its owner in Redis on every change and held by
 * each reader per process, checked against the published versions once per request.
 */
export * from './cache';
export * from './facts';
export * from './keys';
export * from './publisher';
export * from './size';
