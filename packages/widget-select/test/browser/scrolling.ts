/**
 * Scrolling a virtual list the way a user does: a drag of the scrollbar
 * sets the scroll position, short scrolls then move row by row. Above the
 * scroll space's cap the scroll position is no longer the rows' offset, so
 * tests find rows by what is on screen, never by multiplying row heights.
 */
import { expect, vi } from 'vitest';
import { $, rows } from './helpers';

export const list = () => $('.widget-select__list')!;
export const frames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
export const position = (row: HTMLElement) => Number(row.getAttribute('aria-posinset'));

/** A long wheel scroll, in px. */
const WHEEL = 800;

/** The option rows whose boxes meet the list's box, top to bottom. */
export function visibleRows(): HTMLElement[] {
  const box = list().getBoundingClientRect();
  return rows()
    .filter((row) => {
      const rect = row.getBoundingClientRect();
      return rect.bottom > box.top + 1 && rect.top < box.bottom - 1;
    })
    .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
}

/** Drags the scrollbar thumb to `fraction` of its track. */
export async function dragTo(fraction: number): Promise<void> {
  const element = list();
  element.scrollTop = fraction * (element.scrollHeight - element.clientHeight);
  await frames();
}

/**
 * Scrolls until the row at 1-based `at` is on screen and returns it: a drag
 * to its share of the track, then wheel-sized scrolls (which move the rows
 * by exactly their px) or shorter drags until the row shows.
 */
export async function scrollToRow(at: number): Promise<HTMLElement> {
  const element = list();
  const count = Number(rows()[0]?.getAttribute('aria-setsize'));
  await dragTo((at - 1) / Math.max(1, count - 1));
  const onScreen = () => visibleRows().find((row) => position(row) === at);
  for (let step = 0; step < 40 && !onScreen(); step++) {
    const shown = visibleRows();
    const top = shown[0] as HTMLElement;
    const height = top.getBoundingClientRect().height;
    const px = (at - position(top)) * height;
    // Rows per scrollbar px, on average: a thumb drag moves that much farther than a wheel.
    const drag = px / Math.max(1, (count * height) / element.scrollHeight);
    element.scrollTop +=
      Math.abs(px) <= WHEEL ? px : Math.abs(drag) > 2 * WHEEL ? drag : Math.sign(px) * WHEEL;
    await frames();
  }
  await vi.waitFor(() => expect(onScreen()).toBeDefined());
  return onScreen() as HTMLElement;
}
