export * from './cost';
export * from './limits';
export * from './plan';
export * from './report';
