export * from './client';
export * from './stack';
export * from './scope';
export * from './npm-start';
export * from './columns';
export * from './slots';
export * from './redis-cluster';
export * from './monday';
