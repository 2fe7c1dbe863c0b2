// Bundles the API and our workspace packages into dist/server.js; npm dependencies stay external.
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'src/server.ts', worker: 'src/worker.ts', cli: 'src/cli.ts' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  outdir: 'dist',
  sourcemap: true,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  plugins: [
    {
      name: 'external-npm',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@firstsignal/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
