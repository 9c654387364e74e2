import { boardEvents } from './board-events';
import { cascadeItems } from './cascade-items';
import { releaseUploads } from './release-uploads';
import { docColumn } from './doc-column';

/** The items subgraph's internal endpoints (contract: `endpoints.items` in libs/internal). */
export const internal = [cascadeItems, boardEvents, releaseUploads, docColumn];
