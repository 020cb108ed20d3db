import { describe, expect, test } from 'vitest';
import { type KeyContext, keyAction, tagKeyAction } from '../../src/view/keyboard';

const key = (
  k: string,
  modifiers: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'isComposing', boolean>> = {},
) => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  isComposing: false,
  ...modifiers,
});
const context = (fields: Partial<KeyContext> = {}): KeyContext => ({
  open: false,
  inSearch: false,
  queryEmpty: true,
  multiple: false,
  tree: false,
  ...fields,
});

describe('the keyboard table', () => {
  test('closed control: arrows, Enter and Space open', () => {
    for (const k of ['ArrowDown', 'ArrowUp', 'Enter', ' ']) expect(keyAction(key(k), context())).toBe('open');
    expect(keyAction(key('ArrowDown', { altKey: true }), context())).toBe('open');
  });

  test('open list: navigation, pick, close and Tab', () => {
    const open = context({ open: true });
    expect(keyAction(key('ArrowDown'), open)).toBe('next');
    expect(keyAction(key('ArrowUp'), open)).toBe('previous');
    expect(keyAction(key('Home'), open)).toBe('first');
    expect(keyAction(key('End'), open)).toBe('last');
    expect(keyAction(key('PageDown'), open)).toBe('pageDown');
    expect(keyAction(key('PageUp'), open)).toBe('pageUp');
    expect(keyAction(key('Enter'), open)).toBe('pick');
    expect(keyAction(key('Escape'), open)).toBe('close');
    expect(keyAction(key('Tab'), open)).toBe('tabClose');
    expect(keyAction(key('ArrowUp', { altKey: true }), open)).toBe('close');
  });

  test('Space types in the search field; on the control it continues a typeahead, else picks (the core decides)', () => {
    expect(keyAction(key(' '), context({ open: true, inSearch: true }))).toBeNull();
    expect(keyAction(key(' '), context({ open: true }))).toBe('space');
  });

  test('tree arrows only in a tree', () => {
    expect(keyAction(key('ArrowRight'), context({ open: true, tree: true }))).toBe('expand');
    expect(keyAction(key('ArrowLeft'), context({ open: true, tree: true }))).toBe('collapse');
    expect(keyAction(key('ArrowRight'), context({ open: true }))).toBeNull();
  });

  test('Backspace: clears a single select, removes the last tag of an empty multiple query', () => {
    expect(keyAction(key('Backspace'), context())).toBe('clear');
    expect(keyAction(key('Delete'), context())).toBe('clear');
    expect(keyAction(key('Backspace'), context({ multiple: true, inSearch: true }))).toBe('removeLast');
    expect(
      keyAction(key('Backspace'), context({ multiple: true, inSearch: true, queryEmpty: false })),
    ).toBeNull();
    expect(keyAction(key('ArrowLeft'), context({ multiple: true }))).toBe('focusLastTag');
  });

  test('composition, Ctrl and Meta leave keys alone', () => {
    expect(keyAction(key('Enter', { isComposing: true }), context({ open: true }))).toBeNull();
    expect(keyAction(key('Process'), context({ open: true }))).toBeNull();
    expect(keyAction(key('ArrowDown', { ctrlKey: true }), context())).toBeNull();
    expect(keyAction(key('ArrowDown', { metaKey: true }), context())).toBeNull();
    expect(keyAction(key('a', { altKey: true }), context())).toBeNull();
  });
});

describe('tagKeyAction: keys on a focused tag', () => {
  test('arrows move between tags, Backspace and Delete remove, Escape leaves', () => {
    const plain = { sortable: false };
    expect(tagKeyAction(key('ArrowLeft'), plain)).toBe('previous');
    expect(tagKeyAction(key('ArrowRight'), plain)).toBe('next');
    expect(tagKeyAction(key('Backspace'), plain)).toBe('remove');
    expect(tagKeyAction(key('Delete'), plain)).toBe('remove');
    expect(tagKeyAction(key('Escape'), plain)).toBe('leave');
    expect(tagKeyAction(key('a'), plain)).toBeNull();
  });

  test('Alt+arrows reorder only when sortable; otherwise they move as plain arrows', () => {
    expect(tagKeyAction(key('ArrowLeft', { altKey: true }), { sortable: true })).toBe('moveLeft');
    expect(tagKeyAction(key('ArrowRight', { altKey: true }), { sortable: true })).toBe('moveRight');
    expect(tagKeyAction(key('ArrowLeft', { altKey: true }), { sortable: false })).toBe('previous');
    expect(tagKeyAction(key('Backspace', { altKey: true }), { sortable: true })).toBe('remove');
  });
});
