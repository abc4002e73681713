// The client bundle's shares (issue 20 item 2): a client build with rollup-plugin-visualizer into a
// temporary folder (dist/ is left alone), its treemap and raw data written to bench/reports/, and
// each package's share of the chunk every page loads before it runs (`initial`, vite.config.ts).
// `npm run bench` prints it; alone: `npx tsx bench/bundle-report.ts`, then open
// bench/reports/bundle.html.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

export const REPORT_DIR = resolve('bench/reports');

interface VisualizerData {
  nodeParts: Record<string, { renderedLength: number; gzipLength: number }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
}

export interface PackageShare {
  /** An npm package, or the project folder (ui, engine, host/chrome…) a module lives in. */
  name: string;
  gzip: number;
  share: number;
}

/** Builds the client with the report on and returns the shares of the chunk whose name starts with `chunk`. */
export async function bundleReport({ chunk = 'initial' } = {}): Promise<{ chunkFile: string; shares: PackageShare[] }> {
  const outDir = mkdtempSync(join(tmpdir(), 'kitswap-bundle-'));
  process.env.KS_BUNDLE_REPORT = REPORT_DIR;
  try {
    await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
  } finally {
    delete process.env.KS_BUNDLE_REPORT;
    rmSync(outDir, { recursive: true, force: true });
  }
  const data = JSON.parse(readFileSync(join(REPORT_DIR, 'bundle.json'), 'utf8')) as VisualizerData;
  return sharesOf(data, chunk);
}

export function sharesOf(data: VisualizerData, chunk: string) {
  const byName = new Map<string, number>();
  let chunkFile = '';
  for (const meta of Object.values(data.nodeMetas)) {
    for (const [file, partId] of Object.entries(meta.moduleParts)) {
      if (!file.startsWith(`assets/${chunk}-`)) continue;
      chunkFile = file;
      const name = ownerOf(meta.id);
      byName.set(name, (byName.get(name) ?? 0) + (data.nodeParts[partId]?.gzipLength ?? 0));
    }
  }
  const total = [...byName.values()].reduce((sum, gzip) => sum + gzip, 0);
  const shares = [...byName]
    .map(([name, gzip]) => ({ name, gzip, share: total ? gzip / total : 0 }))
    .sort((a, b) => b.gzip - a.gzip);
  return { chunkFile, shares };
}

function ownerOf(id: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (inPackage) return inPackage[1]!;
  const inProject = /\/(host|engine|ui|blocks|screens|schemas)\/(?:([^/]+)\/)?/.exec(id);
  if (!inProject) return 'other';
  return inProject[1] === 'host' || inProject[1] === 'ui' ? `${inProject[1]}/${inProject[2] ?? ''}` : inProject[1]!;
}

export function printBundleReport({ chunkFile, shares }: { chunkFile: string; shares: PackageShare[] }, top = 15) {
  console.log(`\nShares of ${chunkFile} (the chunk every page loads before it runs), by package or folder`);
  console.log(
    '  (each module gzipped alone before minifying: compare shares, not bytes; treemap: bench/reports/bundle.html)',
  );
  for (const { name, gzip, share } of shares.slice(0, top))
    console.log(`  ${(share * 100).toFixed(1).padStart(5)} %  ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${name}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printBundleReport(await bundleReport());
