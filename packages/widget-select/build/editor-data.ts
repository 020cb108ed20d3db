/**
 * Editor completion data for `<widget-select>`, generated from one source:
 * custom-elements.json (which a unit test holds true to the element).
 * - `vscode.html-custom-data.json`: VS Code's HTML custom data
 *   (`"html.customData"` in the settings).
 * - `web-types.json`: JetBrains IDEs read it through package.json `web-types`.
 */

interface Described {
  name: string;
  description?: string;
  type?: { text: string };
}

interface ManifestElement {
  tagName: string;
  description: string;
  attributes: Described[];
  members: (Described & { kind: string; static?: boolean; privacy?: string })[];
  events: Described[];
  cssParts?: Described[];
  cssProperties?: (Described & { default?: string })[];
}

/** The custom-elements.json fields these generators read. */
export interface Manifest {
  modules: { declarations: ManifestElement[] }[];
}

const DOCS = 'https://github.com/widget-select/widget-select/blob/main/docs/api.md#the-widget-select-element';

/** The `<widget-select>` declaration of the manifest. */
export function elementOf(manifest: Manifest): ManifestElement {
  const element = manifest.modules.flatMap((module) => module.declarations).find((d) => d.tagName);
  if (!element) throw new Error('custom-elements.json declares no custom element');
  return element;
}

/** `'dropdown' | 'sheet' | 'auto'` → the three names; null for any other type. */
export function literalValues(type: string | undefined): string[] | null {
  const parts = (type ?? '').split('|').map((part) => part.trim());
  return parts.every((part) => /^'[^']*'$/.test(part)) ? parts.map((part) => part.slice(1, -1)) : null;
}

/** VS Code's HTML custom data (version 1.1). */
export function vscodeCustomData(manifest: Manifest): object {
  const element = elementOf(manifest);
  return {
    version: 1.1,
    tags: [
      {
        name: element.tagName,
        description: { kind: 'markdown', value: element.description },
        attributes: element.attributes.map((attribute) => {
          const values = literalValues(attribute.type?.text);
          return {
            name: attribute.name,
            description: attribute.description,
            // A boolean attribute is on when present: VS Code completes it without a value.
            ...(attribute.type?.text === 'boolean' ? { valueSet: 'v' } : {}),
            ...(values ? { values: values.map((name) => ({ name })) } : {}),
          };
        }),
        references: [{ name: 'widget-select docs', url: DOCS }],
      },
    ],
  };
}

/** JetBrains web-types (schema 2.0) for HTML and for frameworks' templates. */
export function webTypes(manifest: Manifest, pkg: { name: string; version: string }): object {
  const element = elementOf(manifest);
  const publicMembers = element.members.filter((member) => !member.static && member.privacy !== 'private');
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: [
          {
            name: element.tagName,
            description: element.description,
            'doc-url': DOCS,
            attributes: element.attributes.map((attribute) => ({
              name: attribute.name,
              description: attribute.description,
              value:
                attribute.type?.text === 'boolean'
                  ? { type: 'boolean', required: false }
                  : { type: attribute.type?.text ?? 'string' },
            })),
            js: {
              properties: publicMembers
                .filter((member) => member.kind === 'field')
                .map(({ name, description, type }) => ({ name, description, type: type?.text })),
              events: element.events.map(({ name, description }) => ({ name, description })),
            },
            css: {
              parts: (element.cssParts ?? []).map(({ name, description }) => ({ name, description })),
              properties: (element.cssProperties ?? []).map(({ name, description }) => ({
                name,
                description,
              })),
            },
          },
        ],
      },
    },
  };
}
