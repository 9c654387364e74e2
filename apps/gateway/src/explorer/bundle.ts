import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** One file of the explorer's bundle, served under /explorer/. */
export interface BundleFile {
  name: string;
  contentType: string;
  contents: Buffer;
}

/** The explorer as the browser loads it: a script and a stylesheet, named by their content hash. */
export interface ExplorerBundle {
  script: BundleFile;
  style: BundleFile;
}

const ENTRY = join(__dirname, 'app.tsx');
const MANIFEST = 'manifest.json';
const SCRIPT_TYPE = 'text/javascript; charset=utf-8';
const STYLE_TYPE = 'text/css; charset=utf-8';

/**
 * Bundles the explorer (app.tsx, GraphiQL, React and their CSS) from node_modules with esbuild:
 * everything the page needs comes from the gateway, nothing from a CDN. esbuild is a build-time
 * dependency, loaded only here.
 */
export async function bundleExplorer(): Promise<ExplorerBundle> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    outdir: 'explorer',
    entryNames: '[name]-[hash]',
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    minify: true,
    legalComments: 'none',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // Only for subscriptions over WebSocket, which the API does not offer: never loaded.
    external: ['graphql-ws'],
    logLevel: 'silent',
  });
  const file = (extension: string, contentType: string): BundleFile => {
    const output = result.outputFiles.find((candidate) => candidate.path.endsWith(extension));
    if (!output) throw new Error(`the explorer bundle has no ${extension} file`);
    return { name: basename(output.path), contentType, contents: Buffer.from(output.contents) };
  };
  return { script: file('.js', SCRIPT_TYPE), style: file('.css', STYLE_TYPE) };
}

/** Writes the bundle into `dir` with a manifest naming its files (`npm run build`). */
export function writeExplorerBundle(bundle: ExplorerBundle, dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const file of [bundle.script, bundle.style]) writeFileSync(join(dir, file.name), file.contents);
  const manifest = { script: bundle.script.name, style: bundle.style.name };
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The bundle `writeExplorerBundle` wrote into `dir`, or undefined when there is none. */
export function readExplorerBundle(dir: string): ExplorerBundle | undefined {
  if (!existsSync(join(dir, MANIFEST))) return undefined;
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as { script: string; style: string };
  const file = (name: string, contentType: string): BundleFile => ({
    name,
    contentType,
    contents: readFileSync(join(dir, name)),
  });
  return { script: file(manifest.script, SCRIPT_TYPE), style: file(manifest.style, STYLE_TYPE) };
}
