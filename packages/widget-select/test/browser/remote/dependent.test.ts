/**
 * A city select whose remote answers depend on a country field, against a
 * fake backend (the page's `fetch`, or an `ajax.request`).
 */
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { part } from '../../../../../tests/parts';
import type { Option } from '../../../src/index';
import { $, $$, control, fixture, mount, recordSubmissions, rowLabels, rows } from '../helpers';
import { frames } from '../waits';
import { sleep } from './backend';

const CITIES: Record<string, Option[]> = {
  de: [
    { value: 'berlin', label: 'Berlin' },
    { value: 'hamburg', label: 'Hamburg' },
  ],
  fr: [
    { value: 'paris', label: 'Paris' },
    { value: 'lyon', label: 'Lyon' },
  ],
  it: [{ value: 'rome', label: 'Rome' }],
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** A form with a country select and a city select to mount the widget on. */
function countryForm() {
  const host = fixture(`
    <form>
      <select name="country"><option value="de">Germany</option><option value="fr">France</option><option value="it">Italy</option></select>
      <select name="city"></select>
      <button>Send</button>
    </form>`);
  const form = host.querySelector('form')!;
  const country = host.querySelector<HTMLSelectElement>('[name=country]')!;
  const city = host.querySelector<HTMLSelectElement>('[name=city]')!;
  return { form, country, city, submitted: recordSubmissions(form) };
}

/** The page's fetch answers `/cities?country=…` from CITIES; returns the addresses asked for. */
function fakeCitiesServer(latency = 0) {
  const asked: string[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input));
    asked.push(`${url.pathname}${url.search}`);
    if (latency) await sleep(latency);
    const cities = CITIES[url.searchParams.get('country') ?? ''] ?? [];
    const query = (url.searchParams.get('q') ?? '').toLowerCase();
    const options = cities.filter((c) => c.label.toLowerCase().includes(query));
    return new Response(JSON.stringify(options), { headers: { 'Content-Type': 'application/json' } });
  });
  return asked;
}

test('the city list follows the country; the form never submits a city the new country lacks', async () => {
  const { form, country, city, submitted } = countryForm();
  const asked = fakeCitiesServer();
  const widget = mount(
    { ajax: { url: () => `/cities?country=${country.value}`, debounce: 0 }, missingSelectionPolicy: 'prune' },
    city,
  );
  await userEvent.click(control());
  await expect.poll(() => rowLabels()).toEqual(['Berlin', 'Hamburg']);
  await userEvent.click($('[role=option]')!);
  expect(widget.getValue()).toBe('berlin');
  await userEvent.selectOptions(country, 'fr');
  // Judged in the background against France's answers, before any opening.
  await expect.poll(() => widget.getValue()).toBeNull();
  await userEvent.click(control());
  // The old country's cities are never offered.
  expect(rowLabels()).not.toContain('Berlin');
  await expect.poll(() => rowLabels()).toEqual(['Paris', 'Lyon']);
  await userEvent.keyboard('{Escape}');
  await userEvent.click(form.querySelector('button')!);
  expect(submitted).toHaveLength(1);
  expect([...submitted[0]!.entries()]).toEqual([['country', 'fr']]);
  // Back to Germany: its answer comes from the cache, under its own address.
  await userEvent.selectOptions(country, 'de');
  await userEvent.click(control());
  await expect.poll(() => rowLabels()).toEqual(['Berlin', 'Hamburg']);
  expect(asked).toEqual(['/cities?country=de&q=&page=0', '/cities?country=fr&q=&page=0']);
});

test('a city picked for the old country is dropped without opening the city field, before the form is sent', async () => {
  const { form, country, city, submitted } = countryForm();
  const asked = fakeCitiesServer();
  const widget = mount(
    { ajax: { url: () => `/cities?country=${country.value}`, debounce: 0 }, missingSelectionPolicy: 'prune' },
    city,
  );
  const changes: unknown[] = [];
  widget.on('change', (value) => changes.push(value));
  await userEvent.click(control());
  await expect.poll(() => rowLabels()).toEqual(['Berlin', 'Hamburg']);
  await userEvent.click($('[role=option]')!);
  await userEvent.keyboard('{Escape}');
  await userEvent.selectOptions(country, 'fr');
  await expect.poll(() => widget.getValue()).toBeNull();
  expect(control().getAttribute('aria-expanded')).toBe('false');
  expect(changes).toEqual(['berlin', null]);
  await userEvent.click(form.querySelector('button')!);
  expect([...submitted[0]!.entries()]).toEqual([['country', 'fr']]);
  // Opening shows the new country's cities from that answer, asking nothing more.
  await userEvent.click(control());
  await expect.poll(() => rowLabels()).toEqual(['Paris', 'Lyon']);
  expect(asked).toEqual(['/cities?country=de&q=&page=0', '/cities?country=fr&q=&page=0']);
});

test('a country widget on a div, picked by the user, has the closed city judged too', async () => {
  const host = fixture('<div id="country"></div><select name="city"></select>');
  const asked = fakeCitiesServer();
  const country = mount(
    {
      data: [
        { value: 'de', label: 'Germany' },
        { value: 'fr', label: 'France' },
      ],
    },
    host.querySelector<HTMLElement>('#country')!,
  );
  country.setValue('de', { emitChange: false });
  const city = mount(
    {
      ajax: { url: () => `/cities?country=${country.getValue()}`, debounce: 0 },
      missingSelectionPolicy: 'prune',
    },
    host.querySelector<HTMLSelectElement>('select')!,
  );
  const changes: unknown[] = [];
  city.on('change', (value) => changes.push(value));
  const [countryControl, cityControl] = $$(part('control'));
  await userEvent.click(cityControl!);
  await expect.poll(() => rowLabels()).toEqual(['Berlin', 'Hamburg']);
  await userEvent.click($('[role=option]')!);
  await userEvent.keyboard('{Escape}');
  // A widget on a div fires no page event: its value change is heard all the same.
  await userEvent.click(countryControl!);
  await userEvent.click(rows().find((row) => row.textContent === 'France')!);
  expect(country.getValue()).toBe('fr');
  await expect.poll(() => city.getValue()).toBeNull();
  expect(cityControl!.getAttribute('aria-expanded')).toBe('false');
  expect(changes).toEqual(['berlin', null]);
  expect(asked).toEqual(['/cities?country=de&q=&page=0', '/cities?country=fr&q=&page=0']);
});

test('a city the new country holds too stays selected and is submitted', async () => {
  const { form, country, city, submitted } = countryForm();
  fakeCitiesServer();
  CITIES.fr!.push({ value: 'berlin', label: 'Berlin (France)' });
  try {
    const widget = mount(
      {
        ajax: { url: () => `/cities?country=${country.value}`, debounce: 0 },
        missingSelectionPolicy: 'prune',
      },
      city,
    );
    widget.open();
    await expect.poll(() => rowLabels()).toEqual(['Berlin', 'Hamburg']);
    await userEvent.click($('[role=option]')!);
    await userEvent.selectOptions(country, 'fr');
    // Judged in the background: the value stays, named as France's answers name it.
    await expect.poll(() => control().textContent).toContain('Berlin (France)');
    await userEvent.click(control());
    await expect.poll(() => rowLabels()).toEqual(['Paris', 'Lyon', 'Berlin (France)']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(form.querySelector('button')!);
    expect([...submitted[0]!.entries()]).toEqual([
      ['country', 'fr'],
      ['city', 'berlin'],
    ]);
  } finally {
    CITIES.fr!.pop();
  }
});

test('an open list loads the new country’s cities at once when the country changes (ajax.cacheKey)', async () => {
  const { country, city } = countryForm();
  const calls: { country: string; signal: AbortSignal }[] = [];
  // Italy's answer stays on its way until the test lets it arrive.
  let answerItaly = () => {};
  const italyAnswered = new Promise<void>((resolve) => {
    answerItaly = resolve;
  });
  const widget = mount(
    {
      ajax: {
        request: async (_query, _page, signal) => {
          const asked = country.value;
          calls.push({ country: asked, signal });
          if (asked === 'it') await italyAnswered;
          return CITIES[asked] ?? [];
        },
        cacheKey: (query, page) => `${country.value}|${query}|${page}`,
        debounce: 0,
      },
    },
    city,
  );
  widget.open();
  await expect.poll(() => rowLabels()).toEqual(['Berlin', 'Hamburg']);
  // Set from code with an event, as a framework binding does, while the list stays open.
  country.value = 'fr';
  country.dispatchEvent(new Event('change', { bubbles: true }));
  await expect.poll(() => rowLabels()).toEqual(['Paris', 'Lyon']);
  expect(control().getAttribute('aria-expanded')).toBe('true');
  expect(calls.map((c) => c.country)).toEqual(['de', 'fr']);
  // A change while the answer is on its way aborts that request (France's answer is cached).
  country.value = 'it';
  country.dispatchEvent(new Event('input', { bubbles: true }));
  await expect.poll(() => calls.length).toBe(3);
  expect(rowLabels()).toEqual([]);
  country.value = 'fr';
  country.dispatchEvent(new Event('change', { bubbles: true }));
  await expect.poll(() => rowLabels()).toEqual(['Paris', 'Lyon']);
  expect(calls[2]?.signal.aborted).toBe(true);
  // The aborted answer arrives late, and is not shown.
  answerItaly();
  await frames();
  expect(calls).toHaveLength(3);
  expect(rowLabels()).toEqual(['Paris', 'Lyon']);
});
