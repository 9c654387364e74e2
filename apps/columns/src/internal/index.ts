import { addLabels } from './add-labels';
import { boardColumns } from './board-columns';
import { copyColumns } from './copy-columns';

/** The columns subgraph's internal endpoints (contracts: `endpoints.columns` in libs/internal). */
export const internal = [boardColumns, addLabels, copyColumns];
