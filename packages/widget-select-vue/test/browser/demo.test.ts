import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { mountVueDemo } from '../../demo/demo';
import { $$, flush, row } from './helpers';

test('the demo mounts, reacts to clicks and unmounts cleanly', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const unmount = mountVueDemo(host);
  await flush();
  expect($$('.widget-select')).toHaveLength(3);
  await userEvent.click($$('.widget-select__control')[0]!);
  await userEvent.click(row('Cherry'));
  await expect.poll(() => host.querySelector('p code')?.textContent).toBe('"cherry"');
  const push = Array.from(host.querySelectorAll('button')).find((b) =>
    b.textContent?.startsWith('push Mango'),
  )!;
  await userEvent.click(push);
  await userEvent.click($$('.widget-select__control')[0]!);
  expect(row('Mango')).toBeTruthy();
  await userEvent.keyboard('{Escape}');
  const selectAll = Array.from(host.querySelectorAll('button')).find((b) => b.textContent === 'selectAll()')!;
  await userEvent.click(selectAll);
  await expect.poll(() => $$('.widget-select')[1]!.querySelectorAll('.widget-select__tag').length).toBe(4);
  unmount();
  expect($$('.widget-select')).toEqual([]);
  host.remove();
});
