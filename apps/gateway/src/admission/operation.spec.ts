import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { heapGrowthMb } from '@workapi/testing';
import { API_VERSIONS } from '@workapi/versioning';
import { SUPERGRAPH_FILE } from '../supergraph-file';
import { VersionedSchemas } from '../versions';
import { OperationChecker } from './operation';

const schemas = new VersionedSchemas(readFileSync(SUPERGRAPH_FILE, 'utf8'));
const version = API_VERSIONS.find((entry) => entry.value === '2026-01')!;

/** About 8 KB of a document naming 90 fields no type has, its own by `n`. */
const invalid = (n: number) =>
  `query { ${Array.from({ length: 90 }, (_, at) => `a${n}_${at}: unknown_${at}(ids: [${at}]) { id name text value }`).join(' ')} }`;

describe('the validation verdicts a gateway keeps', () => {
  it("keeps an invalid document's errors as the refusal lists them, not its parse", () => {
    const checker = new OperationChecker(schemas);
    const text = invalid(0);
    const verdict = checker.verdict(version, 'hash-0', parse(text));
    expect(verdict.errors).toHaveLength(90);
    expect(verdict.errors[0]).toEqual({
      message: 'Cannot query field "unknown_0" on type "Query".',
      locations: [{ line: 1, column: 9 }],
    });
    expect(checker.verdict(version, 'hash-0', parse(text))).toBe(verdict);
  });

  it('keeps the verdicts of new invalid documents within 16 MiB', async () => {
    const checker = new OperationChecker(schemas);
    const grown = await heapGrowthMb(() => {
      for (let n = 0; n < 200; n += 1) checker.verdict(version, `hash-${n}`, parse(invalid(n)));
    });
    // Each GraphQLError keeps its nodes and through them the document's parse: about 1.3 MB a
    // verdict, 260 MB for these when kept as they came (5,000 verdicts by count before).
    expect(grown).toBeLessThan(16 * 1.05 + 4);
    expect(checker.verdict(version, 'hash-199', parse('{ me { id } }')).errors).toHaveLength(90);
  });
});
