/** MongoDB and Redis: connections, ids, the change counter, and where the engines differ (engine.ts). */
export * from './stores';
export * from './redis';
export * from './engine';
export * from './change-counter';
export * from './lease';
export * from './redis-lease';
export * from './migrations';
export * from './outbox';
export * from './rounds';
