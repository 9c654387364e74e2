import { authenticate } from './authenticate';
import { boardAccess } from './board-access';
import { userNames } from './user-names';
import { visibleBoards } from './visible-boards';

/** The boards subgraph's internal endpoints (contracts: `endpoints.boards` in libs/internal). */
export const internal = [authenticate, boardAccess, visibleBoards, userNames];
