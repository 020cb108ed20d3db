// In-page clocks of the form bench (bench/lib/form.mjs), a plain script that
// runs before the library: no bundler touches the page, so each library loads
// from its own script-tag or module build exactly as a page would load it.
// The page sets `formBenchConfig` (the library's control, dropdown and row
// selectors) before this file. After the form it either names the library's
// files (`formBench.library`), which `formBench.load()` adds once the harness
// asks, or (`auto`) has the library's tags itself, as a real page does.
// `formBench.ready` runs once the library has loaded; on the `auto` page it
// enhances every select.
(() => {
  const config = window.formBenchConfig;
  const OPEN_LIMIT_MS = 10_000;
  let create = null;
  let open = null;
  let whenReady = null;

  const selects = () => [...document.querySelectorAll('#form select')];

  /** Until the second animation frame from now: the first one has been rendered by then. */
  const twoFrames = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
    );

  /** Drawn on screen: not display:none, not visibility:hidden, not transparent, not collapsed. */
  const shown = (element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    element.getBoundingClientRect().height > 0;

  const firstShown = (selector) => [...document.querySelectorAll(selector)].find(shown);

  const loadEventStart = () => performance.getEntriesByType('navigation')[0]?.loadEventStart ?? 0;

  /**
   * From the first trusted pointerdown, each animation frame looks for a
   * row on screen; the frame that first has one is clocked once it has been
   * painted (a message posted from its animation-frame callback runs after
   * that frame's style, layout and paint). Frames that show the dropdown
   * with no row in it are counted: an empty list a user would see.
   */
  function watchOpen(at) {
    const [ready] = performance.getEntriesByName('lib-ready');
    const result = {
      clickAfterLoad: at - loadEventStart(),
      // Negative when the library was not even there at the load event.
      readyBeforeLoad: ready ? loadEventStart() - ready.startTime : null,
      emptyFrames: 0,
    };
    return new Promise((resolve) => {
      const frame = () => {
        if (firstShown(config.row)) {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve({ ...result, open: performance.now() - at });
          channel.port2.postMessage(0);
          return;
        }
        if (firstShown(config.dropdown)) result.emptyFrames++;
        if (performance.now() - at > OPEN_LIMIT_MS) {
          resolve({ ...result, open: null, failed: `no row on screen ${OPEN_LIMIT_MS} ms after the click` });
          return;
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  }

  window.addEventListener(
    'pointerdown',
    (event) => {
      if (event.isTrusted && !open) open = watchOpen(event.timeStamp);
    },
    { capture: true },
  );

  function enhanceAll() {
    for (const select of selects()) create(select);
  }

  window.formBench = {
    /** `[scripts, create, module]`: set by the measured page, loaded by `load()`. */
    library: null,

    /**
     * Once the form has been painted, adds the library's script tags, in
     * order, then `ready(create)` once the last has run; or an inline module
     * that imports the library's module build and calls `ready` itself.
     * Added now rather than written in the HTML so that every library's
     * fetch starts at the same moment on an idle page: the clock then holds
     * the library's fetch, parse, compile and evaluation and nothing else.
     */
    async load() {
      await twoFrames();
      const loaded = new Promise((resolve) => {
        whenReady = resolve;
      });
      const [scripts, create, module] = this.library;
      performance.mark('lib-start');
      const add = (script) => document.body.append(script);
      scripts.forEach((src, i) => {
        const script = document.createElement('script');
        script.src = src;
        script.async = false;
        if (i === scripts.length - 1) script.onload = () => this.ready(create);
        add(script);
      });
      if (module) {
        const script = document.createElement('script');
        script.type = 'module';
        script.textContent = module;
        add(script);
      }
      if (scripts.length === 0 && !module) this.ready(null);
      await loaded;
      return this.loaded();
    },

    /** Called once the library has loaded: how to enhance one `<select>`. */
    ready(fn) {
      create = fn;
      performance.mark('lib-ready');
      if (config.auto) enhanceAll();
      whenReady?.();
    },

    /** The library's load: from the moment its tags were added to the end of its evaluation. */
    loaded() {
      const [start] = performance.getEntriesByName('lib-start');
      const [ready] = performance.getEntriesByName('lib-ready');
      const files = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/lib\/.*\.js$/.test(new URL(entry.name).pathname));
      return {
        load: start && ready ? ready.startTime - start.startTime : null,
        files: files.length,
        bytes: files.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
      };
    },

    /** Every select enhanced: the constructor calls alone, and to two frames after them. */
    async enhance() {
      if (!create) throw new Error('the library did not load');
      const t0 = performance.now();
      enhanceAll();
      const t1 = performance.now();
      const end = await twoFrames();
      return { enhance: end - t0, enhanceSync: t1 - t0 };
    },

    /** Elements in the document, those in open shadow roots included: what enhancing added, read untimed. */
    elements() {
      let count = 0;
      const walk = (root) => {
        for (const element of root.querySelectorAll('*')) {
          count++;
          if (element.shadowRoot) walk(element.shadowRoot);
        }
      };
      walk(document);
      return count;
    },

    /** Where to click the first enhanced control. */
    firstControl() {
      const control = document.querySelector(config.control);
      if (!control) throw new Error(`no ${config.control} on the page`);
      const box = control.getBoundingClientRect();
      return {
        x: box.left + Math.min(box.width / 2, 40),
        y: box.top + box.height / 2,
      };
    },

    /** After the click: pointerdown → the frame showing the first row painted, and empty frames before it. */
    async opened() {
      if (!open) throw new Error('saw no pointerdown');
      return open;
    },
  };
})();
