import './tracing';
import { runSubgraph } from '@workapi/subgraph';
import { boardsSubgraph } from './subgraph';

runSubgraph(process.env, boardsSubgraph);
