/**
 * The combobox control: the single value or the tags, the placeholder, the +N more chip and the clear
 * button. Pure rendering; input is handled by the view's delegated listeners.
 *
 * A combobox's value is the text inside it, so the buttons inside it are moved out of it in the
 * accessibility tree: the `owner` (the root) `aria-owns` the clear button, and in multiple mode the tags'
 * grid (an element of the root) owns their row, where they keep their remove buttons. The combobox then
 * reads "Fruit, Banana", not "Fruit, Banana Clear selection"; with tags its value is a visually hidden
 * summary of their labels. One id each, however many tags: re-parenting each remove button made thousands
 * of tags several times slower to render while a screen reader runs.
 */

import { capped } from '../core/domain/text-limit';
import type { Derived, WidgetPort } from '../core/machine/port';
import { featureOf } from '../features/registry';
import type { TagChunksPart } from '../features/types';
import { format } from '../i18n';
import { cls, partClass } from './classes';
import { attr, button, el } from './dom';
import { fitTagsToLine } from './fit-tags';
import { optionContent, type TemplateCache } from './row';
import { placeTags, sameTag, TAG_SELECTOR, tagsByValue } from './tag-focus';

/**
 * Tags built in the render itself: with `widget-select/large` the rest are added in chunks afterwards;
 * `maxVisibleTags: 'auto'` builds this many and fits them to the line.
 */
const FIRST_TAGS = 100;

/** Tag labels the combobox value names before "+N more". */
const SUMMARY_LABELS = 10;

/** Parts a closed widget may not need (a single select has no tags), made on first use. */
type LatePart = 'grid' | 'clear' | 'summary' | 'remove' | 'move';

export class ControlView<M> {
  readonly control: HTMLElement;
  readonly values: HTMLElement;
  /**
   * The tags' grid (it owns their row out of the combobox), the clear button, the summary (the combobox's
   * value text with tags, or "No selection") and the hidden hints the tags' aria-describedby names.
   */
  private readonly late: Partial<Record<LatePart, HTMLElement>> = {};
  private readonly clearId: string;

  constructor(
    private readonly port: WidgetPort<M>,
    private readonly cache: TemplateCache<M>,
    idPrefix: string,
    private readonly owner: HTMLElement,
    private readonly ids: { list: string; removeTagHint: string; moveTagHint: string },
  ) {
    // aria-controls is set while open only: the list is not in the DOM when closed.
    const { options } = port.derived;
    this.control = el('div', partClass('control', cls.control, options), {
      role: 'combobox',
      'aria-expanded': 'false',
      'aria-autocomplete': 'none',
    });
    this.values = el('div', cls.values, { id: `${idPrefix}-values` });
    this.clearId = `${idPrefix}-clear`;
    // The clear button is in the DOM only while it can clear (renderValue); the arrow is the control's ::after.
    this.control.append(this.values);
  }

  /** Puts a late part in the page with `put` (made by `make` on first use), or takes it out. */
  private show(part: LatePart, shown: unknown, make: () => HTMLElement, put: (node: HTMLElement) => void) {
    if (!shown) return void this.late[part]?.remove();
    const node = this.late[part] ?? make();
    this.late[part] = node;
    if (!node.parentNode) put(node);
    return node;
  }

  /** aria-describedby of every tag: how to remove it, and how to move it when sortable. */
  private tagDescription = '';

  private tagChunks: TagChunksPart | null = null;

  /**
   * The tags after the first ones, added later (`widget-select/large`; without it every tag is built at
   * once). Made on first use: the default entry fetches the feature when a data set is large.
   */
  get chunks(): TagChunksPart | null {
    this.tagChunks ??=
      featureOf('large')?.tagChunks(this.values, (value, index) => this.tag(value, index)) ?? null;
    return this.tagChunks;
  }
  /** A tag without its value: cloned for each tag, rebuilt by every render. */
  private tagTemplate: HTMLElement | null = null;

  /** Rebuilds the value area; called when the value or display options change. */
  renderValue(): void {
    this.chunks?.stop();
    this.tagTemplate = null;
    const { port } = this;
    // A multiple tree's tags follow `treeValue`.
    const value = port.derived.publicValue();
    const { multiple, placeholder, clearable, maxVisibleTags, readonly, selectionDisplay } =
      port.derived.options;
    const parts: Node[] = [];
    const counted = multiple && selectionDisplay === 'count';
    const tags = multiple && value.length > 0 && !counted;
    this.renderTagList(tags);
    if (value.length === 0) {
      parts.push(
        el('span', partClass('placeholder', cls.placeholder, port.derived.options), {}, placeholder),
      );
    } else if (!multiple) {
      const option = port.derived.optionOf(value[0] as string);
      const node = el('span', partClass('value', cls.value, port.derived.options));
      node.classList.toggle(cls.valuePending, port.derived.isPending(value[0] as string));
      node.append(option ? this.content(option) : (value[0] as string));
      parts.push(node);
    } else if (counted) {
      // "All selected" of a local list only: a remote one holds just the pages
      // loaded so far. Left inside the combobox (not owned out as the tags
      // are), the text is the value a screen reader reads.
      const { derived } = port;
      const { options } = derived.dataset;
      const all =
        !derived.options.ajax &&
        options.length > 0 &&
        options.every((option) => derived.isDisabled(option) || derived.isSelected(option.value, true));
      const { messages } = port.state;
      const text = all ? messages.allSelected : format(messages.selectedCount, { count: value.length });
      parts.push(el('span', cls.count, {}, text));
    } else {
      // 'auto': as many as can fit on a line are built, and fitted once in place.
      const cap = maxVisibleTags === 'auto' ? FIRST_TAGS : maxVisibleTags;
      const shown = cap === undefined ? value.length : Math.min(value.length, cap);
      const now = this.chunks ? Math.min(shown, FIRST_TAGS) : shown;
      const built = tagsByValue(this.values);
      for (let i = 0; i < now; i++) parts.push(sameTag(built.get(value[i]), this.tag(value[i] as string, i)));
      const hidden = value.length - shown;
      const more = hidden > 0 ? this.moreChip(hidden) : null;
      if (more) parts.push(more);
      if (shown > now) this.chunks?.start(value, now, shown, more);
    }
    this.showTags(placeTags(this.values, parts, this.owner, () => this.showTags(false)) || tags);
    if (tags && maxVisibleTags === 'auto' && this.values.isConnected)
      fitTagsToLine(this.values, value.length, (hidden) => this.moreChip(hidden));
    attr(this.control, 'aria-busy', port.derived.resolving() ? 'true' : null);
    const clears = clearable && value.length > 0 && !readonly && !port.state.disabled;
    const clearClass = partClass('clear', cls.clear, port.derived.options);
    const clearButton = () => button(clearClass, { tabindex: '-1', id: this.clearId }, '×');
    const clear = this.show('clear', clears, clearButton, (node) => this.values.after(node));
    clear?.setAttribute('aria-label', port.state.messages.clear);
    clear?.setAttribute('title', port.state.messages.clear);
    // Nothing selected and no placeholder: still a value to read, or browse
    // mode skipped the empty combobox together with its label.
    const blank = value.length === 0 && !placeholder;
    const summary = tags ? this.summaryText(value) : blank ? port.state.messages.noSelection : '';
    const summaryNode = () => el('span', cls.summary);
    this.show('summary', summary, summaryNode, (node) => this.control.prepend(node))?.replaceChildren(
      summary,
    );
    // Moves the button out of the combobox in the accessibility tree (see above).
    attr(this.owner, 'aria-owns', clears ? this.clearId : null);
  }

  /**
   * The "+N more" chip: it opens the list. `widget-select/tags` makes it name the values it hides (the last
   * `hidden`); without it the chip is hidden from screen readers (each tag's set size tells how many values
   * there are).
   */
  private moreChip(hidden: number): HTMLElement {
    const { port } = this;
    const more = el(
      'span',
      `${cls.tag} ${cls.tagMore}`,
      {},
      format(port.state.messages.moreTags, { count: hidden }),
    );
    const describe = featureOf('tags')?.describeMore;
    if (describe) describe(more, port.derived.publicValue().slice(-hidden), port, this.owner);
    else more.setAttribute('aria-hidden', 'true');
    return more;
  }

  /** "Apple, Cherry"; past ten labels the rest as "+N more". */
  private summaryText(value: readonly string[]): string {
    const { port } = this;
    const labels = value.slice(0, SUMMARY_LABELS).map((v) => capped(port.derived.optionOf(v)?.label ?? v));
    const rest = value.length - labels.length;
    if (rest > 0) labels.push(format(port.state.messages.moreTags, { count: rest }));
    return labels.join(', ');
  }

  /** The option's closed content: a plain label is bare text (one element less per value or tag). */
  private content(option: Parameters<Derived<M>['isDisabled']>[0]): Node {
    const { templateSelection, sanitizeTemplate } = this.port.derived.options;
    return optionContent(option, this.cache, {
      template: templateSelection,
      sanitize: sanitizeTemplate,
      compact: true,
      bare: true,
    });
  }

  /**
   * The tags are a grid named "Selected" of one row: each tag a focusable cell named by its label,
   * described by the instructions, holding its label and remove button, with its column among all selected
   * values (the tags shown may be fewer). Orca keeps its focus mode in a grid, so the tags' arrow keys
   * reach them: a focused list item sent it to browse mode, where the arrows move its own caret. Cells, not
   * rows: a grid row is selectable, and Orca read a focused one as "not selected". Not options: the
   * dropdown's rows are the widget's options, and an option's children are presentational, so it could not
   * hold the remove button.
   */
  private renderTagList(hasTags: boolean): void {
    const { port, ids } = this;
    const { messages } = port.state;
    const { options } = port.derived;
    const described = hasTags && !options.readonly && !port.state.disabled;
    // Tags are only shown in multiple mode.
    const sortable = described && options.sortable;
    const { removeTagHint: remove, moveTagHint: move } = ids;
    const hint = (id: string) => () => el('span', undefined, { id, hidden: '' });
    const { control, late } = this;
    this.show('remove', described, hint(remove), (node) => control.after(node))?.replaceChildren(
      messages.removeTagHint,
    );
    this.show('move', sortable, hint(move), (node) => late.remove?.after(node))?.replaceChildren(
      messages.moveTagHint,
    );
    this.tagDescription = !described ? '' : sortable ? `${remove} ${move}` : remove;
  }

  /**
   * The grid, owning the tags' row, is in the page only while there are tags
   * (or a focused one leaving), and after the root's other parts: an empty
   * element, or one right after the control, made Orca stay silent when a
   * closing list gave the focus back to the combobox (looking for where the
   * removed list's focus should go, it settled on the combobox already).
   */
  private showTags(shown: boolean): void {
    const { values, port } = this;
    shown ||= values.querySelector(TAG_SELECTOR) !== null;
    attr(values, 'role', shown ? 'row' : null);
    const make = () => el('div', undefined, { role: 'grid' });
    const tagGrid = this.show('grid', shown, make, (node) => this.owner.append(node));
    if (!tagGrid) return;
    attr(tagGrid, 'aria-label', port.state.messages.selectedTags);
    attr(tagGrid, 'aria-colcount', String(port.derived.publicValue().length));
    attr(tagGrid, 'aria-owns', values.id);
  }

  private tag(value: string, index: number): HTMLElement {
    const option = this.port.derived.optionOf(value);
    const label = capped(option?.label ?? value);
    // A clone of a prepared tag: a fraction of the cost of building each part.
    this.tagTemplate ??= this.emptyTag();
    const tag = this.tagTemplate.cloneNode(true) as HTMLElement;
    tag.setAttribute('data-value', value);
    if (this.port.derived.isPending(value)) tag.classList.add(cls.tagPending);
    tag.setAttribute('aria-label', label);
    tag.setAttribute('aria-colindex', String(index + 1));
    const cell = tag.firstChild as HTMLElement;
    (cell.firstChild as HTMLElement).append(option ? this.content(option) : label);
    // The remove button, after the label (none on a read-only field).
    cell.children[1]?.setAttribute('aria-label', format(this.port.state.messages.removeTag, { label }));
    return tag;
  }

  private emptyTag(): HTMLElement {
    const { options } = this.port.derived;
    const tag = el('span', partClass('tag', cls.tag, options), { role: 'gridcell' });
    attr(tag, 'aria-describedby', this.tagDescription || null);
    // Focusable by script only: tags are reached with the arrow keys, not Tab.
    tag.tabIndex = -1;
    const cell = el('span', cls.tagCell);
    cell.append(el('span', cls.tagLabel));
    // A read-only or disabled field's tags only show their labels.
    if (!options.readonly && !this.port.state.disabled)
      cell.append(button(partClass('tagRemove', cls.tagRemove, options), { tabindex: '-1' }, '×'));
    tag.append(cell);
    return tag;
  }

  /** Attributes that follow open and disabled state (aria-activedescendant and tabindex: the view's). */
  renderState(): void {
    const { control, port } = this;
    const { open, disabled } = port.state;
    attr(control, 'aria-expanded', String(open));
    attr(control, 'aria-controls', open ? this.ids.list : null);
    attr(control, 'aria-disabled', disabled ? 'true' : null);
    attr(control, 'aria-haspopup', port.derived.dataset.isTree ? 'tree' : 'listbox');
  }
}
