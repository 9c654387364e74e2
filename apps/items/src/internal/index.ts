import { cascadeItems } from './cascade-items';
import { releaseUploads } from './release-uploads';

/** The items subgraph's internal endpoint (contract: `endpoints.items` in libs/internal). */
export const internal = [cascadeItems, releaseUploads];
