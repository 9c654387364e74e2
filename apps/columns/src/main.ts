import './tracing';
import { runSubgraph } from '@workapi/subgraph';
import { columnsSubgraph } from './subgraph';

runSubgraph(process.env, columnsSubgraph);
