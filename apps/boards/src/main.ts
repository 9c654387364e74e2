import { runSubgraph } from '@workapi/service-kit';
import { boardsSubgraph } from './subgraph';

runSubgraph(process.env, boardsSubgraph);
