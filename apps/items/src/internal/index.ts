import { boardItemsState } from './board-items-state';
import { copyGroupItems } from './copy-group-items';
import { groupItemsState } from './group-items-state';
import { itemAccess } from './item-access';
import { touch } from './touch';

/** The items subgraph's internal endpoints (contracts: `endpoints.items` in libs/internal). */
export const internal = [boardItemsState, groupItemsState, copyGroupItems, itemAccess, touch];
