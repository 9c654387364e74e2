export * from './contracts';
export * from './call';
export * from './serve';
