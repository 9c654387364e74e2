import { boardEvents } from './board-events';
import { cascadeItems } from './cascade-items';

/** The items subgraph's internal endpoints (contract: `endpoints.items` in libs/internal). */
export const internal = [cascadeItems, boardEvents];
