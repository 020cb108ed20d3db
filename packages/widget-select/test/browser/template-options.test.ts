import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Option } from '../../src/index';
import { $, $$, control, highlighted, mount, rowLabels, rows } from './helpers';
import { brokenImagesReported } from './waits';

const people: Option[] = [
  { value: 'an', label: 'Nguyễn Văn An', description: 'Hà Nội', meta: { team: { name: 'Design' } } },
  { value: 'dung', label: 'Đặng Dũng', description: 'Đà Nẵng', meta: { team: { name: 'Sales' } } },
  { value: 'zoe', label: 'Zoé Martin', description: 'Paris', meta: { team: { name: 'Design' } } },
];

test('templates: string output is HTML (sanitized when sanitizeTemplate is set), nodes are inserted', async () => {
  const widget = mount({
    data: people,
    multiple: true,
    templateResult: (option) =>
      `<strong class="t">${option.label}</strong><img src=x onerror="window.__bad=1">`,
    templateSelection: (option) => {
      const node = document.createElement('em');
      node.textContent = option.value;
      return node;
    },
    sanitizeTemplate: (html) => html.replace(/<img[^>]*>/g, ''),
  });
  await userEvent.click(control());
  expect($$('.widget-select__option strong.t').map((el) => el.textContent)).toEqual(
    people.map((p) => p.label),
  );
  expect($('.widget-select__option img')).toBeNull();
  await userEvent.click(rows()[0]!);
  expect($('.widget-select__tag em')?.textContent).toBe('an');
  expect((window as { __bad?: number }).__bad).toBeUndefined();
  widget.close();
});

test('each template runs once per option however much the list scrolls', async () => {
  const data = Array.from({ length: 2000 }, (_, i) => ({ value: `v${i}`, label: `Row ${i}` }));
  const calls = new Map<string, number>();
  mount({
    data,
    templateResult: (option) => {
      calls.set(option.value, (calls.get(option.value) ?? 0) + 1);
      return `<span>${option.label}</span>`;
    },
  });
  await userEvent.click(control());
  for (let i = 0; i < 3; i++) {
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{PageDown}{PageDown}');
  }
  expect(Math.max(...calls.values())).toBe(1);
  expect(calls.get('v1999')).toBe(1);
});

test('isOptionDisabled is re-evaluated on every render and honored by keyboard and selectAll', async () => {
  let blocked = new Set(['zoe']);
  const widget = mount({
    data: people,
    multiple: true,
    isOptionDisabled: (option) => blocked.has(option.value),
  });
  await userEvent.click(control());
  expect(rows()[2]?.classList.contains('widget-select__option--disabled')).toBe(true);
  await userEvent.keyboard('{End}');
  expect(highlighted()?.textContent).toContain('Đặng Dũng');
  blocked = new Set(['an']);
  await userEvent.keyboard('{End}');
  expect(rows()[0]?.getAttribute('aria-disabled')).toBe('true');
  expect(rows()[2]?.getAttribute('aria-disabled')).toBeNull();
  expect(highlighted()?.textContent).toContain('Zoé Martin');
  widget.selectAll();
  expect(widget.getValue()).toEqual(['dung', 'zoe']);
  expect(rowLabels()).toHaveLength(3);
});

test('sanitizeTemplate runs on the string output of templateResult AND templateSelection (single and tags)', async () => {
  const w = window as { __bad?: number };
  delete w.__bad;
  const sanitized: [string, string][] = [];
  const options = {
    data: people,
    templateResult: (option: Option) =>
      `<b class="r">${option.label}</b><img class="evil" src=x onerror="window.__bad=1">`,
    templateSelection: (option: Option) =>
      `<i class="s">${option.value}</i><img class="evil" src=x onerror="window.__bad=2">`,
    sanitizeTemplate: (html: string, option: Option) => {
      sanitized.push([option.value, html.includes('class="r"') ? 'result' : 'selection']);
      return html.replace(/<img[^>]*>/g, '');
    },
  };
  const single = mount(options);
  await userEvent.click(control());
  expect($$('.widget-select__option b.r')).toHaveLength(3);
  expect($('.widget-select__dropdown img')).toBeNull();
  await userEvent.click(rows()[1]!);
  expect($('.widget-select__value i.s')?.textContent).toBe('dung');
  expect($('.widget-select img')).toBeNull();
  expect(sanitized).toContainEqual(['dung', 'selection']);
  expect(sanitized).toContainEqual(['an', 'result']);
  single.destroy();

  mount({ ...options, multiple: true });
  await userEvent.click(control());
  await userEvent.click(rows()[0]!);
  await userEvent.click(rows()[2]!);
  expect($$('.widget-select__tag i.s').map((el) => el.textContent)).toEqual(['an', 'zoe']);
  expect($('.widget-select img')).toBeNull();
  await brokenImagesReported();
  expect(w.__bad).toBeUndefined();
});

// 84 scroll steps of two frames each: about 3.5 s in Chromium and Firefox, about 20 s in
// WebKitGTK on two busy cores, which paints without a GPU and spends most of each frame
// clipping the scrolling list to the dropdown's rounded corners.
test('templateResult runs once per option while 10,000 rows scroll back and forth; clones keep the content', async () => {
  const data = Array.from({ length: 10_000 }, (_, i) => ({ value: `v${i}`, label: `Row ${i}` }));
  const calls = new Map<string, number>();
  mount({
    data,
    templateResult: (option) => {
      calls.set(option.value, (calls.get(option.value) ?? 0) + 1);
      return `<span class="t">${option.label}</span>`;
    },
  });
  await userEvent.click(control());
  const list = $('.widget-select__list')!;
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const index = (row: HTMLElement) => Number(row.dataset.value?.slice(1));
  const seen = new Set<string>();
  const fractions = [0.5, 0.1, 0.9, 0.3, 1, 0, 0.5, 0.75, 0.25, 1, 0.6, 0.05, 0.5, 0];
  for (const fraction of fractions) {
    // A big jump, then small wheel-like steps down and back up around it.
    for (const step of [0, 40, 80, 40, 0, -40]) {
      const max = list.scrollHeight - list.clientHeight;
      list.scrollTop = Math.min(max, Math.max(0, fraction * max + step));
      await frames();
      const rendered = rows();
      const firstVisible = Math.floor(list.scrollTop / 36);
      expect(index(rendered[0]!)).toBeLessThanOrEqual(firstVisible);
      expect(index(rendered.at(-1)!)).toBeGreaterThanOrEqual(
        Math.min(9999, Math.floor((list.scrollTop + list.clientHeight) / 36) - 1),
      );
      for (const row of rendered) {
        expect(row.querySelector('span.t')?.textContent).toBe(`Row ${index(row)}`);
        seen.add(row.dataset.value!);
      }
    }
  }
  expect(seen.size).toBeGreaterThan(150);
  expect(seen.has('v0') && seen.has('v9999') && seen.has('v5000')).toBe(true);
  for (const value of seen) expect(calls.get(value)).toBe(1);
  expect(Math.max(...calls.values())).toBe(1);
}, 60_000);

test('isOptionDisabled combines with static disabled and is re-read on every render: styling, keys, clicks, selectAll', async () => {
  let blocked = new Set(['b']);
  const widget = mount({
    data: [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
      { value: 'c', label: 'C', disabled: true },
      { value: 'd', label: 'D' },
      { value: 'e', label: 'E' },
    ],
    multiple: true,
    isOptionDisabled: (option) => blocked.has(option.value),
  });
  const styled = () =>
    rows()
      .filter((row) => row.classList.contains('widget-select__option--disabled'))
      .map((row) => row.dataset.value);
  const ariaDisabled = () =>
    rows()
      .filter((row) => row.getAttribute('aria-disabled') === 'true')
      .map((row) => row.dataset.value);
  await userEvent.click(control());
  expect(styled()).toEqual(['b', 'c']);
  expect(ariaDisabled()).toEqual(['b', 'c']);
  expect(highlighted()?.dataset.value).toBe('a');
  await userEvent.keyboard('{ArrowDown}');
  expect(highlighted()?.dataset.value).toBe('d');
  await userEvent.click(rows()[1]!, { force: true });
  expect(widget.getValue()).toEqual([]);

  // External state changes; the next render (a key press) re-reads it without setData().
  blocked = new Set(['d', 'e']);
  await userEvent.keyboard('{Home}');
  expect(highlighted()?.dataset.value).toBe('a');
  expect(styled()).toEqual(['c', 'd', 'e']);
  expect(ariaDisabled()).toEqual(['c', 'd', 'e']);
  await userEvent.keyboard('{ArrowDown}');
  expect(highlighted()?.dataset.value).toBe('b');
  await userEvent.keyboard('{ArrowDown}');
  expect(highlighted()?.dataset.value).toBe('b');
  await userEvent.keyboard('{End}');
  expect(highlighted()?.dataset.value).toBe('b');
  await userEvent.click(rows()[3]!, { force: true });
  expect(widget.getValue()).toEqual([]);
  widget.selectAll();
  expect(widget.getValue()).toEqual(['a', 'b']);
  blocked = new Set();
  widget.selectAll();
  expect(widget.getValue()).toEqual(['a', 'b', 'd', 'e']);
});
