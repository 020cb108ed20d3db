// Minimal declarations for the two peers that ship no types; only what the adapters call.
declare module 'jquery' {
  const jQuery: (element: Element) => unknown;
  export default jQuery;
}

declare module 'select2' {
  const factory: (root: Window, jQuery: unknown) => unknown;
  export default factory;
}

// An earlier commit of widget-select (`--baseline`), aliased by bench/lib/site.mjs.
declare module 'widget-select-baseline' {
  const SelectWidget: unknown;
  export default SelectWidget;
}
declare module 'widget-select-baseline/style.css';
