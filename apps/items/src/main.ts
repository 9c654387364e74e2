import { runSubgraph } from '@workapi/service-kit';
import { itemsSubgraph } from './subgraph';

runSubgraph(process.env, itemsSubgraph);
