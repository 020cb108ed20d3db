import { fileURLToPath } from 'node:url';

/** The repository's root: the workspaces share its node_modules (and its lockfile). */
const root = fileURLToPath(new URL('../..', import.meta.url));

/** @type {import('next').NextConfig} */
export default {
  turbopack: { root },
  outputFileTracingRoot: root,
  // A small recipe: no source maps, no "powered by" header.
  productionBrowserSourceMaps: false,
  poweredByHeader: false,
};
