/**
 * What the custom-elements manifest analyzer cannot read from the element's
 * class, added by a plugin (custom-elements-manifest.config.mjs):
 * - the attributes: the element observes names from a list, not decorators;
 * - the properties that mirror them: `defineReflectedProperties` puts them on
 *   the prototype at run time; their names, types and descriptions come from
 *   the `ReflectedProperties` interface (src/element/attributes.ts);
 * - the events: each widget event is re-dispatched as `ws-<name>`; names,
 *   payload types and descriptions come from the `SelectEvents` interface
 *   (src/event-types.ts);
 * - the CSS custom properties: the table of docs/api.md, the one place they
 *   are documented.
 * It also keeps what a user of the package reads: the `<widget-select>`
 * declaration of the published module dist/element.js, public instance
 * members only. (No `cssParts`: the element renders in light DOM, styled
 * through its class names, not `::part()`.)
 */
import { readFileSync } from 'node:fs';

const ELEMENT = 'WidgetSelectElement';
const MODULE = 'dist/element.js';

/** `[name, type, description]` of every attribute the element observes (a unit test holds the list to it). */
const ATTRIBUTES = [
  ['placeholder', 'string', 'Text shown when nothing is selected.'],
  ['searchable', 'boolean', 'Shows the search field; off only with searchable="false". Rebuilds the widget.'],
  ['multiple', 'boolean', 'Allows several values (tags). Rebuilds the widget.'],
  ['clearable', 'boolean', 'Shows a button that clears the selection.'],
  ['allow-create', 'boolean', 'Lets the user create an option from typed text.'],
  ['sortable', 'boolean', 'Multiple: tags can be reordered by dragging or Alt+Arrow keys.'],
  ['close-on-select', 'boolean', 'Multiple: closes the list after each pick.'],
  ['hide-selected', 'boolean', 'Multiple: selected options leave the list.'],
  ['keep-query-on-select', 'boolean', 'Multiple: a pick keeps the typed query.'],
  ['group-select', 'boolean', 'Multiple: group headers become actionable and toggle their enabled options.'],
  [
    'selection-display',
    "'tags' | 'count'",
    'Multiple: one tag per value, or one "3 selected" / "All selected" text instead.',
  ],
  ['selected-first', 'boolean', 'Multiple: the selected options are listed first when the list opens.'],
  [
    'commit',
    "'immediate' | 'apply'",
    "Multiple: `apply` keeps the open list's picks pending until Apply (or Ctrl+Enter, or the sheet's Done); the value and the form value change only then.",
  ],
  ['max-selections', 'number', 'Multiple: the most values that can be selected.'],
  [
    'max-visible-tags',
    "number | 'auto'",
    "Multiple: tags shown before a +N more chip; 'auto' fits one line.",
  ],
  ['theme', 'string', 'Named theme (default, dark, high-contrast or your own).'],
  ['language', 'string', 'Locale code of the texts (en, fr, de, ...).'],
  ['required', 'boolean', 'Blocks form submission while empty.'],
  ['readonly', 'boolean', 'The value shows and submits; the user cannot change it.'],
  [
    'open-on-type',
    'boolean',
    'A printable key on the closed control opens the list with that text as the query.',
  ],
  ['disabled', 'boolean', 'Disables the control; a disabled ancestor fieldset disables it too.'],
  ['name', 'string', 'Form field name: each selected value is one entry under it.'],
  ['label', 'string', 'Accessible name when no <label> reaches the element.'],
  ['value', 'string', 'Initial value (comma-separated in multiple mode); what form.reset() restores.'],
  ['aria-label', 'string', 'Accessible name of the combobox.'],
  ['aria-labelledby', 'string', 'Ids of the elements that name the combobox.'],
  [
    'presentation',
    "'dropdown' | 'sheet' | 'auto'",
    'How the open list shows: a dropdown, a bottom sheet, or auto (the sheet on a phone).',
  ],
  ['open-on-focus', 'boolean', 'Opens the list when the control gets keyboard focus.'],
  ['select-on-tab', 'boolean', 'Tab in the open list picks the highlighted option, then focus moves on.'],
  ['token-search', 'boolean', 'Every query token must match; off only with token-search="false".'],
  [
    'accent-insensitive',
    'boolean',
    'Search ignores case and diacritics; off only with accent-insensitive="false".',
  ],
  ['highlight-search', 'boolean', 'Marks the matched text of each row.'],
  ['min-search-length', 'number', 'Below this many typed characters a hint row replaces the results.'],
  ['min-results-for-search', 'number', 'A local list with fewer options hides its search field.'],
  [
    'tree-value',
    "'all' | 'parent' | 'leaf'",
    'Multiple tree selects: which checked nodes the value holds (every one, the highest fully checked ones, or the leaves).',
  ],
  [
    'tree-layout',
    "'nested' | 'columns'",
    'Tree data as one indented list, or as columns side by side (a cascader; needs widget-select/columns).',
  ],
  ['path-separator', 'string', 'Columns: what joins a path\'s labels (default " / ").'],
  ['tag-path', 'boolean', "Columns, multiple: tags show the whole path instead of the leaf's label."],
];

/** The native-like events, fired as a `<select>` fires them. */
const NATIVE_EVENTS = [
  { name: 'input', type: { text: 'Event' }, description: 'After a user change, as on a native select.' },
  { name: 'change', type: { text: 'Event' }, description: 'After a user change, as on a native select.' },
  {
    name: 'focus',
    type: { text: 'FocusEvent' },
    description: 'Focus entered the widget as a whole (not bubbling).',
  },
  {
    name: 'blur',
    type: { text: 'FocusEvent' },
    description: 'Focus left the widget as a whole (not bubbling).',
  },
];

/** Element payloads are untyped (`Meta` is any record): `Option<Meta>` reads `Option`. */
const typeText = (node) =>
  node
    .getText()
    .replace(/<Meta>/g, '')
    .replace(/\s+/g, ' ');

/** The TSDoc of a declaration, as one line. */
function docOf(ts, node) {
  const docs = node.jsDoc ?? [];
  return docs
    .map((doc) =>
      typeof doc.comment === 'string' ? doc.comment : (ts.getTextOfJSDocComment?.(doc.comment) ?? ''),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The user-settable rows of the custom properties table: `| \`--ws-x\` | property | default | description |`. */
export function cssPropertiesFrom(markdown) {
  const rows = markdown.matchAll(/^\| `(--ws-[\w-]+)` \| property \| `([^`]*)`[^|]* \| (.+?) \|$/gm);
  return [...rows].map(([, name, fallback, description]) => ({ name, default: fallback, description }));
}

/** Public instance API only: no private (#) or protected members, statics, or the lifecycle callbacks. */
const isPublicApi = (member) => !member.privacy && !member.static && !/Callback$/.test(member.name);

/**
 * @param {{ docs: URL }} options `docs`: docs/api.md, whose table lists the CSS custom properties.
 */
export function widgetSelectManifest({ docs }) {
  const reflected = [];
  const events = [];
  return {
    name: 'widget-select:element-manifest',
    analyzePhase({ ts, node }) {
      if (!ts.isInterfaceDeclaration(node)) return;
      if (node.name.text === 'ReflectedProperties') {
        for (const member of node.members) {
          reflected.push({
            kind: 'field',
            name: member.name.getText(),
            type: { text: typeText(member.type) },
            description: docOf(ts, member),
          });
        }
      }
      if (node.name.text === 'SelectEvents') {
        for (const member of node.members) {
          events.push({
            name: `ws-${member.name.getText()}`,
            // The element's mode is known only at run time: `change` carries either shape.
            type: {
              text: `CustomEvent<${typeText(member.type).replace('ValueOf<Multiple>', 'SelectValue')}>`,
            },
            description: `${docOf(ts, member)} Bubbles and is composed; \`detail\` is the payload.`,
          });
        }
      }
    },
    packageLinkPhase({ customElementsManifest: manifest }) {
      const element = manifest.modules
        .flatMap((module) => module.declarations ?? [])
        .find((declaration) => declaration.name === ELEMENT && declaration.tagName);
      if (!element) throw new Error(`custom-elements.json: no custom element ${ELEMENT}`);
      if (reflected.length === 0 || events.length === 0)
        throw new Error('custom-elements.json: ReflectedProperties or SelectEvents was not analyzed');

      const own = element.members
        .filter(isPublicApi)
        .map(({ inheritedFrom: _from, ...member }) =>
          member.type ? { ...member, type: { text: member.type.text.replace(/<Meta>/g, '') } } : member,
        );
      const fields = [
        ...own.filter((member) => !reflected.some((field) => field.name === member.name)),
        ...reflected,
      ];
      const camel = (name) => name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
      for (const field of reflected) {
        const attribute = field.name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
        if (ATTRIBUTES.some(([name]) => name === attribute)) field.attribute = attribute;
      }
      element.members = fields;
      element.attributes = ATTRIBUTES.map(([name, type, description]) => ({
        name,
        type: { text: type },
        description,
        // `value` is the default value (what reset restores), not the `value` property.
        ...(name !== 'value' && fields.some((field) => field.name === camel(name))
          ? { fieldName: camel(name) }
          : {}),
      }));
      element.events = [...NATIVE_EVENTS, ...events];
      element.cssProperties = cssPropertiesFrom(readFileSync(docs, 'utf8'));
      delete element.superclass;

      // One module, as published: the source files the analyzer read are not in the package.
      const declaration = { name: ELEMENT, module: MODULE };
      manifest.modules = [
        {
          kind: 'javascript-module',
          path: MODULE,
          declarations: [element],
          exports: [
            { kind: 'js', name: ELEMENT, declaration },
            { kind: 'custom-element-definition', name: element.tagName, declaration },
          ],
        },
      ];
    },
  };
}
