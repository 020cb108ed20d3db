import { expect, type Locator, type Page } from '@playwright/test';
import { part } from '../../parts';
import { SelectWidgetObject } from './select-widget';

/** Ids of the playground's sections, in page order (see playground/src/main.ts). */
export const SECTION_IDS = [
  'single',
  'multiple',
  'create',
  'sortable',
  'tree',
  'remote',
  'virtual',
  'templates',
  'themes',
  'i18n',
  'forms',
  'portal',
  'mobile',
] as const;

export type SectionId = (typeof SECTION_IDS)[number];

/** One card of the playground: its widgets, option controls, readouts and event log. */
export class SectionPanel {
  readonly root: Locator;
  readonly log: Locator;
  readonly controls: Locator;

  constructor(
    readonly page: Page,
    readonly id: string,
  ) {
    this.root = page.locator(`section#${id}`);
    this.log = this.root.getByRole('log');
    this.controls = this.root.locator('.controls');
  }

  /** Every widget of the section, in DOM order. */
  get widgets(): Locator {
    return this.root.locator('.widget-select');
  }

  /** The widget of the field with this caption (exact text). */
  select(caption?: string): SelectWidgetObject {
    if (caption === undefined) return new SelectWidgetObject(this.page, this.widgets.first());
    const field = this.root.locator('.field').filter({
      has: this.page.locator('.field__label', { hasText: new RegExp(`^${escapeRegExp(caption)}$`) }),
    });
    return new SelectWidgetObject(this.page, field.locator('.widget-select'));
  }

  /** All widgets as page objects. */
  async selects(): Promise<SelectWidgetObject[]> {
    const count = await this.widgets.count();
    return Array.from({ length: count }, (_, i) => new SelectWidgetObject(this.page, this.widgets.nth(i)));
  }

  /** The live value shown under the widgets, e.g. readout('getValue()'). */
  readout(name: string): Locator {
    return this.root.locator(`output[data-readout="${name}"]`);
  }

  option(name: string | RegExp): Locator {
    return this.controls.getByLabel(name);
  }

  button(name: string | RegExp): Locator {
    return this.root.getByRole('button', { name, exact: typeof name === 'string' });
  }

  /**
   * Saves a screenshot of the card (and any open dropdown) under
   * test-results/screenshots/ (other engines than Chromium: a subfolder named
   * after the engine), cut to what the viewport shows. A full-page
   * capture would resize the page under the test, and a click right after it
   * has been seen to land on the wrong element.
   */
  async screenshot(name: string = this.id): Promise<void> {
    const clip = await this.root.evaluate((card, dropdowns) => {
      const box = card.getBoundingClientRect();
      let { top, bottom } = box;
      for (const dropdown of document.querySelectorAll(dropdowns)) {
        const b = dropdown.getBoundingClientRect();
        top = Math.min(top, b.top);
        bottom = Math.max(bottom, b.bottom);
      }
      const x = Math.max(0, box.left - 8);
      const y = Math.max(0, top - 8);
      return {
        x,
        y,
        width: Math.min(innerWidth, box.right + 8) - x,
        height: Math.min(innerHeight, bottom + 8) - y,
      };
    }, part('dropdown'));
    // Chromium's keep their place; other engines' go in a folder of their own.
    const engine = this.page.context().browser()?.browserType().name() ?? 'chromium';
    const folder = engine === 'chromium' ? 'screenshots' : `screenshots/${engine}`;
    await this.page.screenshot({ path: `test-results/${folder}/${name}.png`, clip });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export class PlaygroundPage {
  readonly errors: string[] = [];

  constructor(readonly page: Page) {
    // An exception anywhere on the page fails the test that caused it (see expectNoErrors).
    page.on('pageerror', (error) => this.errors.push(String(error)));
  }

  async goto(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.locator('html')).toHaveAttribute('data-ready', 'true');
  }

  /** A section of the main page (typed), or of the React / Vue pages (any card id). */
  section(id: SectionId | (string & {})): SectionPanel {
    return new SectionPanel(this.page, id);
  }

  expectNoErrors(): void {
    expect(this.errors, 'uncaught page errors').toEqual([]);
  }
}
