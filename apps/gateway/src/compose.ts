// `npx nx run gateway:compose`: rewrites supergraph.graphql from the subgraphs' schema.graphql files.
import { writeFileSync } from 'node:fs';
import { composeSupergraph } from './composition';
import { SUPERGRAPH_FILE } from './supergraph-file';

writeFileSync(SUPERGRAPH_FILE, composeSupergraph());
console.log(`wrote ${SUPERGRAPH_FILE}`);
