export * from './versions';
export {
  annotationsOf,
  deprecatedCoordinates,
  deprecationsUsed,
  lifespansOf,
  versionSchema,
  type Deprecation,
  type DirectiveArguments,
} from './schema';
export { removedInVersion, versionedApiOf, type VersionedApi } from './supergraph';
export { surfaceDifferences } from './surface';
