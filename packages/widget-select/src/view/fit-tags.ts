/**
 * `maxVisibleTags: 'auto'`: the tags that fit on the control's first line stay, the rest are counted in the
 * "+N more" chip. Positions are read in one pass (one layout); only when the chip itself wraps is a tag
 * given back, which reads again at most a few times.
 */
import { cls } from './classes';

export function fitTagsToLine(
  values: HTMLElement,
  total: number,
  chip: (hidden: number) => HTMLElement,
): void {
  const tags = Array.from(values.children).filter(
    (node): node is HTMLElement => node.classList.contains(cls.tag) && !node.classList.contains(cls.tagMore),
  );
  const first = tags[0];
  if (!first) return;
  // Below the first line: lower than half a tag under its top (the chip may be a little shorter than a tag).
  const below = first.offsetTop + first.offsetHeight / 2;
  let keep = tags.findIndex((tag) => tag.offsetTop > below);
  if (keep < 0) return;
  // At least one tag shows, however narrow the control.
  keep = Math.max(1, keep);
  for (const tag of tags.slice(keep)) tag.remove();
  // The chip built for the tags beyond the first ones counts too few now.
  values.querySelector(`:scope > .${cls.tagMore}`)?.remove();
  let more = chip(total - keep);
  values.append(more);
  while (keep > 1 && more.offsetTop > below) {
    tags[--keep]?.remove();
    const next = chip(total - keep);
    more.replaceWith(next);
    more = next;
  }
}
