// Lets Playwright drive Debian's Firefox ESR over WebDriver BiDi.
//
// Playwright 1.65 speaks a newer BiDi than Firefox ESR knows: it sends
// commands the ESR answers with "unknown command", and finds an iframe's
// element with a `context` locator the ESR lacks. Run by `postinstall`, this
// script edits node_modules/playwright-core in place (idempotent):
// - emulation.setMediaFeaturesOverride, setScreenOrientationOverride,
//   setScreenSettingsOverride and setLocaleOverride (Firefox then keeps its own
//   locale: the pages set `lang` themselves), network.addDataCollector and
//   browser.setDownloadBehavior: an "unknown command" answer is ignored
//   (Firefox then keeps its own colour scheme, screen, response bodies and
//   download behaviour, which no test here depends on: the viewport is still
//   set);
// - an iframe's element is found through the frame's `window.frameElement`
//   when the `context` locator is refused, and remembered for the frame's
//   life once its name is known (every click and hover asks for it twice:
//   four round trips each time, a sixth of a click's time in Firefox);
// - an iframe's name (read from its element after the frame attaches) is
//   sent to the client when it arrives after the frame's first navigation
//   (otherwise `page.frame(name)` misses the frame about one load in three:
//   Vitest then fails with 'Cannot find "vitest-iframe" on the page');
// - an iframe scaled by a CSS transform (Vitest's runner scales its test
//   iframe to fit the window) maps points inside it by its scale, as
//   Playwright does over CDP, instead of refusing them.
// - Playwright's accessible names take `aria-labelledby` from the attribute
//   only, not from the `ariaLabelledByElements` property: once Playwright's
//   own script world had read that property of an element, a read from the
//   page's world (axe-core reads it) crashed the ESR's page process, which
//   Playwright reports as "Execution context was destroyed". Every
//   expectation that has to wait reads it for the whole page (the page's
//   ARIA snapshot for the failure message). Names set only through that
//   property are then not seen by Playwright in Firefox; no page here sets any.
// Each edit names the exact text it replaces: when Playwright changes, the
// script says which edit no longer applies and stops, rather than guessing.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const MARK = '/* widget-select: firefox-esr */';

/** Swallows BiDi's "unknown command" so an ESR without the command keeps going. */
const tolerate = (call) =>
  `${call}.catch((error) => { if (!/unknown command/.test(String(error))) throw error; })`;

/** [what it is for, exact text, replacement, text an older version of this script wrote instead] */
const edits = [
  [
    'page colour scheme',
    `await this._session.send("emulation.setMediaFeaturesOverride", {
          features: { "prefers-color-scheme": colorScheme },
          contexts: [this._session.sessionId, ...this._session._browsingContexts]
        });`,
    `await ${tolerate(`this._session.send("emulation.setMediaFeaturesOverride", {
          features: { "prefers-color-scheme": colorScheme },
          contexts: [this._session.sessionId, ...this._session._browsingContexts]
        })`)};`,
  ],
  [
    'context colour scheme',
    `await this._browser._browserSession.send("emulation.setMediaFeaturesOverride", {
          features: { "prefers-color-scheme": colorScheme },
          userContexts: [this._userContextId()]
        });`,
    `await ${tolerate(`this._browser._browserSession.send("emulation.setMediaFeaturesOverride", {
          features: { "prefers-color-scheme": colorScheme },
          userContexts: [this._userContextId()]
        })`)};`,
  ],
  [
    'response data collector',
    `await browser._browserSession.send("network.addDataCollector", {`,
    `await browser._browserSession.send("network.addDataCollector", {`,
  ],
  [
    'download behaviour',
    `promises2.push(this._browser._browserSession.send("browser.setDownloadBehavior", {
          downloadBehavior,
          userContexts: [this._userContextId()]
        }));`,
    `promises2.push(${tolerate(`this._browser._browserSession.send("browser.setDownloadBehavior", {
          downloadBehavior,
          userContexts: [this._userContextId()]
        })`)});`,
  ],
  [
    "iframe's element",
    `const result2 = await this._session.send("browsingContext.locateNodes", {
          context: parent._id,
          locator: { type: "context", value: { context: frame._id } }
        });
        const node = result2.nodes[0];
        return node;`,
    `const result2 = await this._session.send("browsingContext.locateNodes", {
          context: parent._id,
          locator: { type: "context", value: { context: frame._id } }
        }).catch(() => undefined);
        if (result2)
          return result2.nodes[0];
        const childContext = await frame.mainContext();
        const handle = await childContext.evaluateHandle(() => window.frameElement);
        try {
          const node = await toBidiExecutionContext(childContext).nodeIdForElementHandle(handle);
          const attributes = await handle.evaluate((e) => Object.fromEntries(["name", "id"].filter((n) => e.hasAttribute(n)).map((n) => [n, e.getAttribute(n)])));
          return { ...node, value: { attributes } };
        } finally {
          handle.dispose();
        }`,
    // What an older version of this script wrote (without the frame's name): upgraded in place.
    `const result2 = await this._session.send("browsingContext.locateNodes", {
          context: parent._id,
          locator: { type: "context", value: { context: frame._id } }
        }).catch(() => undefined);
        if (result2)
          return result2.nodes[0];
        const childContext = await frame.mainContext();
        const handle = await childContext.evaluateHandle(() => window.frameElement);
        try {
          return await toBidiExecutionContext(childContext).nodeIdForElementHandle(handle);
        } finally {
          handle.dispose();
        }`,
  ],
  [
    "iframe's element, remembered",
    `      async _getFrameNode(frame) {
        const parent = frame.parentFrame();`,
    `      async _getFrameNode(frame) {
        if (frame._widgetSelectNode)
          return frame._widgetSelectNode;
        const node = await this._findFrameNode(frame);
        if (node?.sharedId && node.value?.attributes?.name !== undefined)
          frame._widgetSelectNode = node;
        return node;
      }
      async _findFrameNode(frame) {
        const parent = frame.parentFrame();`,
  ],
  [
    'scaled iframe',
    `        box.x += position.x;
        box.y += position.y;
        return box;
      }
      // TODO: move to Frame.
      async _framePosition(frame) {
        if (frame === this._page.mainFrame())
          return { x: 0, y: 0 };
        const element3 = await frame.frameElement(nullProgress);
        const box = await element3.boundingBox(nullProgress);
        if (!box)
          return null;
        const style = await element3.evaluateInUtility(([injected, iframe]) => injected.describeIFrameStyle(iframe), {}).catch((e) => "error:notconnected");
        if (style === "error:notconnected" || style === "transformed")
          return null;
        box.x += style.left;
        box.y += style.top;
        return box;
      }`,
    `        const scale = position.scale ?? 1;
        box.x = position.x + box.x * scale;
        box.y = position.y + box.y * scale;
        box.width *= scale;
        box.height *= scale;
        return box;
      }
      // TODO: move to Frame.
      async _framePosition(frame) {
        if (frame === this._page.mainFrame())
          return { x: 0, y: 0 };
        const element3 = await frame.frameElement(nullProgress);
        const box = await element3.boundingBox(nullProgress);
        if (!box)
          return null;
        const inner = await element3.evaluateInUtility(([, iframe]) => {
          if (!iframe.isConnected || !iframe.offsetWidth)
            return "error:notconnected";
          const style = iframe.ownerDocument.defaultView.getComputedStyle(iframe);
          return {
            left: parseFloat(style.borderLeftWidth || "0") + parseFloat(style.paddingLeft || "0"),
            top: parseFloat(style.borderTopWidth || "0") + parseFloat(style.paddingTop || "0"),
            width: iframe.offsetWidth
          };
        }, {}).catch((e) => "error:notconnected");
        if (inner === "error:notconnected")
          return null;
        const scale = box.width / inner.width;
        return { x: box.x + inner.left * scale, y: box.y + inner.top * scale, scale };
      }`,
  ],
  [
    'scaled iframe, content quads',
    `quads.forEach((quad) => quad.forEach((point) => {
          point.x += position.x;
          point.y += position.y;
        }));`,
    `quads.forEach((quad) => quad.forEach((point) => {
          point.x = position.x + point.x * (position.scale ?? 1);
          point.y = position.y + point.y * (position.scale ?? 1);
        }));`,
  ],
  [
    "iframe's name",
    `            page2._getFrameNode(frame).then((node) => {
              const attributes = node?.value?.attributes;
              frame._name = attributes?.name ?? attributes?.id ?? "";
            }, () => {
            });`,
    `            page2._getFrameNode(frame).then((node) => {
              const attributes = node?.value?.attributes;
              const name = attributes?.name ?? attributes?.id ?? "";
              if (name === frame._name)
                return;
              frame._name = name;
              if (page2._page.frameManager.frame(frame._id) === frame)
                page2._page.frameManager._fireInternalFrameNavigation(frame, { url: frame._url, name, isPublic: true });
            }, () => {
            });`,
  ],
  [
    'page screen orientation',
    `this._session.send("emulation.setScreenOrientationOverride", {
            contexts: [this._session.sessionId],
            screenOrientation: getScreenOrientation(!!options.isMobile, screenSize)
          })`,
    `${tolerate(`this._session.send("emulation.setScreenOrientationOverride", {
            contexts: [this._session.sessionId],
            screenOrientation: getScreenOrientation(!!options.isMobile, screenSize)
          })`)}`,
  ],
  [
    'page screen size',
    `this._session.send("emulation.setScreenSettingsOverride", {
            contexts: [this._session.sessionId],
            screenArea: {
              width: screenSize.width,
              height: screenSize.height
            }
          })`,
    `${tolerate(`this._session.send("emulation.setScreenSettingsOverride", {
            contexts: [this._session.sessionId],
            screenArea: {
              width: screenSize.width,
              height: screenSize.height
            }
          })`)}`,
  ],
  [
    'context screen orientation',
    `this._browser._browserSession.send("emulation.setScreenOrientationOverride", {
            screenOrientation: getScreenOrientation(!!this._options.isMobile, screenSize),
            userContexts: [this._userContextId()]
          })`,
    `${tolerate(`this._browser._browserSession.send("emulation.setScreenOrientationOverride", {
            screenOrientation: getScreenOrientation(!!this._options.isMobile, screenSize),
            userContexts: [this._userContextId()]
          })`)}`,
  ],
  [
    'context screen size',
    `this._browser._browserSession.send("emulation.setScreenSettingsOverride", {
            screenArea: {
              width: screenSize.width,
              height: screenSize.height
            },
            userContexts: [this._userContextId()]
          })`,
    `${tolerate(`this._browser._browserSession.send("emulation.setScreenSettingsOverride", {
            screenArea: {
              width: screenSize.width,
              height: screenSize.height
            },
            userContexts: [this._userContextId()]
          })`)}`,
  ],
  [
    'context locale',
    `this._browser._browserSession.send("emulation.setLocaleOverride", {
            locale: this._options.locale,
            userContexts: [this._userContextId()]
          })`,
    `${tolerate(`this._browser._browserSession.send("emulation.setLocaleOverride", {
            locale: this._options.locale,
            userContexts: [this._userContextId()]
          })`)}`,
  ],
  [
    'aria-labelledby reflection',
    `const refs = element.ariaLabelledByElements || getIdRefs(element, element.getAttribute("aria-labelledby"));`,
    `const refs = (globalOptions.browserNameForWorkarounds === "firefox" ? null : element.ariaLabelledByElements) || getIdRefs(element, element.getAttribute("aria-labelledby"));`,
  ],
];

// The data collector's call spans an object literal: wrap it whole.
const collectorStart = edits[2][1];
function wrapCollector(source) {
  const start = source.indexOf(collectorStart);
  if (start < 0) return undefined;
  const end = source.indexOf('});', start) + 3;
  const call = source.slice(start + 'await '.length, end - 1);
  return `${source.slice(0, start)}await ${tolerate(call)};${source.slice(end)}`;
}

/** Whether the data collector's call already swallows "unknown command". */
function collectorTolerated(source) {
  const start = source.indexOf(collectorStart);
  return start >= 0 && source.slice(start, source.indexOf('});', start) + 3).includes('unknown command');
}

const require = createRequire(import.meta.url);
let bundle;
try {
  bundle = join(dirname(require.resolve('playwright-core/package.json')), 'lib', 'coreBundle.js');
} catch {
  console.log('patch-playwright: playwright-core is not installed, nothing to patch');
  process.exit(0);
}
let source = readFileSync(bundle, 'utf8');
// Edit by edit, so an install patched by an older version of this script gets the edits added since.
let applied = 0;
for (const [purpose, from, to, previous] of edits) {
  if (from === collectorStart) {
    if (collectorTolerated(source)) continue;
    const next = wrapCollector(source);
    if (next === undefined) fail(purpose);
    source = next;
    applied++;
    continue;
  }
  if (source.includes(to)) continue;
  const at = source.indexOf(from);
  if (at < 0 && previous && source.includes(previous)) {
    const upgradeAt = source.indexOf(previous);
    source = source.slice(0, upgradeAt) + to + source.slice(upgradeAt + previous.length);
    applied++;
    continue;
  }
  if (at < 0 || source.indexOf(from, at + 1) >= 0) fail(purpose);
  source = source.slice(0, at) + to + source.slice(at + from.length);
  applied++;
}
if (!applied) {
  console.log('patch-playwright: already patched');
  process.exit(0);
}
writeFileSync(bundle, source.startsWith(MARK) ? source : `${MARK}\n${source}`);
console.log(`patch-playwright: ${applied} of ${edits.length} edits for Firefox ESR applied to ${bundle}`);

function fail(purpose) {
  console.error(
    `patch-playwright: the ${purpose} edit no longer matches playwright-core/lib/coreBundle.js.\n` +
      'Playwright changed: check whether it still needs the edit (see the top of scripts/patch-playwright.mjs).',
  );
  process.exit(1);
}
