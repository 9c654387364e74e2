import { runSubgraph } from '@workapi/service-kit';
import { columnsSubgraph } from './subgraph';

runSubgraph(process.env, columnsSubgraph);
