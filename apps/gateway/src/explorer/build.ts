// `npm run build`: bundles the API explorer beside the built gateway (dist/apps/gateway/explorer),
// so a production gateway serves it without esbuild. Usage: tsx apps/gateway/src/explorer/build.ts <dir>
import { bundleExplorer, writeExplorerBundle } from './bundle';

async function main() {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: build.ts <output directory>');
  writeExplorerBundle(await bundleExplorer(), dir);
}

main().catch((error) => {
  console.error(`explorer build failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
