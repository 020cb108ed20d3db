import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { humanize, liveBlocks, parseInfo, targetIds, toLiveModule } from './live-blocks';
import { inlineSnippets, plainMarkdown } from './llms';

describe('live blocks', () => {
  it('finds the fences tagged live, in order, and only those', () => {
    const markdown = '```ts live\na();\n```\n\n```ts\nb();\n```\n\n```html live\n<p>c</p>\n```\n';
    expect(liveBlocks(markdown)).toEqual([
      { lang: 'ts', code: 'a();\n' },
      { lang: 'html', code: '<p>c</p>\n' },
    ]);
    expect(parseInfo('ts live')).toEqual({ lang: 'ts', live: true });
    expect(parseInfo('ts')).toEqual({ lang: 'ts', live: false });
  });

  it('names the elements a script mounts on, once each', () => {
    expect(targetIds(`new SelectWidget('#city', {}); document.querySelector("#city"); x('#a-b')`)).toEqual([
      'city',
      'a-b',
    ]);
    expect(humanize('countryCode')).toBe('Country code');
  });

  it('runs the body in run(live), keeps imports on top and tracks SelectWidget instances', () => {
    const module = toLiveModule(
      'ts',
      "import SelectWidget, { type SelectOptions } from 'widget-select';\nimport 'widget-select/style.css';\nconst options: SelectOptions = {};\nnew SelectWidget('#x', options);\n",
    );
    expect(module).toContain("import SelectWidget__class from 'widget-select';");
    expect(module).toContain("import 'widget-select/style.css';");
    expect(module).toMatch(
      /export default async function run\(live\) \{\s+const console = live\.console;\s+const SelectWidget = live\.track\(SelectWidget__class\);/,
    );
    expect(module).toContain('const options = {};');
    expect(module).toContain('markup = "<div id=\\"x\\" aria-label=\\"X\\"></div>"');
  });

  it('splits an html block into markup and module, adding the element and the styles', () => {
    const module = toLiveModule(
      'html',
      '<link rel="stylesheet" href="x.css" />\n<widget-select name="a"><option>A</option></widget-select>\n<script type="module">console.log(1);</script>\n',
    );
    expect(module).toContain("import 'widget-select/element';");
    expect(module).toContain("import 'widget-select/style.css';");
    expect(module).toContain('markup = "<widget-select name=\\"a\\"><option>A</option></widget-select>"');
    expect(module).toContain('console.log(1);');
  });
});

describe('llms text', () => {
  it('drops frontmatter, site components and the live flag', () => {
    const page =
      '---\nlayout: home\n---\n# T\n\n<PropExplorer preset="x" options="a" />\n\n```ts live\nx();\n```\n';
    expect(plainMarkdown(page)).toBe('# T\n\n```ts\nx();\n```');
  });
});

describe('llms snippets', () => {
  const docs = fileURLToPath(new URL('../', import.meta.url));

  it("inlines a recipe's file, and a #region of one, as the fenced code the page shows", () => {
    const page = inlineSnippets(
      'Intro\n\n<<< @/../recipes/lit/main.ts\n\n<<< @/../recipes/server.mjs#tags{js}\n',
      docs,
      'recipes/lit.md',
    );
    expect(page).toContain("```ts\nimport 'widget-select/element';");
    expect(page).toMatch(/```js\n {2}if \(request\.method === 'POST' && url\.pathname === '\/api\/tags'\)/);
    expect(page).not.toContain('#endregion');
    expect(page).not.toContain('<<<');
  });
});
