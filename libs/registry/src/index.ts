/**
 * The schema registry (docs/registry.md): published subgraph schemas and composed supergraphs with
 * their history in MongoDB, the head moved by compare-and-set and announced on Redis, gateways'
 * heartbeats, and the check every publish passes.
 */
export * from './registry';
export { RegistryStore } from './store';
export type { HeadRef, Heartbeat, SubgraphPart, SubgraphVersion, SupergraphVersion } from './documents';
export {
  checkCandidate,
  type CheckInput,
  type CheckOutcome,
  type CheckReport,
  type VersionedChange,
} from './check';
export { publishSubgraph, PUBLISH_ATTEMPTS, type PublishInput, type PublishOutcome } from './publish';
export { composeSubgraphs, sha256, type Composition } from './compose';
export { coordinateOf, normalizeCoordinate, schemaChanges, type Level, type SchemaChange } from './changes';
export { executableDocument, operationBreaks, type KnownOperation, type OperationBreak } from './operations';
export { persistedOperations } from './persisted';
