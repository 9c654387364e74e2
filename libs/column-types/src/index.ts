/**
 * The column types: how a value is checked and stored, rendered, compared and sorted, one
 * handler per type behind one interface (the registry). The items subgraph stores and serves
 * values with it; the columns subgraph creates labels with it.
 */
export * from './aggregates';
export * from './capabilities';
export * from './columns';
export * from './column-settings';
export * from './directory';
export * from './lookup';
export * from './registry';
export * from './subjects';
export { type TagFacts } from './tags';
export * from './prepare';
export { linkedIdsOf } from './relations';
export { FormulaWork, MAX_FORMULA_COLUMNS } from './formula-work';
export { assignedUserIds } from './people';
export { DEFAULT_STATUS_SETTINGS } from './labels';
