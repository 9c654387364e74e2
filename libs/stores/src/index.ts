/** MongoDB and Redis: connections, ids, the write counter, and where the engines differ (engine.ts). */
export * from './stores';
export * from './redis';
export * from './engine';
export * from './writes';
export * from './lease';
export * from './migrations';
