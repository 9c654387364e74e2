/** The items_page query-rule engine. */
export * from './rules';
