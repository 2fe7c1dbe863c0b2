// Bundles the API and our workspace packages into dist/; npm dependencies stay external. The bundle
// inlines the workspace packages, so their npm dependencies must be the API's own to be found at
// run time (pnpm links a package only for those that declare it): the build fails if one is not.
import { copyFileSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { build } from 'esbuild';

const declared = new Set(Object.keys(JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).dependencies ?? {}));
const undeclared = new Set();
/** "@scope/name/sub" → "@scope/name", "name/sub" → "name". */
const packageOf = (path) => path.split('/').slice(0, path.startsWith('@') ? 2 : 1).join('/');

await build({
  // The database and encoder threads are entries of their own.
  entryPoints: {
    server: 'src/server.ts',
    worker: 'src/worker.ts',
    cli: 'src/cli.ts',
    'pglite-worker': '../../packages/db/src/pglite-worker.js',
    // packages/encoder opens its thread as ./encoder-worker.js beside itself, as packages/db does.
    'encoder-worker': '../../packages/encoder/src/encoder-worker.js',
  },
  bundle: true,
  platform: 'node',
  target: 'node20',
  // Node 20.10+ reads `import … with { type: 'json' }` (our engines floor is 20.19); esbuild's
  // node20 target would otherwise drop the attribute from an external JSON import.
  supported: { 'import-attributes': true },
  format: 'esm',
  outdir: 'dist',
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
copyFileSync('../../packages/encoder/src/static-table.bin', 'dist/static-table.bin');

if (undeclared.size > 0) {
  console.error(`apps/api/package.json must list what the bundle imports: ${[...undeclared].sort().join(', ')}`);
  process.exit(1);
}
