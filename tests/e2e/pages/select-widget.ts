import { expect, type Locator, type Page } from '@playwright/test';
import { part, valueTags } from '../../parts';

/**
 * One widget-select instance, addressed through its public class names
 * and ARIA roles, never through implementation details. The list is
 * found through the control's aria-controls, so it also works when the
 * dropdown is portalled.
 */
export class SelectWidgetObject {
  readonly control: Locator;
  readonly values: Locator;
  readonly tags: Locator;
  /** Tag texts without the remove button's ×. */
  readonly tagLabels: Locator;
  readonly value: Locator;
  readonly placeholder: Locator;
  readonly clearButton: Locator;

  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {
    this.control = root.locator(part('control'));
    this.values = root.locator(part('values'));
    this.tags = root.locator(valueTags);
    this.tagLabels = this.tags.locator(part('tagLabel'));
    this.value = root.locator(part('value'));
    this.placeholder = root.locator(part('placeholder'));
    this.clearButton = root.locator(part('clear'));
  }

  /** The dropdown's listbox (or tree). */
  async list(): Promise<Locator> {
    const id = await this.control.getAttribute('aria-controls');
    if (!id) throw new Error('the control has no aria-controls');
    return this.page.locator(`[id="${id}"]`);
  }

  /** The dropdown element, found from the list so portals work too. */
  async dropdown(): Promise<Locator> {
    const id = await this.control.getAttribute('aria-controls');
    return this.page.locator(`${part('dropdown')}:has([id="${id}"])`);
  }

  async search(): Promise<Locator> {
    return (await this.dropdown()).locator(part('search'));
  }

  /** Option rows currently rendered (virtual lists render only some). */
  async options(): Promise<Locator> {
    return (await this.list()).locator(part('option'));
  }

  async option(label: string | RegExp): Promise<Locator> {
    return (await this.options()).filter({ hasText: label }).first();
  }

  async labels(): Promise<Locator> {
    return (await this.list()).locator(`${part('option')} ${part('label')}`);
  }

  async highlighted(): Promise<Locator> {
    return (await this.list()).locator(part('optionHighlighted'));
  }

  async expectOpen(): Promise<void> {
    await expect(this.control).toHaveAttribute('aria-expanded', 'true');
    await expect(await this.dropdown()).toBeVisible();
  }

  async expectClosed(): Promise<void> {
    await expect(this.control).toHaveAttribute('aria-expanded', 'false');
    await expect(this.root.page().locator(part('dropdown'))).toHaveCount(await this.openDropdownCount());
  }

  /** Dropdowns of other widgets may be open; this one's list must be gone. */
  private async openDropdownCount(): Promise<number> {
    const id = await this.control.getAttribute('aria-controls');
    const all = await this.page.locator(part('dropdown')).count();
    const mine = await this.page.locator(`${part('dropdown')}:has([id="${id}"])`).count();
    return all - mine;
  }

  /**
   * Opens with a real click on the control (no-op when already open). The
   * click lands on the arrow end of the control: the middle may hold tags,
   * which sortable mode turns into drag handles.
   */
  async open(): Promise<void> {
    if ((await this.control.getAttribute('aria-expanded')) !== 'true') await this.clickControl();
    await this.expectOpen();
  }

  async clickControl(): Promise<void> {
    // Centred, as a person would scroll it: the dropdown then has room to open below.
    await this.control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await this.control.boundingBox();
    if (!box) throw new Error('the control is not visible');
    const rtl = (await this.control.evaluate((e) => getComputedStyle(e).direction)) === 'rtl';
    await this.control.click({ position: { x: rtl ? 14 : box.width - 14, y: box.height / 2 } });
  }

  /** Opens and types into the search input with real key presses. */
  async type(text: string): Promise<void> {
    await this.open();
    await expect(await this.search()).toBeFocused();
    await this.page.keyboard.type(text);
  }

  /** Opens and clicks the first row whose text matches. */
  async pick(label: string | RegExp): Promise<void> {
    await this.open();
    await (await this.option(label)).click();
  }

  tag(label: string | RegExp): Locator {
    return this.tags.filter({ hasText: label });
  }

  async removeTag(label: string | RegExp): Promise<void> {
    await this.tag(label).locator(part('tagRemove')).click();
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }
}
