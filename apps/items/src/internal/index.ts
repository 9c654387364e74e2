import { boardEvents } from './board-events';
import { cascadeItems } from './cascade-items';
import { releaseUploads } from './release-uploads';

/** The items subgraph's internal endpoints (contract: `endpoints.items` in libs/internal). */
export const internal = [cascadeItems, boardEvents, releaseUploads];
