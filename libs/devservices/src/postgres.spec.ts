import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  debianPostgresDirs,
  findPostgres,
  GIN_TWINS_SQL,
  startPostgres,
  type PostgresBinaries,
  type RunningPostgres,
} from './postgres';

describe('finding PostgreSQL', () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'pg-find-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const fakeInstall = (version: string, reported: string) => {
    const bin = join(root, version, 'bin');
    mkdirSync(bin, { recursive: true });
    for (const name of ['initdb', 'postgres', 'psql']) {
      writeFileSync(join(bin, name), `#!/bin/sh\necho "${name} (PostgreSQL) ${reported}"\n`);
      chmodSync(join(bin, name), 0o755);
    }
    return bin;
  };

  it("takes the highest major version of Debian's layout", () => {
    for (const version of ['9.6', '13', '15', 'common'])
      mkdirSync(join(root, version, 'bin'), { recursive: true });
    expect(debianPostgresDirs(root)).toEqual(['15', '13', '9.6'].map((v) => join(root, v, 'bin')));
    expect(debianPostgresDirs(join(root, 'missing'))).toEqual([]);
  });

  it('prefers the initdb on PATH, and reads the major version from the server binary', async () => {
    fakeInstall('16', '16.4');
    const onPath = fakeInstall('14', '14.11');
    expect(await findPostgres({ PATH: onPath }, root)).toMatchObject({ dir: onPath, major: 14 });
    expect(await findPostgres({ PATH: '' }, root)).toMatchObject({ dir: join(root, '16', 'bin'), major: 16 });
    expect(await findPostgres({ PATH: '' }, join(root, 'none'))).toBeUndefined();
  });
});

// The GIN indexes SQL against a real server (installed on development and CI machines).
describe('GIN indexes for FerretDB indexes, in place of btrees or beside unique ones', () => {
  let binaries: PostgresBinaries | undefined;
  let dataDir: string;
  let pg: RunningPostgres;
  const indexes = async () =>
    (await pg.query(`SELECT indexname FROM pg_indexes WHERE schemaname = 'db' ORDER BY 1`))
      .trim()
      .split('\n');

  beforeAll(async () => {
    binaries = await findPostgres(process.env);
    if (!binaries) return;
    dataDir = mkdtempSync(join(tmpdir(), 'pg-spec-'));
    pg = await startPostgres({ dataDir, env: process.env, persistent: false, log: () => {}, binaries });
    await pg.query(`CREATE SCHEMA db; CREATE TABLE db.coll (_jsonb jsonb, plain int)`);
  }, 60_000);

  afterAll(async () => {
    if (!binaries) return;
    await pg.stop();
    expect(existsSync(join(dataDir, 'postgres'))).toBe(false);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const itWithPostgres = (name: string, test: () => Promise<void>) =>
    it(name, async () => {
      if (!binaries) return console.warn(`no PostgreSQL on this machine: "${name}" not run`);
      await test();
    });

  const definition = async (index: string) =>
    (await pg.query(`SELECT pg_get_indexdef('db.${index}'::regclass)`)).trim();

  itWithPostgres(
    'replace btree indexes on _jsonb expressions by GIN ones of the same name, twin unique ones, without a pending list',
    async () => {
      await pg.query(
        `CREATE INDEX coll_ab_idx ON db.coll ((_jsonb -> 'a'), (_jsonb -> 'b') DESC);
       CREATE UNIQUE INDEX coll_id_idx ON db.coll ((_jsonb -> '_id'));
       CREATE INDEX coll_plain_idx ON db.coll (plain);
       CREATE INDEX coll_hash_idx ON db.coll USING hash ((_jsonb -> 'c'))`,
      );
      expect(await indexes()).toEqual([
        'coll_ab_idx',
        'coll_hash_idx',
        'coll_id_idx',
        'coll_id_idx_gin',
        'coll_plain_idx',
      ]);
      expect(await definition('coll_ab_idx')).toBe(
        `CREATE INDEX coll_ab_idx ON db.coll USING gin (((_jsonb -> 'a'::text)), ((_jsonb -> 'b'::text))) ` +
          'WITH (fastupdate=off)',
      );
      // The unique btree enforces uniqueness, and serves our build's `_id: {$in}` (= ANY): kept.
      expect(await definition('coll_id_idx')).toBe(
        `CREATE UNIQUE INDEX coll_id_idx ON db.coll USING btree (((_jsonb -> '_id'::text)))`,
      );
      expect(await definition('coll_id_idx_gin')).toBe(
        `CREATE INDEX coll_id_idx_gin ON db.coll USING gin (((_jsonb -> '_id'::text))) WITH (fastupdate=off)`,
      );
    },
  );

  itWithPostgres('serve the containment filter FerretDB pushes down', async () => {
    await pg.query(
      `INSERT INTO db.coll SELECT jsonb_build_object('_id', n, 'a', 'x' || (n % 10), 'b', n::text) FROM generate_series(1, 2000) n;
       ANALYZE db.coll`,
    );
    const plan = await pg.query(
      `SET plan_cache_mode = force_custom_plan;
       PREPARE q(text, jsonb) AS SELECT _jsonb FROM db.coll WHERE _jsonb -> $1 @> $2;
       EXPLAIN (COSTS OFF) EXECUTE q('b', '"17"')`,
    );
    expect(plan).toContain('Bitmap Index Scan on coll_ab_idx');
  });

  itWithPostgres('go when their index is dropped, by its name', async () => {
    await pg.query(`DROP INDEX db.coll_ab_idx; DROP INDEX db.coll_id_idx`);
    expect(await indexes()).toEqual(['coll_hash_idx', 'coll_plain_idx']);
  });

  itWithPostgres(
    'are made at start for indexes made before: a twin for a unique one, GIN for the others',
    async () => {
      await pg.query(
        `ALTER EVENT TRIGGER workapi_gin_twin DISABLE;
       CREATE INDEX coll_a_idx ON db.coll ((_jsonb -> 'a'));
       CREATE INDEX coll_b_idx ON db.coll ((_jsonb -> 'b'));
       CREATE INDEX coll_b_idx_gin ON db.coll USING gin ((_jsonb -> 'b')) WITH (fastupdate = off);
       CREATE UNIQUE INDEX coll_id_idx ON db.coll ((_jsonb -> '_id'))`,
      );
      const made = [
        'coll_a_idx',
        'coll_b_idx',
        'coll_hash_idx',
        'coll_id_idx',
        'coll_id_idx_gin',
        'coll_plain_idx',
      ];
      const oid = (index: string) => pg.query(`SELECT 'db.${index}'::regclass::oid`);
      const twin = await oid('coll_b_idx_gin');
      await pg.query(readFileSync(GIN_TWINS_SQL, 'utf8'));
      expect(await indexes()).toEqual(made);
      for (const index of ['coll_a_idx', 'coll_b_idx'])
        expect(await definition(index)).toContain('USING gin');
      // The twin made before took the btree's place: renamed, not built again.
      expect(await oid('coll_b_idx')).toBe(twin);
      // Running it again (every start does) changes nothing.
      await pg.query(readFileSync(GIN_TWINS_SQL, 'utf8'));
      expect(await indexes()).toEqual(made);
    },
  );
});
