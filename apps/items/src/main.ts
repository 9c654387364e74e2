import './tracing';
import { runSubgraph } from '@workapi/subgraph';
import { itemsSubgraph } from './subgraph';

runSubgraph(process.env, itemsSubgraph);
