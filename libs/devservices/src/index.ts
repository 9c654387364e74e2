export * from './install';
export * from './processes';
export * from './provision';
export * from './stack';
