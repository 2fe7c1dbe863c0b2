// The API bundled with our workspace packages inlined; npm dependencies stay external. The bundle
// inlines the workspace packages, so their npm dependencies must be the API's own to be found at
// run time (pnpm links a package only for those that declare it). Used by build.mjs (dist/) and by
// the API tests, which run the CLI from a bundle of the current source (test/support/bundle-setup.ts, bundle.ts).
import { copyFileSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const declared = new Set(Object.keys(JSON.parse(readFileSync(join(HERE, 'package.json'), 'utf8')).dependencies ?? {}));
/** "@scope/name/sub" → "@scope/name", "name/sub" → "name". */
const packageOf = (path) => path.split('/').slice(0, path.startsWith('@') ? 2 : 1).join('/');

/** Every entry `pnpm build` makes (paths relative to apps/api). */
export const ENTRY_POINTS = {
  server: 'src/server.ts',
  worker: 'src/worker.ts',
  cli: 'src/cli.ts',
  // The database and encoder threads are entries of their own.
  'pglite-worker': '../../packages/db/src/pglite-worker.js',
  // packages/encoder opens its thread as ./encoder-worker.js beside itself, as packages/db does.
  'encoder-worker': '../../packages/encoder/src/encoder-worker.js',
};

/**
 * Bundles `entryPoints` (relative to apps/api) into `outdir`, beside the static sentence table;
 * resolves with the npm packages the bundle imports that apps/api/package.json does not list.
 */
export async function bundleApi({ outdir, entryPoints = ENTRY_POINTS }) {
  const out = resolve(HERE, outdir);
  const undeclared = new Set();
  await build({
    absWorkingDir: HERE,
    entryPoints,
    bundle: true,
    platform: 'node',
    target: 'node20',
    // Node 20.10+ reads `import … with { type: 'json' }` (our engines floor is 20.19); esbuild's
    // node20 target would otherwise drop the attribute from an external JSON import.
    supported: { 'import-attributes': true },
    format: 'esm',
    outdir: out,
    sourcemap: true,
    logLevel: 'warning',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    plugins: [
      {
        name: 'external-npm',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith('@firstsignal/')) return undefined;
            const name = packageOf(args.path);
            if (!args.path.startsWith('node:') && !declared.has(name) && !builtinModules.includes(name)) undeclared.add(name);
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  // The static sentence table (packages/encoder static.ts) is read beside the module, as the thread's script is.
  copyFileSync(join(HERE, '../../packages/encoder/src/static-table.bin'), join(out, 'static-table.bin'));
  return [...undeclared].sort();
}
