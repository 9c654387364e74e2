export * from './client';
export * from './stack';
