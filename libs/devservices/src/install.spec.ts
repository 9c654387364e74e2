import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildFromGoProxy,
  IN_SET_CASE,
  IN_SET_SOURCE,
  patchInSet,
  patchPostgresqlInPushdown,
  patchResourceTracking,
  patchSjsonDecoding,
  patchSqliteIdLookup,
  POSTGRESQL_IN_CASE,
  POSTGRESQL_IN_PUSHDOWN_SOURCE,
  SJSON_DECODING_SOURCE,
} from './install';
import { KUBECONFORM, readableFromDisk } from './kubernetes';

let dir: string;
const file = (...path: string[]) => join(dir, 'internal', 'backends', ...path);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ferretdb-patch-'));
  mkdirSync(file('sqlite', 'metadata'), { recursive: true });
  mkdirSync(file('postgresql'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('patchSqliteIdLookup', () => {
  const metadata = () => file('sqlite', 'metadata', 'metadata.go');

  it('makes the SQLite _id lookup the expression the _id index is built on', () => {
    writeFileSync(
      metadata(),
      `const (\n\tDefaultColumn = backends.ReservedPrefix + "sjson"\n\tIDColumn = DefaultColumn + "->'$._id'"\n)\n`,
    );
    patchSqliteIdLookup(dir);
    expect(readFileSync(metadata(), 'utf8')).toBe(
      `const (\n\tDefaultColumn = backends.ReservedPrefix + "sjson"\n\tIDColumn = DefaultColumn + "->'_id'"\n)\n`,
    );
  });

  it('refuses a source where the lookup is written otherwise', () => {
    writeFileSync(metadata(), `IDColumn = DefaultColumn + "->'_id'"\n`);
    expect(() => patchSqliteIdLookup(dir)).toThrow(/FerretDB source changed.*not found/);
  });
});

describe('patchResourceTracking', () => {
  const resource = () => join(dir, 'internal', 'util', 'resource', 'resource.go');
  const source = [
    'func Track(obj any, token *Token) {',
    '\tcheckArgs(obj, token)',
    '',
    '\tname := profileName(obj)',
    '}',
    '',
    'func Untrack(obj any, token *Token) {',
    '\tcheckArgs(obj, token)',
    '',
    '\tp := pprof.Lookup(profileName(obj))',
    '}',
    '',
  ].join('\n');

  it('makes Track and Untrack return once their arguments are checked', () => {
    mkdirSync(join(dir, 'internal', 'util', 'resource'), { recursive: true });
    writeFileSync(resource(), source);
    patchResourceTracking(dir);
    const patched = readFileSync(resource(), 'utf8');
    for (const name of ['Track', 'Untrack'])
      expect(patched).toContain(
        `func ${name}(obj any, token *Token) {\n\tcheckArgs(obj, token)\n\n\t// workapi: no lifetime tracking (patchResourceTracking).\n\treturn\n`,
      );
  });

  it('refuses a source where either starts otherwise', () => {
    mkdirSync(join(dir, 'internal', 'util', 'resource'), { recursive: true });
    writeFileSync(
      resource(),
      source.replace(
        'func Untrack(obj any, token *Token) {\n\tcheckArgs',
        'func Untrack(obj any, token *Token) {\n\tcheck',
      ),
    );
    expect(() => patchResourceTracking(dir)).toThrow(/FerretDB source changed.*not found/);
  });
});

describe('patchPostgresqlInPushdown', () => {
  const query = () => file('postgresql', 'query.go');
  const before = [
    '\t\t\t\tswitch k {',
    '\t\t\t\tcase "$eq":',
    '\t\t\t\t\tif f, a := filterEqual(p, key, v, keyOperator); f != "" {',
    '\t\t\t\t\t}',
    '',
  ].join('\n');
  const after = '\t\t\t\tcase "$ne":\n\t\t\t\t\tsql := `NOT ( `\n';

  it('adds a $in case calling filterIn before the $ne case of prepareWhereClause, and filterIn beside it', () => {
    writeFileSync(query(), before + after);
    patchPostgresqlInPushdown(dir);
    const patched = readFileSync(query(), 'utf8');
    expect(patched).toBe(`${before}${POSTGRESQL_IN_CASE}\n${after}`);
    expect(patched).toContain('\t\t\t\tcase "$in":\n');
    expect(patched).toContain('filterIn(p, rootKey, key, v, keyOperator)');
    const filterIn = readFileSync(file('postgresql', 'query_in_workapi.go'), 'utf8');
    expect(filterIn).toBe(readFileSync(POSTGRESQL_IN_PUSHDOWN_SOURCE, 'utf8'));
    expect(filterIn).toContain('package postgresql');
    expect(filterIn).toContain('func filterIn(');
  });

  it('refuses a source without the $ne case, or with it twice', () => {
    writeFileSync(query(), before);
    expect(() => patchPostgresqlInPushdown(dir)).toThrow(/FerretDB source changed.*not found/);
    writeFileSync(query(), before + after + after);
    expect(() => patchPostgresqlInPushdown(dir)).toThrow(/found more than once/);
  });
});

describe('patchSjsonDecoding', () => {
  const sjson = (...path: string[]) => join(dir, 'internal', 'handler', 'sjson', ...path);
  const unmarshal = [
    '// Unmarshal decodes the top-level document.',
    'func Unmarshal(data []byte) (*types.Document, error) {',
    '\tvar v map[string]json.RawMessage',
    '}',
    '',
  ].join('\n');

  it("makes Unmarshal call workapiUnmarshal, keeps FerretDB's own as unmarshalOriginal, and adds ours beside it", () => {
    mkdirSync(sjson(), { recursive: true });
    writeFileSync(sjson('sjson.go'), unmarshal);
    patchSjsonDecoding(dir);
    const patched = readFileSync(sjson('sjson.go'), 'utf8');
    expect(patched).toContain(
      'func Unmarshal(data []byte) (*types.Document, error) {\n\t// workapi: decoded in one pass (sjson_workapi.go, patchSjsonDecoding).\n\treturn workapiUnmarshal(data)\n}\n',
    );
    expect(patched).toContain(
      'func unmarshalOriginal(data []byte) (*types.Document, error) {\n\tvar v map[string]json.RawMessage\n}\n',
    );
    const ours = readFileSync(sjson('sjson_workapi.go'), 'utf8');
    expect(ours).toBe(readFileSync(SJSON_DECODING_SOURCE, 'utf8'));
    expect(ours).toContain('package sjson');
    expect(ours).toContain('func workapiUnmarshal(data []byte) (*types.Document, error) {');
  });

  it('refuses a source whose Unmarshal is declared otherwise', () => {
    mkdirSync(sjson(), { recursive: true });
    writeFileSync(
      sjson('sjson.go'),
      unmarshal.replace('(*types.Document, error)', '(*types.Document, bool, error)'),
    );
    expect(() => patchSjsonDecoding(dir)).toThrow(/FerretDB source changed.*not found/);
  });
});

describe('patchInSet', () => {
  const common = (...path: string[]) => join(dir, 'internal', 'handler', 'common', ...path);
  // The $in and $nin cases of filterFieldExpr, as FerretDB v1.24 writes them.
  const inCase = (operator: string) =>
    [
      `\t\tcase "${operator}":`,
      `\t\t\tarr, ok := exprValue.(*types.Array)`,
      '\t\t\tif !ok {',
      '\t\t\t\treturn false, handlererrors.NewCommandErrorMsgWithArgument(',
      '\t\t\t\t\thandlererrors.ErrBadValue,',
      `\t\t\t\t\t"${operator} needs an array",`,
      '\t\t\t\t\texprKey,',
      '\t\t\t\t)',
      '\t\t\t}',
      '',
      '\t\t\tvar found bool',
      '\t\t\tfor i := 0; i < arr.Len(); i++ {',
      '',
    ].join('\n');

  it("answers a string field from the list's set before the $in loop, leaves $nin alone, and adds workapiIn beside it", () => {
    mkdirSync(common(), { recursive: true });
    writeFileSync(common('filter.go'), inCase('$in') + inCase('$nin'));
    patchInSet(dir);
    const patched = readFileSync(common('filter.go'), 'utf8');
    expect(patched).toBe(
      inCase('$in').replace('\t\t\tvar found bool\n', `${IN_SET_CASE}\n\t\t\tvar found bool\n`) +
        inCase('$nin'),
    );
    expect(patched).toContain('\t\t\tif in, ok := workapiIn(fieldValue, arr); ok {\n');
    const ours = readFileSync(common('filter_workapi.go'), 'utf8');
    expect(ours).toBe(readFileSync(IN_SET_SOURCE, 'utf8'));
    expect(ours).toContain('package common');
    expect(ours).toContain('func workapiIn(fieldValue any, arr *types.Array) (in, ok bool) {');
  });

  it('refuses a source whose $in case reads its list otherwise', () => {
    mkdirSync(common(), { recursive: true });
    writeFileSync(common('filter.go'), inCase('$in').replace('var found bool', 'found := false'));
    expect(() => patchInSet(dir)).toThrow(/FerretDB source changed.*not found/);
  });
});

describe('buildFromGoProxy', () => {
  const quiet = () => undefined;
  const withoutGo = () => ({ XDG_CACHE_HOME: dir, PATH: '' });

  it('answers from the cache without Go', async () => {
    const cached = join(dir, 'workapi', KUBECONFORM.binary);
    mkdirSync(join(dir, 'workapi'));
    writeFileSync(cached, '');
    await expect(buildFromGoProxy(KUBECONFORM, withoutGo(), quiet)).resolves.toBe(cached);
  });

  it('says which Go to install when there is none, and what else would do', async () => {
    await expect(buildFromGoProxy(KUBECONFORM, withoutGo(), quiet)).rejects.toThrow(
      /^Go is not installed: install Go 1\.24\+ to build kubeconform v0\.7\.0$/,
    );
    const ferretDb = { ...KUBECONFORM, title: 'FerretDB', otherwise: 'set MONGO_URL' };
    await expect(buildFromGoProxy(ferretDb, withoutGo(), quiet)).rejects.toThrow(
      /to build FerretDB, or set MONGO_URL$/,
    );
  });
});

describe('readableFromDisk', () => {
  it("drops the schema's own URL and refers to the definitions beside it", () => {
    const schema = {
      $id: 'https://kubernetes.io/api/deployment/apps/v1',
      properties: { spec: { $ref: '/api/_definitions.json#/$defs/io.k8s.api.apps.v1.DeploymentSpec' } },
    };
    expect(JSON.parse(readableFromDisk(JSON.stringify(schema)))).toEqual({
      properties: { spec: { $ref: '_definitions.json#/$defs/io.k8s.api.apps.v1.DeploymentSpec' } },
    });
  });
});
