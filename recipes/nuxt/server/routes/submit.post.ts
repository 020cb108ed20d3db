/** Answers a plain form post with the entries it received, in order. */
export default defineEventHandler(async (event) => {
  const entries = [...new URLSearchParams((await readRawBody(event)) ?? '')];
  setHeader(event, 'content-type', 'text/html');
  const escaped = JSON.stringify(entries).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><title>Received</title><h1>Received</h1><pre id="received">${escaped}</pre>`;
});
