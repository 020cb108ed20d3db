// RESULTS.md holds sections that partial runs write on their own (the form
// bench, the slices at a million options, the comparison with an earlier
// version): each sits between two HTML comments, and a full run keeps them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** The comments around a section: `name` is its key, `command` the run that writes it. */
export const markers = (name, command) => ({
  start: `<!-- ${name}: written by \`${command}\`; regenerate rather than edit -->`,
  end: `<!-- ${name}: end -->`,
});

/** The section of a RESULTS.md text between `marks`, comments included, or null. */
export function sectionOf(text, marks) {
  const start = text.indexOf(marks.start);
  const end = text.indexOf(marks.end);
  return start >= 0 && end > start ? text.slice(start, end + marks.end.length) : null;
}

/** Replaces the section between `marks` in the file at `path` in place, or appends it. */
export function writeSection(path, section, marks) {
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '# Bench results\n';
  const old = sectionOf(text, marks);
  writeFileSync(path, old ? text.replace(old, () => section) : `${text.trimEnd()}\n\n${section}\n`);
}
