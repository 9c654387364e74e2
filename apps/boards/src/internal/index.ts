import { authenticate } from './authenticate';
import { reference } from './reference';
import { subitemsBoard } from './subitems-board';
import { teamMembers } from './team-members';

/** The boards subgraph's internal endpoints (contracts: `endpoints.boards` in libs/internal). */
export const internal = [authenticate, reference, subitemsBoard, teamMembers];
