/**
 * The labels a mount finds without `select.labels`: the same ones, in a form
 * whose controls shadow its members (a field named `parentElement` once
 * turned the walk up from a select into a loop that never ended), and a
 * label added between two mounts of one task.
 */
import { afterEach, expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { fixture, mount } from './helpers';

/** Form members a walk from a control to its labels could read. */
const shadowing = [
  'parentElement',
  'closest',
  'matches',
  'querySelector',
  'getRootNode',
  'elements',
  'contains',
];
const fields = shadowing.map((name) => `<input name="${name}" value="x">`).join('');

const errors: string[] = [];
const onError = (event: ErrorEvent) => errors.push(event.message);
window.addEventListener('error', onError);
afterEach(() => {
  errors.length = 0;
});

/** A press and release of the mouse near `element`'s top left corner (the runner may scale the frame). */
async function pressAt(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  const at = { x: box.left + 3, y: box.top + 3 };
  await commands.mouseDrag(at, at, 1);
}

/** The combobox of the widget mounted on `select` (its root follows the select). */
const comboboxOf = (select: HTMLSelectElement) =>
  select.nextElementSibling!.querySelector<HTMLElement>('[role="combobox"]')!;

test('in a form whose fields are named like its members, a select finds the labels select.labels lists', async () => {
  const host = fixture(`
    <form style="padding-top: 100px">${fields}
      <label for="fruit">Fruit</label>
      <fieldset><select id="fruit" name="fruit"><option>Apple</option><option>Banana</option></select></fieldset>
      <label for="fruit">Also fruit</label>
      <label>Colour <span><select name="colour"><option>Red</option></select></span></label>
    </form>`);
  const [fruit, colour] = Array.from(host.querySelectorAll('select'));
  const fruitLabels = Array.from(fruit!.labels);
  mount({}, fruit);
  mount({}, colour);

  const fruitBox = comboboxOf(fruit!);
  expect(fruitBox.getAttribute('aria-labelledby')).toBe(fruitLabels.map((label) => label.id).join(' '));
  expect(fruitLabels.map((label) => label.textContent)).toEqual(['Fruit', 'Also fruit']);
  expect(host.querySelector('label:not([for]) [role="combobox"]')!.getAttribute('aria-label')).toBe('Colour');

  // A label still focuses its widget, and a click on the form itself (its `closest` a field) throws nothing.
  // (The test runner's element clicks walk up through `parentElement` and read the clicked form's members:
  // that field goes, and the form is clicked at a point of its padding.)
  host.querySelector('[name="parentElement"]')!.remove();
  await userEvent.click(fruitLabels[1]!);
  expect(document.activeElement).toBe(fruitBox);
  await pressAt(host.querySelector('form')!);
  expect(errors).toEqual([]);
});

test('a label added with a form of such fields between two mounts of one task names the second', () => {
  const host = fixture('<label for="first">First</label><select id="first"><option>a</option></select>');
  mount({}, host.querySelector('select')!);
  host.insertAdjacentHTML(
    'beforeend',
    `<form>${fields}<label for="late">Late</label><select id="late"><option>b</option></select></form>`,
  );
  const late = host.querySelector<HTMLSelectElement>('#late')!;
  mount({}, late);
  expect(comboboxOf(late).getAttribute('aria-labelledby')).toBe(host.querySelector('label[for="late"]')!.id);
  expect(errors).toEqual([]);
});
