/** The closed control a wrapper renders on a server: the widget's classes and text, and untrusted strings kept text. */
import { expect, it } from 'vitest';
import { serverMarkup } from '../../src/server-markup';

const data = [
  { value: 'a', label: 'Apple' },
  { label: 'Group', options: [{ value: 'b', label: 'Banana' }] },
  { value: 'tree', label: 'Tree', children: [{ value: 'c', label: 'Cherry' }] },
];

it('shows the placeholder, the single label or the tags, with the classNames of each part', () => {
  expect(serverMarkup({ data, placeholder: 'Pick' }, null)).toContain(
    '<span class="widget-select__placeholder">Pick</span>',
  );
  expect(serverMarkup({ data }, 'b')).toContain('<span class="widget-select__value">Banana</span>');
  const tags = serverMarkup({ data, multiple: true, classNames: { tag: 'chip' } }, ['c', 'a']);
  expect(tags).toContain('class="widget-select widget-select--multiple"');
  expect(tags.match(/class="widget-select__tag chip"/g)).toHaveLength(2);
  expect(tags.indexOf('Cherry')).toBeLessThan(tags.indexOf('Apple'));
});

it('a value without an option shows the value; the clear button shows only with one to clear', () => {
  expect(serverMarkup({ data, clearable: true }, 'zzz')).toContain('>zzz</span>');
  expect(serverMarkup({ data, clearable: true }, 'a')).toContain('widget-select__clear');
  // As in the widget, the button is there only while it can clear.
  expect(serverMarkup({ data, clearable: true }, null)).not.toContain('widget-select__clear');
  expect(serverMarkup({ data }, 'a')).not.toContain('widget-select__clear');
});

it('counts tags past maxVisibleTags in a +N chip', () => {
  const html = serverMarkup({ data, multiple: true, maxVisibleTags: 1 }, ['a', 'b', 'c']);
  expect(html.match(/widget-select__tag"/g)).toHaveLength(1);
  expect(html).toContain('+2 more');
});

it("selectionDisplay 'count' shows one count instead of the tags", () => {
  const html = serverMarkup({ data, multiple: true, selectionDisplay: 'count' }, ['a', 'b']);
  expect(html).toContain('<span class="widget-select__count">2 selected</span>');
  expect(html).not.toContain('widget-select__tag');
  expect(
    serverMarkup({ data, multiple: true, selectionDisplay: 'count', placeholder: 'Pick' }, []),
  ).toContain('Pick</span>');
});

it('keeps labels, placeholders, themes and class names as text', () => {
  const evil = '<img src=x onerror=alert(1)>"';
  const html = serverMarkup(
    { data: [{ value: 'x', label: evil }], placeholder: evil, theme: evil, classNames: { control: evil } },
    'x',
  );
  expect(html).not.toContain('<img');
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;');
});

it('with a field name, the named native select holds the selected values (escaped); without one, none', () => {
  const odd = [
    { value: 'a"b', label: 'A <b>' },
    { value: 'c', label: 'C' },
  ];
  const html = serverMarkup({ data: odd, multiple: true, required: true }, ['a"b', 'c'], {
    name: 'f&g',
    id: 'x',
  });
  expect(html).toContain(
    '<select name="f&amp;g" id="x" multiple required hidden tabindex="-1">' +
      '<option value="a&quot;b" selected>A &lt;b&gt;</option><option value="c" selected>C</option></select>',
  );
  expect(serverMarkup({ data: odd }, 'c')).not.toContain('<select');
});
