/**
 * Option groups as ARIA groups: the rendered rows of each group are wrapped
 * in one `role="group"` element named by its header row (aria-labelledby).
 * Under virtual scrolling a group may be rendered without its header; it is
 * then named by the group's label (aria-label), so no reference dangles.
 */

import { rowGroup, statusNode } from '../core/domain/rows';
import type { Derived } from '../core/machine/port';
import { listCls } from './classes';
import { attr, el } from '../view/dom';
import { keepChildren } from './keep-children';

export class RowGroups<M> {
  /** One wrapper per group index, kept across renders. */
  private wrappers = new Map<number, HTMLElement>();
  /** The positions of the header rows in the last row list asked about. */
  private headers: { rows: Int32Array; positions: number[] } | null = null;

  constructor(
    private readonly derived: Pick<Derived<M>, 'dataset'>,
    private readonly headerId: (group: number) => string,
  ) {}

  /** The group of a row: a header's own group, an option's group, or -1. */
  private groupOf(row: number): number {
    const node = statusNode(row);
    if (node >= 0) return this.derived.dataset.entries[node]?.group ?? -1;
    if (row < 0) return rowGroup(row);
    return this.derived.dataset.entries[row]?.group ?? -1;
  }

  /**
   * The top-level nodes for rendered row elements (in order, with their row
   * values): rows of a group inside its group element, other rows as they are.
   */
  wrap(elements: readonly HTMLElement[], rows: readonly number[], apart = false): HTMLElement[] {
    const { groups } = this.derived.dataset;
    if (groups.length === 0) return elements as HTMLElement[];
    const out: HTMLElement[] = [];
    const members = new Map<HTMLElement, HTMLElement[]>();
    let current: HTMLElement[] | null = null;
    let currentGroup = -1;
    elements.forEach((element, i) => {
      const row = rows[i] as number;
      const group = this.groupOf(row);
      if (group < 0) {
        out.push(element);
        current = null;
        return;
      }
      if (!current || group !== currentGroup) {
        const key = apart ? ~group : group;
        const wrapper = this.wrappers.get(key) ?? el('div', listCls.optgroup, { role: 'group' });
        this.wrappers.set(key, wrapper);
        const headerShown = row < 0 && statusNode(row) < 0;
        attr(wrapper, 'aria-labelledby', headerShown ? this.headerId(group) : null);
        attr(wrapper, 'aria-label', headerShown ? null : (groups[group]?.label ?? ''));
        current = [];
        members.set(wrapper, current);
        out.push(wrapper);
        currentGroup = group;
      }
      current.push(element);
    });
    for (const [wrapper, children] of members) keepChildren(wrapper, children);
    return out;
  }

  /**
   * The position of the header of the group the row at `position` belongs
   * to, when that header is above it; -1 otherwise. The list keeps it
   * rendered, pinned at its top, while the group's rows scroll.
   */
  headerAbove(rows: Int32Array, position: number): number {
    if (this.derived.dataset.groups.length === 0 || position <= 0) return -1;
    if (this.headers?.rows !== rows) {
      const positions: number[] = [];
      rows.forEach((row, i) => {
        if (row < 0 && statusNode(row) < 0) positions.push(i);
      });
      this.headers = { rows, positions };
    }
    const { positions } = this.headers;
    let low = 0;
    let high = positions.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((positions[middle] as number) < position) low = middle + 1;
      else high = middle;
    }
    const header = low > 0 ? (positions[low - 1] as number) : -1;
    if (header < 0) return -1;
    return rowGroup(rows[header] as number) === this.groupOf(rows[position] as number) ? header : -1;
  }
}
