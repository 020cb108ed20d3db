/**
 * The combobox control: the single value or the tags, the placeholder, the
 * +N more chip and the clear button. Pure rendering; input is handled by the
 * view's delegated listeners.
 */
import type { Model } from '../core/model';
import { format } from '../i18n';
import { cls } from './classes';
import { activeElementOf, attr, el } from './dom';
import { optionContent, type TemplateCache } from './row';

/** Tags built per task when many values are selected. */
const TAG_CHUNK = 250;

export class ControlView<M> {
  readonly control: HTMLElement;
  readonly values: HTMLElement;
  private readonly clearButton: HTMLButtonElement;

  constructor(
    private readonly model: Model<M>,
    private readonly cache: TemplateCache<M>,
    listId: string,
  ) {
    this.control = el('div', cls.control, {
      role: 'combobox',
      'aria-expanded': 'false',
      'aria-controls': listId,
      'aria-autocomplete': 'none',
    });
    this.values = el('div', cls.values);
    this.clearButton = el('button', cls.clear, { type: 'button', tabindex: '-1' });
    this.clearButton.textContent = '×';
    const arrow = el('span', cls.arrow, { 'aria-hidden': 'true' });
    this.control.append(this.values, this.clearButton, arrow);
  }

  /** Bumped by every render, so a chunk scheduled by an older one stops. */
  private generation = 0;

  /**
   * Thousands of tags are added a chunk per frame after the first, so no
   * single task builds and lays out all of them. Each later chunk has a
   * wrapper that the browser skips while it is scrolled out of view
   * (`content-visibility: auto`), so a frame lays out the chunks, not every
   * tag: flat, the 400th chunk of a 100,000-value select-all would lay out
   * 100,000 tags, and all of them together would take minutes.
   */
  private appendLater(value: readonly string[], from: number, to: number): void {
    const generation = this.generation;
    requestAnimationFrame(() => {
      if (generation !== this.generation || !this.values.isConnected) return;
      const end = Math.min(to, from + TAG_CHUNK);
      const chunk = el('span', cls.tagChunk);
      for (let i = from; i < end; i++) chunk.append(this.tag(value[i] as string));
      this.values.insertBefore(chunk, this.values.querySelector(`.${cls.tagMore}`));
      if (end < to) this.appendLater(value, end, to);
    });
  }

  /** Rebuilds the value area; called when the value or display options change. */
  renderValue(): void {
    this.generation++;
    const { model } = this;
    const { value } = model.state;
    const { multiple, placeholder, clearable, maxVisibleTags } = model.options;
    const parts: Node[] = [];
    if (value.length === 0) {
      parts.push(el('span', cls.placeholder, {}, placeholder));
    } else if (!multiple) {
      const option = model.optionOf(value[0] as string);
      const node = el('span', cls.value);
      node.append(option ? this.content(option) : (value[0] as string));
      parts.push(node);
    } else {
      const shown = maxVisibleTags === undefined ? value.length : Math.min(value.length, maxVisibleTags);
      const now = Math.min(shown, TAG_CHUNK);
      for (let i = 0; i < now; i++) parts.push(this.tag(value[i] as string));
      if (shown > now) this.appendLater(value, now, shown);
      const hidden = value.length - shown;
      if (hidden > 0) {
        const more = el(
          'span',
          `${cls.tag} ${cls.tagMore}`,
          {},
          format(model.messages.moreTags, { count: hidden }),
        );
        parts.push(more);
      }
    }
    this.values.replaceChildren(...parts);
    this.clearButton.hidden = !(clearable && value.length > 0);
    this.clearButton.setAttribute('aria-label', model.messages.clear);
    this.clearButton.title = model.messages.clear;
  }

  private content(option: Parameters<Model<M>['isDisabled']>[0]): Node {
    const { templateSelection, sanitizeTemplate } = this.model.options;
    return optionContent(option, this.cache, {
      template: templateSelection,
      sanitize: sanitizeTemplate,
      compact: true,
    });
  }

  private tag(value: string): HTMLElement {
    const option = this.model.optionOf(value);
    const label = option?.label ?? value;
    const tag = el('span', cls.tag, { 'data-value': value });
    // Focusable by script only: tags are reached with the arrow keys, not Tab.
    tag.tabIndex = -1;
    const text = el('span', cls.tagLabel);
    text.append(option ? this.content(option) : label);
    const remove = el('button', cls.tagRemove, {
      type: 'button',
      tabindex: '-1',
      'aria-label': format(this.model.messages.removeTag, { label }),
    });
    remove.textContent = '×';
    tag.append(text, remove);
    return tag;
  }

  /** Attributes that follow open, disabled and highlight state. */
  renderState(activeDescendant: string | null, searchInDropdown: boolean): void {
    const { control, model } = this;
    const { open, disabled } = model.state;
    attr(control, 'aria-expanded', String(open));
    attr(control, 'aria-disabled', disabled ? 'true' : null);
    control.tabIndex = disabled ? -1 : 0;
    attr(control, 'aria-haspopup', model.dataset.isTree ? 'tree' : 'listbox');
    const focusOnControl = typeof document !== 'undefined' && activeElementOf(control) === control;
    attr(
      control,
      'aria-activedescendant',
      open && (!searchInDropdown || focusOnControl) ? activeDescendant : null,
    );
  }
}
