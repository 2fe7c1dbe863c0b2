// Bundles the API and our workspace packages into dist/ (bundle.mjs); the build fails if the bundle
// imports an npm package apps/api/package.json does not list.
import { bundleApi } from './bundle.mjs';

const undeclared = await bundleApi({ outdir: 'dist' });
if (undeclared.length > 0) {
  console.error(`apps/api/package.json must list what the bundle imports: ${undeclared.join(', ')}`);
  process.exit(1);
}
