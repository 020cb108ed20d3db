/**
 * `widget-select/testing/playwright`: a Playwright page object for one
 * widget, for an app's own end-to-end tests. It drives the widget the way a
 * user does (real clicks on the control, the rows and the tags' remove
 * buttons, real key presses in the search field) and finds every part by its
 * public class names and ARIA attributes, so a portalled dropdown is found
 * too. It only uses the locator it is given: `@playwright/test` is needed for
 * its types, never loaded by this module.
 *
 * @example
 * import { SelectWidgetLocator } from 'widget-select/testing/playwright';
 * const fruit = new SelectWidgetLocator(page.locator('widget-select[name="fruit"]'));
 * await fruit.pick('Banana');
 * expect(await fruit.selectedLabels()).toEqual(['Banana']);
 */
import type { Locator } from '@playwright/test';
import { accessibleText, selectionState, shownLabels } from './read';

const ROOT_CLASS = 'widget-select';
const hasClass = (name: string) => `contains(concat(' ', normalize-space(@class), ' '), ' ${name} ')`;
/** The widget's root: the located element itself, inside it, or (a native `<select>` mount) right after it. */
const ROOT_XPATH = `xpath=self::*[${hasClass(ROOT_CLASS)}] | descendant::*[${hasClass(ROOT_CLASS)}] | following-sibling::*[1][${hasClass(ROOT_CLASS)}]`;
const CONTROL = '.widget-select__control';
const DROPDOWN = '.widget-select__dropdown';
const SEARCH = '.widget-select__search';
const OPTION = '.widget-select__option';
const HIGHLIGHTED = '.widget-select__option--highlighted';
const LABEL = '.widget-select__label';
const TAG = '.widget-select__tag[data-value]:not(.widget-select__tag--more)';
const TAG_REMOVE = '.widget-select__tag-remove';
/** How far inside the control's inline end a click aims: the middle of the arrow. */
const ARROW_END_INSET = 14;

/** A label matched whole, as its accessible name reads (any run of whitespace between words, none around). */
const exactly = (text: string) =>
  new RegExp(
    `^\\s*${accessibleText(text)
      .split(' ')
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+')}\\s*$`,
  );

/** How long `pick` waits for the option to show after a search, ms (a remote source answers in that time). */
const SEARCH_WAIT = 5000;

/** The value a widget holds, as `getValue()` returns it. */
export type SelectedValue = string | string[] | null;

/** One widget on a Playwright page. */
export class SelectWidgetLocator {
  /** The widget's root element (`.widget-select`). */
  readonly root: Locator;
  /** The combobox the user clicks and types on. */
  readonly control: Locator;
  /** The selected-value tags (multiple mode), without the "+N more" chip. */
  readonly tags: Locator;

  /**
   * @param host The widget's root, the `<widget-select>` element, the
   * element it was mounted on (a native `<select>` too) or any element that
   * holds one widget.
   */
  constructor(readonly host: Locator) {
    this.root = host.locator(ROOT_XPATH).first();
    this.control = this.root.locator(CONTROL);
    this.tags = this.root.locator(TAG);
  }

  /** Whether the dropdown is open (the control's `aria-expanded`). */
  async isOpen(): Promise<boolean> {
    return (await this.control.getAttribute('aria-expanded')) === 'true';
  }

  /** The list of the open dropdown (listbox or tree), found through the control's `aria-controls`. */
  async list(): Promise<Locator> {
    if (!(await this.isOpen())) throw new Error('widget-select/testing/playwright: the list is not open');
    return this.root.page().locator(`[id="${await this.listId()}"]`);
  }

  /** The open dropdown (where it is portalled to, if it is). */
  async dropdown(): Promise<Locator> {
    return this.root.page().locator(`${DROPDOWN}:has([id="${await this.listId()}"])`);
  }

  /**
   * The id of the list the open control names. Waits until it names one: a
   * click or key that arrived before the widget's input code is held and
   * opens the list only when that code is there.
   */
  private async listId(): Promise<string> {
    const naming = this.root.locator(`${CONTROL}[aria-controls]`);
    await naming.waitFor({ state: 'attached' });
    return (await naming.getAttribute('aria-controls')) ?? '';
  }

  /** The search field of the open dropdown. */
  async searchField(): Promise<Locator> {
    return (await this.dropdown()).locator(SEARCH);
  }

  /** The option rows rendered now (a virtual list renders only some). */
  async options(): Promise<Locator> {
    return (await this.list()).locator(OPTION);
  }

  /** The option row labelled `label` (the whole label; a RegExp matches its text). */
  async option(label: string | RegExp): Promise<Locator> {
    const rows = await this.options();
    if (label instanceof RegExp) return rows.filter({ hasText: label }).first();
    const page = this.root.page();
    return rows
      .filter({ has: page.locator(LABEL, { hasText: exactly(label) }) })
      .or(rows.filter({ hasNot: page.locator(LABEL), hasText: exactly(label) }))
      .first();
  }

  /** The highlighted row of the open list: the one Enter picks, which the arrow keys move. */
  async highlighted(): Promise<Locator> {
    return (await this.list()).locator(HIGHLIGHTED);
  }

  /** The tag labelled `label`. */
  tag(label: string): Locator {
    return this.tags.and(this.root.page().getByLabel(label, { exact: true }));
  }

  /**
   * Clicks the control unless the list is open, and waits for the list. The
   * click lands at the control's inline end (its arrow), as a user aims it:
   * the middle may hold a tag's remove button or a sortable tag's handle.
   */
  async open(): Promise<void> {
    if (!(await this.isOpen())) await this.clickArrowEnd();
    await (await this.dropdown()).waitFor({ state: 'visible' });
  }

  private async clickArrowEnd(): Promise<void> {
    const box = await this.control.boundingBox();
    if (!box) throw new Error('widget-select/testing/playwright: the control is not visible');
    const rightToLeft = await this.control.evaluate(
      (control) => getComputedStyle(control).direction === 'rtl',
    );
    const inset = Math.min(ARROW_END_INSET, box.width / 2);
    await this.control.click({ position: { x: rightToLeft ? inset : box.width - inset, y: box.height / 2 } });
  }

  /** Presses Escape, as a user closes the list, and waits until it has closed. */
  async close(): Promise<void> {
    if (!(await this.isOpen())) return;
    const dropdown = await this.dropdown();
    await this.root.page().keyboard.press('Escape');
    await dropdown.waitFor({ state: 'hidden' });
  }

  /** Opens the list and types `text` into its search field with real key presses (replacing what it held). */
  async search(text: string): Promise<void> {
    await this.open();
    const field = await this.searchField();
    if ((await field.count()) === 0 || !(await field.isVisible()))
      throw new Error('widget-select/testing/playwright: the widget has no search field');
    await field.focus();
    const { keyboard } = this.root.page();
    // Only a field with text is cleared: Backspace in an empty one removes the last tag.
    if ((await field.inputValue()) !== '') {
      await keyboard.press('ControlOrMeta+A');
      await keyboard.press('Backspace');
    }
    await keyboard.type(text);
  }

  /**
   * Opens the list and clicks the option labelled `label`, matched as its
   * accessible name reads (whitespace trimmed and collapsed on both sides).
   * When the row is not rendered (a long virtual list, a remote source),
   * searches for the label first.
   * @throws Error naming the label and the options shown when no option has
   *   that label, or when the click picked nothing (a disabled option, a
   *   `beforeSelect` veto, `maxSelections` reached).
   */
  async pick(label: string): Promise<void> {
    const wanted = accessibleText(label);
    await this.open();
    let row = await this.option(wanted);
    if (!(await row.isVisible())) {
      const texts = await (await this.options()).evaluateAll((rows) =>
        rows.map((row) => (row.querySelector('.widget-select__label') ?? row).textContent ?? ''),
      );
      const seen = shownLabels(texts);
      await this.search(wanted);
      row = await this.option(wanted);
      try {
        await row.waitFor({ state: 'visible', timeout: SEARCH_WAIT });
      } catch {
        throw new Error(
          `widget-select/testing/playwright: no option labelled "${wanted}": ${seen}, and a search for it found none`,
        );
      }
    }
    const multiple = (await (await this.list()).getAttribute('aria-multiselectable')) === 'true';
    // A single select's selected option clicked again stays selected: a pick that changes nothing.
    const kept = !multiple && (await row.getAttribute('aria-selected')) === 'true';
    const disabled = (await row.getAttribute('aria-disabled')) === 'true';
    const before = await this.root.evaluate(selectionState);
    await row.click({ force: disabled });
    // The widget's answer to the click, a frame at most (a re-render, the form value).
    await this.root.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    if (kept || (await this.root.evaluate(selectionState)) !== before) return;
    const shown = accessibleText((await this.control.textContent()) ?? '');
    throw new Error(
      `widget-select/testing/playwright: clicking the option labelled "${wanted}" picked nothing${disabled ? ' (the option is disabled)' : ''}; the control shows "${shown}"`,
    );
  }

  /** Clicks the remove button of the tag labelled `label`. */
  async removeTag(label: string): Promise<void> {
    await this.tag(label).locator(TAG_REMOVE).click();
  }

  /** The labels the control shows: each tag's (multiple), or the single value's; `[]` when nothing is selected. */
  async selectedLabels(): Promise<string[]> {
    return this.root.evaluate((root) => {
      const tags = root.querySelectorAll('.widget-select__tag[data-value]:not(.widget-select__tag--more)');
      if (tags.length > 0) return Array.from(tags, (tag) => tag.getAttribute('aria-label') ?? '');
      const value = root.querySelector('.widget-select__value');
      return value ? [value.textContent?.trim() ?? ''] : [];
    });
  }

  /**
   * The value as the form sees it: a `<widget-select>` element's `value`, or
   * the selected options of the native `<select>` the widget was mounted on
   * (a string, an array for `multiple`, `null` when nothing is selected).
   * @throws Error on a widget mounted on a plain element, which has no form
   * value in the page: read `selectedLabels()` or the app's own state there.
   */
  async value(): Promise<SelectedValue> {
    const value = await this.root.evaluate((root): SelectedValue | undefined => {
      const element = root.closest('widget-select') as (Element & { value?: SelectedValue }) | null;
      if (element && 'value' in element) return element.value ?? null;
      const select = root.previousElementSibling;
      if (!(select instanceof HTMLSelectElement)) return undefined;
      const values = Array.from(select.selectedOptions, (option) => option.value);
      return select.multiple ? values : (values[0] ?? null);
    });
    if (value === undefined) {
      throw new Error(
        'widget-select/testing/playwright: value() needs a <widget-select> or a native <select> mount',
      );
    }
    return value;
  }
}
