export * from './cost';
export * from './limits';
export * from './report';
