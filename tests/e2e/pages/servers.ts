/**
 * Ports of the two e2e servers. E2E_PORT lets several checkouts run their e2e
 * suites side by side; the production preview sits 1000 above the dev server.
 */
export const devPort = Number(process.env.E2E_PORT ?? 5179);
export const previewPort = devPort + 1000;

/** The production build of the playground (`vite build`), served by `vite preview`. */
export const previewURL = `http://127.0.0.1:${previewPort}`;
