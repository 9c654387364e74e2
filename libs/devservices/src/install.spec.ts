import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { patchFerretDbSource } from './install';

describe('patchFerretDbSource', () => {
  let dir: string;
  const metadata = () => join(dir, 'internal', 'backends', 'sqlite', 'metadata', 'metadata.go');

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ferretdb-patch-'));
    mkdirSync(join(dir, 'internal', 'backends', 'sqlite', 'metadata'), { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes the SQLite _id lookup the expression the _id index is built on', () => {
    writeFileSync(
      metadata(),
      `const (\n\tDefaultColumn = backends.ReservedPrefix + "sjson"\n\tIDColumn = DefaultColumn + "->'$._id'"\n)\n`,
    );
    patchFerretDbSource(dir);
    expect(readFileSync(metadata(), 'utf8')).toBe(
      `const (\n\tDefaultColumn = backends.ReservedPrefix + "sjson"\n\tIDColumn = DefaultColumn + "->'_id'"\n)\n`,
    );
  });

  it('refuses a source where the lookup is written otherwise', () => {
    writeFileSync(metadata(), `IDColumn = DefaultColumn + "->'_id'"\n`);
    expect(() => patchFerretDbSource(dir)).toThrow(/FerretDB source changed/);
  });
});
