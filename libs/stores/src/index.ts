/** MongoDB and Redis: connections, indexes, ids, batched lookups and the write counter. */
export * from './stores';
export * from './lookups';
export * from './writes';
