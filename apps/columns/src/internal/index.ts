import { copyValues } from './copy-values';
import { defaultColumns } from './default-columns';
import { evaluate } from './evaluate';
import { writeValues } from './write-values';

/** The columns subgraph's internal endpoints (contracts: `endpoints.columns` in libs/internal). */
export const internal = [defaultColumns, writeValues, evaluate, copyValues];
