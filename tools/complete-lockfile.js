// The npm registry mirror of our build machines serves only the platform packages it can run
// (linux x64 glibc), so `npm install` here writes a lockfile without the other platforms'
// optional binaries (@swc/core-darwin-arm64, @nx/nx-win32-x64-msvc …), and `npm ci` then
// rejects that lockfile as out of sync. This adds those entries back, marked optional and
// limited to their os/cpu, so npm skips them here and fetches them where they apply.
// Run after any `npm install` that changed package-lock.json: `node tools/complete-lockfile.js`;
// `--check` (part of lint) fails while entries are missing.
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const OS = ['darwin', 'win32', 'freebsd', 'android', 'openharmony', 'linux'];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((candidate) => parts.includes(candidate));
  const cpu = parts.map((part) => CPU[part]).find(Boolean);
  if (!os || !cpu) return undefined;
  return {
    os: [os],
    cpu: [cpu],
    ...(parts.some((part) => part.startsWith('musl')) ? { libc: ['musl'] } : {}),
  };
}

const file = join(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const top = `node_modules/${name}`;
    const nested = path ? `${path}/node_modules/${name}` : top;
    if (lock.packages[nested] || lock.packages[top]?.version === version) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    // Beside the package that wants it when the top level already holds another version.
    lock.packages[lock.packages[top] ? nested : top] = { version, optional: true, ...platform };
    added += 1;
  }
}
if (process.argv.includes('--check')) {
  if (added > 0) {
    console.error(`package-lock.json lacks ${added} platform entries: run node tools/complete-lockfile.js`);
    process.exit(1);
  }
  process.exit(0);
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
