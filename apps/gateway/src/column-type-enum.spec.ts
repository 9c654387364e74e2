import { readFileSync } from 'node:fs';
import { Kind, parse, type EnumTypeDefinitionNode } from 'graphql';
import { SUBGRAPH_NAMES } from '@workapi/config';
import { COLUMN_TYPE_NAMES } from '@workapi/column-types';
import { subgraphSchemaFile } from './composition';

/** The values of the `ColumnType` enum in each subgraph's SDL that declares one. */
const declared = Object.fromEntries(
  SUBGRAPH_NAMES.flatMap((name) => {
    const enumType = parse(readFileSync(subgraphSchemaFile(name), 'utf8')).definitions.find(
      (definition): definition is EnumTypeDefinitionNode =>
        definition.kind === Kind.ENUM_TYPE_DEFINITION && definition.name.value === 'ColumnType',
    );
    return enumType ? [[name, (enumType.values ?? []).map((value) => value.name.value).sort()]] : [];
  }),
);

describe('the ColumnType enum', () => {
  // COLUMN_TYPE_NAMES is the one list: a type the SDL offers but no handler serves would fail at
  // write time, and a handled type missing from the SDL could never be created.
  it('lists in every subgraph that declares it exactly the column types libs/column-types implements', () => {
    expect(Object.keys(declared)).toContain('columns');
    const implemented = [...COLUMN_TYPE_NAMES].sort();
    expect(declared).toEqual(Object.fromEntries(Object.keys(declared).map((name) => [name, implemented])));
  });
});
