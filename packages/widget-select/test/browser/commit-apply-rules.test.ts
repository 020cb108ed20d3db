/**
 * `commit: 'apply'` keeps the rules a pick made at once meets: the data
 * policy, the cap and the before* hooks judge what Apply commits. Real
 * clicks; the country field changes from code while the list is open.
 * The sheet's Done is Apply: it meets the same rules.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { selectAllHeaderPlugin } from '../../src/index';
import { manualBackend } from './remote/backend';
import { $, control, fixture, fruits, mount, recordEvents, rowLabels, rows, search } from './helpers';

const row = (label: string) => rows().find((r) => r.textContent === label)!;
const apply = () => userEvent.click($('button.widget-select__apply')!);
const names = (log: [string, unknown][]) => log.map(([name]) => name);

const CITIES: Record<string, { value: string; label: string }[]> = {
  fr: [
    { value: 'paris', label: 'Paris' },
    { value: 'lyon', label: 'Lyon' },
  ],
  de: [
    { value: 'berlin', label: 'Berlin' },
    { value: 'hamburg', label: 'Hamburg' },
    { value: 'munich', label: 'Munich' },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** A country select and a multiple city widget whose answers follow it. */
function cities(policy: 'prune' | 'error') {
  const host = fixture(
    '<select name="country"><option value="fr">France</option><option value="de">Germany</option></select><div id="city"></div>',
  );
  const country = host.querySelector('select')!;
  vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input));
    const options = CITIES[url.searchParams.get('country') ?? ''] ?? [];
    return new Response(JSON.stringify(options), { headers: { 'Content-Type': 'application/json' } });
  });
  const widget = mount(
    {
      multiple: true,
      commit: 'apply',
      missingSelectionPolicy: policy,
      ajax: { url: () => `/cities?country=${country.value}`, debounce: 0 },
    },
    host.querySelector<HTMLElement>('#city')!,
  );
  const toGermany = () => {
    country.value = 'de';
    country.dispatchEvent(new Event('change', { bubbles: true }));
  };
  return { widget, toGermany };
}

/** Opens the list, stages Paris, then changes the country: the list reloads with Germany's cities. */
async function stageParisThenGermany(toGermany: () => void): Promise<void> {
  await userEvent.click(control());
  await expect.poll(() => rowLabels()).toEqual(['Paris', 'Lyon']);
  await userEvent.click(row('Paris'));
  toGermany();
  await expect.poll(() => rowLabels()).toEqual(['Berlin', 'Hamburg', 'Munich']);
}

test('prune: a city staged for the old country is not committed by Apply', async () => {
  const { widget, toGermany } = cities('prune');
  const log = recordEvents(widget);
  await stageParisThenGermany(toGermany);
  expect(widget.getPendingValue()).toEqual([]);
  await apply();
  expect(widget.getValue()).toEqual([]);
  expect(names(log)).not.toContain('change');
});

test('error: a city staged for the old country reports missing-selection', async () => {
  const { widget, toGermany } = cities('error');
  const log = recordEvents(widget);
  await stageParisThenGermany(toGermany);
  await apply();
  const errors = log.filter(([name]) => name === 'error').map(([, error]) => error as { code: string });
  expect(errors.map((error) => error.code)).toEqual(['missing-selection']);
});

test('setData while the list is open: prune drops a staged pick the data lacks, error throws', async () => {
  const widget = mount({ data: fruits, multiple: true, commit: 'apply', missingSelectionPolicy: 'prune' });
  await userEvent.click(control());
  await userEvent.click(row('Apple'));
  await userEvent.click(row('Banana'));
  widget.setData(fruits.slice(1));
  expect(widget.getPendingValue()).toEqual(['banana']);
  await apply();
  expect(widget.getValue()).toEqual(['banana']);

  const strict = mount({ data: fruits, multiple: true, commit: 'apply', missingSelectionPolicy: 'error' });
  await userEvent.click(control());
  await userEvent.click(row('Apple'));
  expect(() => strict.setData(fruits.slice(1))).toThrow(
    expect.objectContaining({ code: 'missing-selection' }),
  );
  expect(strict.getPendingValue()).toEqual(['apple']);
});

test('Apply commits no more than maxSelections: the values set from code meanwhile stay, maximum names the pick left out', async () => {
  const widget = mount({ data: fruits, multiple: true, commit: 'apply', maxSelections: 2 });
  const log = recordEvents(widget);
  await userEvent.click(control());
  await userEvent.click(row('Apple'));
  await userEvent.click(row('Banana'));
  widget.setValue(['date', 'elderberry']);
  await apply();
  expect(widget.getValue()).toEqual(['date', 'elderberry']);
  const maximum = log.find(([name]) => name === 'maximum')?.[1] as {
    limit: number;
    option: { value: string };
  };
  expect(maximum.limit).toBe(2);
  expect(maximum.option.value).toBe('apple');
  expect(names(log).filter((name) => name === 'change')).toEqual(['change']);
});

/** Apply in the dropdown, and the sheet's Done, which is the same Apply. */
const appliers = [
  { by: 'Apply', presentation: 'dropdown', press: apply },
  { by: "the sheet's Done", presentation: 'sheet', press: () => userEvent.click($('.widget-select__done')!) },
] as const;

for (const { by, presentation, press } of appliers) {
  test(`a beforeSelect that refuses one staged pick keeps the others (${by}), and the live region names it`, async () => {
    const widget = mount({
      data: fruits,
      multiple: true,
      commit: 'apply',
      presentation,
      beforeSelect: (option) => option.value !== 'banana',
    });
    const log = recordEvents(widget);
    await userEvent.click(control());
    for (const label of ['Apple', 'Banana', 'Cherry']) await userEvent.click(row(label));
    await press();
    expect(widget.getValue()).toEqual(['apple', 'cherry']);
    expect(names(log)).toEqual(['open', 'select', 'select', 'change', 'close']);
    expect($('.widget-select__live')?.textContent).toContain('Not applied: Banana');
  });

  test(`${by} while "Select all matching" still loads pages waits for them and commits every match`, async () => {
    const backend = manualBackend();
    const people = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => ({ value: `p${from + i}`, label: `Person ${from + i}` }));
    const widget = mount({
      multiple: true,
      commit: 'apply',
      presentation,
      ajax: { request: backend.request, pagination: true, debounce: 0 },
      plugins: [selectAllHeaderPlugin()],
    });
    await userEvent.click(control());
    await expect.poll(() => backend.calls.length).toBe(1);
    backend.calls[0]!.resolve({ options: [], hasMore: false });
    await userEvent.fill(search()!, 'Person');
    await expect.poll(() => backend.calls.length).toBe(2);
    backend.calls[1]!.resolve({ options: people(0, 20), hasMore: true, total: 30 });
    const selectAll = () => $('.widget-select__header .widget-select__bulk-button')!;
    await expect.poll(() => selectAll().textContent).toBe('Select all 30 matching');
    await userEvent.click(selectAll());
    await expect.poll(() => backend.calls.length).toBe(3);
    await press();
    backend.calls[2]!.resolve({ options: people(20, 30), hasMore: false });
    await expect.poll(() => widget.getValue()).toHaveLength(30);
    expect(widget.isDropdownOpen()).toBe(false);
  });
}
