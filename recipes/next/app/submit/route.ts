/** Answers a plain form post (a submit before hydration, or without JavaScript) with the entries it received, in order. */
export async function POST(request: Request): Promise<Response> {
  const entries = [...new URLSearchParams(await request.text())];
  const escaped = JSON.stringify(entries).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return new Response(
    `<!doctype html><html lang="en"><title>Received</title><h1>Received</h1><pre id="received">${escaped}</pre>`,
    { headers: { 'content-type': 'text/html' } },
  );
}
