/**
 * `llms.txt` (an index of the pages, https://llmstxt.org) and
 * `llms-full.txt` (every page's markdown, one after the other), written into
 * the built site from the same markdown the site is built from.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';

export interface PageText {
  /** Path of the page in the site, e.g. `features/tree.html`. */
  url: string;
  title: string;
  summary: string;
  markdown: string;
}

/** The page's markdown without frontmatter and without the site's own components. */
export function plainMarkdown(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^<(PropExplorer|LiveExample)\b[\s\S]*?\/>\s*$/gm, '')
    .replace(/```(\w+) live\b/g, '```$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * VitePress's code snippet imports (`<<< @/../recipes/lit/main.ts`, or a
 * `#region` of a file, `{lang}` optional) as the fenced code they show.
 */
export function inlineSnippets(markdown: string, root: string, page: string): string {
  return markdown.replace(
    /^<<< (\S+?)(?:#([\w-]+))?(?:\{(\w+)\})?\s*$/gm,
    (_, path: string, region?: string, lang?: string) => {
      const file = path.startsWith('@/') ? join(root, path.slice(2)) : join(root, dirname(page), path);
      let code = readFileSync(file, 'utf8');
      if (region)
        code =
          /#region (\S+)\n([\s\S]*?)\n[^\n]*#endregion/.exec(
            code.slice(code.indexOf(`#region ${region}`)),
          )?.[2] ?? code;
      return `\`\`\`${lang ?? extname(file).slice(1)}\n${code.trimEnd()}\n\`\`\``;
    },
  );
}

/** Title (the first `# ` heading) and summary (the first paragraph after it). */
export function readPage(root: string, page: string): PageText {
  const markdown = plainMarkdown(inlineSnippets(readFileSync(join(root, page), 'utf8'), root, page));
  const title = /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? page;
  const afterTitle = markdown.split(/^# .+$/m)[1] ?? '';
  const paragraph = afterTitle.split(/\n\s*\n/).find((part) => /^([A-Za-z*[]|`[^`])/.test(part.trim())) ?? '';
  const summary = paragraph.replace(/\s+/g, ' ').trim();
  return {
    url: page.replace(/\.md$/, '.html').replace(/(^|\/)index\.html$/, '$1'),
    title,
    summary,
    markdown,
  };
}

/** Writes both files into `outDir`; `sections` lists the pages in the order of the sidebar. */
export function writeLlmsFiles(
  root: string,
  outDir: string,
  base: string,
  sections: { title: string; pages: string[] }[],
): void {
  const home = readPage(root, 'index.md');
  const index = [`# widget-select`, '', `> ${home.summary}`, ''];
  const full = [`# widget-select documentation`, '', `> ${home.summary}`, ''];
  for (const section of sections) {
    index.push(`## ${section.title}`, '');
    for (const page of section.pages) {
      const text = readPage(root, page);
      index.push(`- [${text.title}](${base}${text.url})${text.summary ? `: ${text.summary}` : ''}`);
      full.push(`<!-- ${base}${text.url} -->`, '', text.markdown, '');
    }
    index.push('');
  }
  index.push('## Optional', '', `- [Full text](${base}llms-full.txt): every page above in one file`, '');
  writeFileSync(join(outDir, 'llms.txt'), index.join('\n'));
  writeFileSync(join(outDir, 'llms-full.txt'), full.join('\n'));
}
