import { expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { $, $$, control, highlighted, mount } from './helpers';
import { frames } from './waits';

const groups = (size: number) =>
  ['Fruit', 'Herbs', 'Roots'].map((label) => ({
    label,
    options: Array.from({ length: size }, (_, i) => ({ value: `${label}-${i}`, label: `${label} ${i}` })),
  }));

const list = () => $('.widget-select__list')!;

/** The header shown at the top of the list: rendered, at the list's top edge, and not hidden behind a row. */
function headerAtTop(): HTMLElement | undefined {
  const top = list().getBoundingClientRect().top + list().clientTop;
  return $$('.widget-select__group').find((header) => {
    const box = header.getBoundingClientRect();
    if (Math.abs(box.top - top) > 1 || box.height === 0) return false;
    return (
      document.elementFromPoint(box.left + 4, box.top + box.height / 2)?.closest('.widget-select__group') ===
      header
    );
  });
}

/** The highlighted row's group is the one pinned at the top, and the row shows below its header. */
async function expectPinnedHeader(): Promise<void> {
  await frames();
  const row = highlighted()!;
  const header = headerAtTop();
  expect(header?.textContent).toBe(row.textContent?.split(' ')[0]);
  expect(row.getBoundingClientRect().top).toBeGreaterThanOrEqual(header!.getBoundingClientRect().bottom - 1);
  expect(row.getBoundingClientRect().bottom).toBeLessThanOrEqual(list().getBoundingClientRect().bottom + 1);
}

for (const [kind, size, virtualScroll] of [
  ['plain', 40, false],
  ['virtual', 150, true],
] as const) {
  test(`a ${kind} grouped list pins the current group's header at its top while the group's rows scroll`, async () => {
    mount({ data: groups(size), virtualScroll });
    await userEvent.click(control());
    expect(list().classList.contains('widget-select__list--virtual') || !virtualScroll).toBe(true);
    for (let i = 0; i < 15; i++) await userEvent.keyboard('{ArrowDown}');
    expect(highlighted()?.textContent).toBe('Fruit 15');
    await expectPinnedHeader();
    await userEvent.keyboard('{PageDown}{PageDown}');
    await expectPinnedHeader();
    while (!highlighted()?.textContent?.startsWith('Herbs')) await userEvent.keyboard('{PageDown}');
    for (let i = 0; i < 12; i++) await userEvent.keyboard('{ArrowDown}');
    await expectPinnedHeader();
    // Going back up, the active row is revealed below the pinned header, not behind it.
    for (let i = 0; i < 12; i++) await userEvent.keyboard('{ArrowUp}');
    await expectPinnedHeader();
    await userEvent.keyboard('{End}');
    expect(highlighted()?.textContent).toBe(`Roots ${size - 1}`);
    await expectPinnedHeader();
    // Scrolled by hand into the middle of a group, its header is still there.
    list().scrollTop = (size * 1.5 + 2) * 36;
    await frames();
    expect(headerAtTop()?.textContent).toBe('Herbs');
  });
}

test('the pinned header of a virtual list is its group element’s own header, read once', async () => {
  mount({ data: groups(150) });
  await userEvent.click(control());
  list().scrollTop = 90 * 36;
  await frames();
  const header = headerAtTop()!;
  const group = header.closest('[role="group"]')!;
  expect(group.getAttribute('aria-labelledby')).toBe(header.id);
  expect(group.hasAttribute('aria-label')).toBe(false);
  expect($$('.widget-select__group').filter((each) => each.textContent === 'Fruit')).toHaveLength(1);
});

test('a virtual grouped list: the highlighted row kept rendered after a wheel scroll stays inside its group', async () => {
  const data = Array.from({ length: 30 }, (_, g) => ({
    label: `Group ${g}`,
    options: Array.from({ length: 10 }, (_, i) => ({ value: `${g}-${i}`, label: `G${g} item ${i}` })),
  }));
  mount({ data });
  control().focus();
  await userEvent.keyboard('{ArrowDown}');
  const box = list().getBoundingClientRect();
  const at = { x: box.left + box.width / 2, y: box.top + 10 };
  // The pointer over the list highlights the row under it first.
  await commands.wheel(at, 0);
  const id = highlighted()!.id;
  await commands.wheel(at, 2000);
  await expect.poll(() => list().scrollTop).toBeGreaterThan(1000);
  await frames();
  expect(document.activeElement?.getAttribute('aria-activedescendant')).toBe(id);
  const group = $(`#${id}`)!.closest('[role="group"]');
  expect(
    group?.getAttribute('aria-label') ?? $(`#${group?.getAttribute('aria-labelledby')}`)?.textContent,
  ).toBe('Group 0');
});
