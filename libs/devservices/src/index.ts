export * from './install';
export * from './kubernetes';
export * from './postgres';
export * from './processes';
export * from './provision';
export * from './stack';
export * from './supervise';
