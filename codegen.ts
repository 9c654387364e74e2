import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { Kind, parse, type ObjectTypeDefinitionNode } from 'graphql';

/**
 * Resolver and model types from each subgraph's SDL (`npm run codegen`): a schema change that a
 * resolver no longer fits fails the typecheck. `mappers` name what each type's resolvers actually
 * receive as their parent (records, views, federation references); paths are relative to the
 * generated file. tools/codegen/generated.spec.ts fails while a generated file is stale.
 */
const subgraph = (name: string, contextType: string, mappers: Record<string, string>) => ({
  [`apps/${name}/src/generated/graphql.ts`]: {
    schema: `apps/${name}/src/schema.graphql`,
    plugins: ['typescript', 'typescript-resolvers'],
    config: { contextType: `../context#${contextType}`, mappers },
  },
});

/** The types implementing an interface in a subgraph's SDL (every column value type maps alike). */
const implementationsOf = (name: string, iface: string) =>
  parse(readFileSync(join(__dirname, `apps/${name}/src/schema.graphql`), 'utf8'))
    .definitions.filter(
      (definition): definition is ObjectTypeDefinitionNode =>
        definition.kind === Kind.OBJECT_TYPE_DEFINITION &&
        Boolean(definition.interfaces?.some((implemented) => implemented.name.value === iface)),
    )
    .map((definition) => definition.name.value);

const config: CodegenConfig = {
  overwrite: true,
  config: {
    federation: true,
    enumsAsTypes: true,
    useTypeImports: true,
    // The interface's own fields get resolver types too: one resolver serves them in every implementation.
    addInterfaceFieldResolverTypes: true,
    scalars: {
      ID: 'string',
      // monday.com answers JSON as a JSON-encoded string; arguments arrive as the client sent them.
      JSON: { input: 'unknown', output: 'string' },
      ISO8601DateTime: 'string',
      Date: 'string',
      CompareValue: 'unknown',
    },
  },
  generates: {
    ...subgraph('boards', 'BoardsContext', {
      Board: '../data/boards#BoardRecord',
      Group: '../models#GroupView',
      User: '@workapi/accounts#UserRecord',
      Account: '@workapi/accounts#AccountRecord',
      Team: '@workapi/accounts#TeamRecord',
      GraphqlHierarchyObjectItem: '../data/favorites#FavoriteRecord',
      Workspace: '../models#WorkspaceView',
      Folder: '@workapi/accounts#FolderRecord',
      Tag: '@workapi/accounts#TagRecord',
      AuditLogEntry: '@workapi/audit#AuditEntry',
      Document: '../data/docs#DocRecord',
      DocumentBlock: '../data/docs#BlockRecord',
    }),
    ...subgraph('items', 'ItemsContext', {
      Item: '../data/items#ItemRecord',
      ItemsResponse: '../paging/pager#ItemsPage',
      Board: '../models#BoardReference',
      Group: '../models#GroupReference',
      User: '../models#UserReference',
      Column: '../models#ColumnReference',
      Webhook: '../models#WebhookView',
      Update: '../data/updates#UpdateRecord',
      Reply: '../data/updates#UpdateRecord',
      Like: '../data/update-likes#UpdateLikeRecord',
      NotificationV2: '../data/notifications#NotificationRecord',
      Asset: '../data/assets#AssetParent',
      ...Object.fromEntries(
        implementationsOf('items', 'ColumnValue').map((type) => [
          type,
          '@workapi/column-types#ColumnValueView',
        ]),
      ),
    }),
    ...subgraph('columns', 'ColumnsContext', {
      Column: '../data/columns#ColumnRecord',
      Board: '../models#BoardReference',
    }),
  },
};

export default config;
