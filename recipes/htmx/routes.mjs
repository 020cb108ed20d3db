/**
 * The htmx recipe's endpoints (recipes/server.mjs routes to them). They
 * answer with HTML fragments, which htmx swaps into the page.
 *
 * - `GET /htmx/delivery`: a field with a new `<widget-select>`.
 * - `POST /htmx/order`: the entries the form sent, as a list.
 */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(request) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

// #region routes
/** Answers one of the htmx recipe's requests; resolves false when `pathname` is none of them. */
export async function htmxRoute(request, response, pathname) {
  let fragment;
  if (request.method === 'GET' && pathname === '/htmx/delivery') {
    fragment = `<label for="slots">Delivery slots</label>
      <widget-select id="slots" name="slots" multiple placeholder="Pick slots">
        <option value="morning">Morning</option>
        <option value="noon">Noon</option>
        <option value="evening">Evening</option>
      </widget-select>`;
  } else if (request.method === 'POST' && pathname === '/htmx/order') {
    // An urlencoded form post: one entry per selected value (slots=noon&slots=evening).
    const entries = [...new URLSearchParams(await readBody(request))];
    const items = entries.map(([name, value]) => `<li>${escapeHtml(name)}=${escapeHtml(value)}</li>`);
    fragment = `<h2>Ordered</h2><ul id="received">${items.join('')}</ul>`;
  } else {
    return false;
  }
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end(fragment);
  return true;
}
// #endregion routes
