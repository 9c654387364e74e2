import { authenticate } from './authenticate';
import { reference } from './reference';

/** The boards subgraph's internal endpoints (contracts: `endpoints.boards` in libs/internal). */
export const internal = [authenticate, reference];
