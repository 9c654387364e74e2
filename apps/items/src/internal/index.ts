import { boardItemsState } from './board-items-state';
import { copyGroupItems } from './copy-group-items';
import { groupItemsState } from './group-items-state';
import { itemAccess } from './item-access';
import { restoreItems } from './restore-items';
import { touch } from './touch';

/** The items subgraph's internal endpoints (contracts: `endpoints.items` in libs/internal). */
export const internal = [boardItemsState, groupItemsState, restoreItems, copyGroupItems, itemAccess, touch];
