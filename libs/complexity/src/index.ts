export * from './cost';
export * from './limits';
export * from './price';
export * from './report';
export * from './daily';
