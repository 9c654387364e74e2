export * from './client';
export * from './stack';
export * from './scope';
