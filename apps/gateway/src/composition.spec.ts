import { readFileSync } from 'node:fs';
import { composeSupergraph, subgraphSchemaFile } from './composition';
import { SUPERGRAPH_FILE } from './supergraph-file';

describe('the supergraph', () => {
  it('is what the subgraphs’ schema files compose to today (run `npm run compose` after changing one)', () => {
    expect(readFileSync(SUPERGRAPH_FILE, 'utf8')).toBe(composeSupergraph());
  });

  it('fails to compose when subgraphs disagree, naming the conflict', () => {
    // The items team declares Board.id with another type than the boards team owns.
    const conflicting = (name: string) => {
      const sdl = readFileSync(subgraphSchemaFile(name), 'utf8');
      return name === 'items'
        ? sdl.replace(
            /type Board @key\(fields: "id"\) \{\n  id: ID!/,
            'type Board @key(fields: "id") {\n  id: Int!',
          )
        : sdl;
    };
    expect(conflicting('items')).toContain('id: Int!');
    expect(() => composeSupergraph(conflicting)).toThrow(/Composition failed[\s\S]*Board\.id/);
  });
});
