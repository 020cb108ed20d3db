import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { mountReactDemo } from '../../demo/demo';
import { $$, row } from './helpers';

test('the demo mounts under StrictMode, reacts to clicks and unmounts cleanly', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const unmount = mountReactDemo(host);
  await expect.poll(() => $$('.widget-select').length).toBe(3);
  await userEvent.click($$('.widget-select__control')[0]!);
  await userEvent.click(row('Cherry'));
  await expect.poll(() => host.querySelector('p code')?.textContent).toBe('"cherry"');
  const selectAll = Array.from(host.querySelectorAll('button')).find((b) => b.textContent === 'selectAll()')!;
  await userEvent.click(selectAll);
  await expect.poll(() => $$('.widget-select')[1]!.querySelectorAll('.widget-select__tag').length).toBe(4);
  unmount();
  expect($$('.widget-select')).toEqual([]);
  host.remove();
});
