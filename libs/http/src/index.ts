/** The HTTP server every process runs on (Fastify). */
export * from './server';
export * from './timeout';
export * from './unread-body';
