import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { aptInstall, cacheDir, intoCache, onPath, type GoBuild } from './install';

/*
 * The tools that check deploy/k8s (tools/deploy/k8s.spec.ts), built or fetched into the cache like
 * the services: kubeconform and kustomize from the Go module proxy, the API's schemas from PyPI.
 */

const run = promisify(execFile);

/** Checks Kubernetes manifests against the API's JSON schemas (deploy/k8s, its test). */
export const KUBECONFORM: GoBuild = {
  title: 'kubeconform v0.7.0',
  module: 'github.com/yannh/kubeconform',
  version: 'v0.7.0',
  pkg: './cmd/kubeconform',
  binary: 'kubeconform-v0.7.0',
  goVersion: '1.24',
  takes: 'one to two minutes',
};

/** Renders a kustomization as `kubectl apply -k` would (deploy/k8s, its test). */
export const KUSTOMIZE: GoBuild = {
  title: 'kustomize v5.7.1',
  module: 'sigs.k8s.io/kustomize/kustomize/v5',
  version: 'v5.7.1',
  pkg: '.',
  binary: 'kustomize-v5.7.1',
  goVersion: '1.22',
  takes: 'one to two minutes',
};

/** The PyPI package whose wheel carries the Kubernetes API's JSON schemas, a folder per version. */
export const KUBERNETES_SCHEMAS_PACKAGE = 'kubernetes-validate==1.37.0';

/** Python with pip, installing Debian's pip when running as root. */
async function pythonWithPip(env: Record<string, string | undefined>, log: (message: string) => void) {
  const python = onPath('python3', env);
  const hasPip = (candidate: string) =>
    run(candidate, ['-m', 'pip', '--version'], { env: env as NodeJS.ProcessEnv }).then(
      () => true,
      () => false,
    );
  if (python && (await hasPip(python))) return python;
  await aptInstall('python3-pip', env, log, 'pip is not installed: install it (apt-get install python3-pip)');
  return onPath('python3', env) ?? '/usr/bin/python3';
}

/**
 * One of kubernetes-validate's schema files as kubeconform reads it from a folder: its `$id`
 * (`https://kubernetes.io/api/…`) would make kubeconform fetch `/api/_definitions.json` from that
 * host; without it, and with references relative to the file, they are read beside it.
 */
export function readableFromDisk(schemaText: string): string {
  const schema = JSON.parse(schemaText);
  delete schema.$id;
  return JSON.stringify(schema).replaceAll('"/api/_definitions.json#', '"_definitions.json#');
}

/**
 * The Kubernetes API's JSON schemas for one version (`1.32.0`), strict (a field the API does not
 * know is an error), in the cache; returns kubeconform's `-schema-location` for them. They come
 * from the wheel of `KUBERNETES_SCHEMAS_PACKAGE`, made from the API's OpenAPI document by
 * openapi2jsonschema like kubeconform's own default schemas (which it fetches from a host this
 * machine cannot reach), and are rewritten to be read from disk (`readableFromDisk`).
 */
export async function installKubernetesSchemas(
  kubernetesVersion: string,
  env: Record<string, string | undefined>,
  log: (message: string) => void,
): Promise<string> {
  const root = join(cacheDir(env), KUBERNETES_SCHEMAS_PACKAGE.replace('==', '-'));
  const location = join(
    root,
    '{{ .NormalizedKubernetesVersion }}-local{{ .StrictSuffix }}/{{ .ResourceKind }}{{ .KindSuffix }}.json',
  );
  const folder = `v${kubernetesVersion}-local-strict`;
  if (existsSync(join(root, folder))) return location;
  const python = await pythonWithPip(env, log);
  log(`fetching the Kubernetes ${kubernetesVersion} schemas from PyPI (first run only)`);
  const started = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'kubernetes-schemas-'));
  try {
    const options = { env: env as NodeJS.ProcessEnv, maxBuffer: 16 * 1024 * 1024, timeout: 10 * 60_000 };
    const download = [
      'download',
      '--quiet',
      '--disable-pip-version-check',
      '--no-deps',
      '--only-binary=:all:',
    ];
    await run(python, ['-m', 'pip', ...download, '--dest', work, KUBERNETES_SCHEMAS_PACKAGE], options);
    const wheel = readdirSync(work).find((name) => name.endsWith('.whl'));
    if (!wheel) throw new Error(`pip downloaded no wheel of ${KUBERNETES_SCHEMAS_PACKAGE}`);
    await run(python, ['-m', 'zipfile', '-e', join(work, wheel), join(work, 'wheel')], options);
    const source = join(work, 'wheel', 'kubernetes_validate', 'kubernetes-json-schema', folder);
    if (!existsSync(source)) {
      throw new Error(`${KUBERNETES_SCHEMAS_PACKAGE} has no schemas for Kubernetes ${kubernetesVersion}`);
    }
    await intoCache(join(root, folder), async (partial) => {
      mkdirSync(partial);
      for (const name of readdirSync(source)) {
        writeFileSync(join(partial, name), readableFromDisk(readFileSync(join(source, name), 'utf8')));
      }
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  log(`put the schemas in ${join(root, folder)} in ${Math.round((Date.now() - started) / 1000)} s`);
  return location;
}
