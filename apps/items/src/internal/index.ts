import { cascadeItems } from './cascade-items';

/** The items subgraph's internal endpoint (contract: `endpoints.items` in libs/internal). */
export const internal = [cascadeItems];
