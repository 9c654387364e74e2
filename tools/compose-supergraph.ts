// Rewrites apps/gateway/src/supergraph.graphql from the subgraphs' schema.graphql files.
import { writeFileSync } from 'node:fs';
import { composeSupergraph } from '../apps/gateway/src/composition';
import { SUPERGRAPH_FILE } from '../apps/gateway/src/supergraph-file';

writeFileSync(SUPERGRAPH_FILE, composeSupergraph());
console.log(`wrote ${SUPERGRAPH_FILE}`);
