// What the screen-reader record plays, per mode, and what Orca must say.
// Each scenario loads tests/sr/page.ts with `?mode=`, starts with the
// document focused, and plays its steps with real key presses (xdotool). A
// step's `says` are phrases Orca must speak after it, in that order
// (`alsoSays`: in any order, for speech that races the live region); `once`
// are phrases it must speak exactly once (a pick or a removal announced
// twice fails); `never` are phrases it must not speak in that step (a
// pending pick said as a selection). Orca's word "blank" fails any step
// (tests/sr/check.mjs).
// `subset: true` marks the scenarios `--subset` runs (the quick set).

export const scenarios = [
  {
    id: 'single',
    title: 'single select',
    mode: 'single',
    steps: [
      { keys: 'Tab', says: ['Fruit combo box', 'No selection'] },
      { keys: 'Down', says: ['listbox', 'Apple'] },
      { keys: 'Down', says: ['Banana'] },
      { keys: 'Return', once: ['Banana selected'] },
    ],
  },
  {
    id: 'multiple',
    title: 'multiple select with tags',
    mode: 'multiple',
    subset: true,
    steps: [
      { keys: 'Tab', says: ['Fruits combo box', 'No selection'] },
      { keys: 'Down', says: ['multi-select', 'List with 8 items', 'Apple', 'not selected'] },
      { keys: 'Return', once: ['Apple selected'] },
      { keys: 'Down', says: ['Banana', 'not selected'] },
      { keys: 'Return', once: ['Banana selected'] },
      // Orca reads "Apple." after the pick of Banana and then nothing on Up
      // (it takes Apple as read already): a known gap, not asserted.
      { keys: 'Up' },
      { keys: 'Return', once: ['Apple removed'] },
      { keys: 'Escape' },
      { keys: 'BackSpace', once: ['Banana removed'] },
    ],
  },
  {
    id: 'creation',
    title: 'tags with creation',
    mode: 'creation',
    steps: [
      { keys: 'Tab', says: ['Tags combo box'] },
      { type: 'kiwi', says: ['Create "kiwi"'] },
      { keys: 'Return', once: ['kiwi selected'] },
    ],
  },
  {
    id: 'tree',
    title: 'multiple tree',
    mode: 'tree',
    subset: true,
    steps: [
      { keys: 'Tab', says: ['Food combo box', 'No selection'] },
      { keys: 'Down', says: ['Food tree', 'Fruit', 'collapsed', 'tree level 1', 'not checked'] },
      { keys: 'Right', says: ['expanded'], never: ['collapsed'] },
      { keys: 'Down', says: ['Apple', 'tree level 2', 'not checked'] },
      {
        keys: 'Return',
        alsoSays: ['checked', 'Apple selected. Fruit, partially checked'],
        once: ['Apple selected'],
      },
      { keys: 'Up', says: ['Fruit', 'expanded', 'tree level 1', 'partially checked'] },
      { keys: 'Return', alsoSays: ['checked', '3 selected'] },
      { keys: 'Down', says: ['Apple', 'tree level 2', 'checked'] },
      { keys: 'Return', alsoSays: ['not checked'], once: ['Fruit, partially checked'] },
      { keys: 'Up', says: ['Fruit', 'partially checked'] },
    ],
  },
  {
    // A node below the top level says its expansion too (the first level
    // alone was checked before, and a nested one once went silent).
    id: 'nested-tree',
    title: 'multiple tree, a nested node',
    mode: 'nested-tree',
    subset: true,
    steps: [
      { keys: 'Tab', says: ['Pantry combo box'] },
      { keys: 'Down', says: ['Food', 'collapsed', 'tree level 1'] },
      { keys: 'Right', says: ['expanded'], never: ['collapsed'] },
      { keys: 'Right', says: ['Fruit', 'collapsed', 'tree level 2'] },
      { keys: 'Right', says: ['expanded'], never: ['collapsed'] },
      { keys: 'Down', says: ['Apple', 'tree level 3'] },
      { keys: 'Return', alsoSays: ['checked'] },
      { keys: 'Up', says: ['Fruit', 'expanded', 'tree level 2'] },
      { keys: 'Left', says: ['collapsed'], never: ['expanded'] },
    ],
  },
  {
    id: 'remote',
    title: 'remote data',
    mode: 'remote',
    steps: [
      { keys: 'Tab', says: ['Fruit combo box'] },
      { type: 'an', says: ['List with'] },
      { keys: 'Down', says: ['Banana'] },
      { keys: 'Return', once: ['Banana selected'] },
    ],
  },
  {
    id: 'element',
    title: 'the <widget-select> element',
    mode: 'element',
    steps: [
      { keys: 'Tab', says: ['Fruit combo box'] },
      { keys: 'Down', says: ['Apple'] },
      { keys: 'Down', says: ['Banana'] },
      { keys: 'Return', once: ['Banana selected'] },
    ],
  },
  {
    id: 'large',
    title: '100,000 options',
    mode: 'large',
    steps: [
      { keys: 'Tab', says: ['Option combo box'] },
      { keys: 'Down', says: ['Option 1'] },
      { keys: 'End', says: ['Option 100000'] },
      // Each key filters 100,000 labels; on a loaded machine a pause between
      // keys may count a shorter query first, so any count will do.
      { type: '99999', says: ['Option 99999'], alsoSays: ['available'] },
    ],
  },
  {
    id: 'apply',
    title: "commit: 'apply' (Apply / Cancel)",
    mode: 'apply',
    steps: [
      { keys: 'Tab', says: ['Fruits combo box', 'No selection'] },
      { keys: 'Down', says: ['multi-select', 'List with 8 items', 'Apple', 'not selected'] },
      // A pick is pending: the live region says how many and the keys, once;
      // nothing says "Apple selected" (no value changed yet).
      {
        keys: 'Return',
        once: ['Changes pending: 1. Press Ctrl+Enter to apply, Escape to cancel.'],
        never: ['Apple selected'],
      },
      { keys: 'Down', says: ['Banana', 'not selected'] },
      { keys: 'Return', once: ['Changes pending: 2.'], never: ['Banana selected'] },
      // Applying closes the list: the combobox's value, then the change, once.
      { keys: 'ctrl+Return', says: ['Fruits combo box', 'Apple, Banana'], once: ['2 selected'] },
    ],
  },
  {
    id: 'count',
    title: "selectionDisplay: 'count'",
    mode: 'count',
    steps: [
      { keys: 'Tab', says: ['Fruits combo box', '2 selected'] },
      { keys: 'Down', says: ['multi-select', 'List with 8 items', 'Apple'] },
      { keys: 'Down', says: ['Banana', 'not selected'] },
      { keys: 'Return', once: ['Banana selected'] },
      { keys: 'Escape', says: ['Fruits combo box', '3 selected'] },
    ],
  },
  {
    id: 'tags',
    title: 'tags reached and removed by keyboard',
    mode: 'tags',
    subset: true,
    steps: [
      { keys: 'Tab', says: ['Fruits combo box', 'Apple, Banana, Cherry'] },
      // The tags are a grid's cells: Orca stays in focus mode (a focused
      // list item sent it to browse mode, which kept the arrows for itself).
      { keys: 'Left', says: ['Selected', 'Cherry', 'Press Delete to remove'], never: ['Browse mode'] },
      { keys: 'Left', says: ['Banana', 'Press Delete to remove'], never: ['Browse mode', 'not selected'] },
      // Delete moves the focus to the tag before, and Orca reads it.
      {
        keys: 'Delete',
        says: ['Apple', 'Press Delete to remove'],
        alsoSays: ['Banana removed'],
        once: ['Banana removed'],
        never: ['Browse mode'],
      },
      { keys: 'Right', says: ['Cherry'], never: ['Browse mode', 'not selected'] },
      { keys: 'Right', says: ['Fruits combo box', 'Apple, Cherry'], never: ['Browse mode'] },
    ],
  },
  {
    // The tag focused after a removal is read, the first one too (a removed
    // focused tag once made Orca move to the first tag itself, silently).
    id: 'tag-removal',
    title: 'tags removed from the first one on',
    mode: 'tags',
    subset: true,
    steps: [
      { keys: 'Tab', says: ['Fruits combo box', 'Apple, Banana, Cherry'] },
      { keys: 'Left', says: ['Cherry'] },
      { keys: 'Left', says: ['Banana'] },
      { keys: 'Left', says: ['Apple'] },
      // No tag before: the next one, now the first.
      {
        keys: 'Delete',
        says: ['Banana', 'Press Delete to remove'],
        alsoSays: ['Apple removed'],
        once: ['Apple removed'],
      },
      {
        keys: 'BackSpace',
        says: ['Cherry', 'Press Delete to remove'],
        alsoSays: ['Banana removed'],
        once: ['Banana removed'],
      },
      // The last tag: the field.
      { keys: 'Delete', says: ['Fruits combo box'], alsoSays: ['Cherry removed'], once: ['Cherry removed'] },
    ],
  },
  {
    id: 'more',
    title: 'the "+N more" chip (maxVisibleTags)',
    mode: 'more',
    steps: [
      { keys: 'Tab', says: ['Fruits combo box', 'Apple, Banana, Cherry'] },
      // ArrowLeft from the input focuses the chip (the last values have no
      // tag): its text, then its description, the labels it hides in order.
      { keys: 'Left', says: ['+2 more', 'Banana, Cherry'], once: ['Banana, Cherry'], never: ['Browse mode'] },
      // The chip's own arrows reach it (see 'tags').
      { keys: 'Left', says: ['Apple', 'Press Delete to remove'], never: ['Browse mode'] },
      { keys: 'Right', says: ['+2 more', 'Banana, Cherry'], never: ['Browse mode'] },
      { keys: 'Right', says: ['Fruits combo box'], never: ['Browse mode'] },
      { keys: 'Left', says: ['+2 more', 'Banana, Cherry'], once: ['Banana, Cherry'] },
      // Enter opens the list, as a click.
      { keys: 'Return', says: ['multi-select', 'List with 8 items', 'Apple'] },
      { keys: 'Escape' },
    ],
  },
  {
    id: 'ranges',
    title: 'ranges (Shift+arrows, Ctrl+Shift+End)',
    mode: 'ranges',
    steps: [
      { keys: 'Tab', says: ['Fruits combo box', 'No selection'] },
      { keys: 'Down', says: ['multi-select', 'List with 8 items', 'Apple', 'not selected'] },
      { keys: 'Return', once: ['Apple selected'] },
      // A range that adds one row says that row's pick, once.
      { keys: 'shift+Down', says: ['Banana'], once: ['Banana selected'] },
      { keys: 'shift+Down', says: ['Cherry'], once: ['Cherry selected'] },
      // A range that adds several says the new count, once.
      { keys: 'ctrl+shift+End', says: ['Pear'], once: ['8 selected'] },
    ],
  },
  {
    id: 'columns',
    title: "treeLayout: 'columns' (cascader)",
    mode: 'columns',
    steps: [
      { keys: 'Tab', says: ['Food combo box', 'No selection'] },
      { keys: 'Down', says: ['List with 2 items', 'Fruit'] },
      // Moving into a column says its name and rows (the reader leaves the name out).
      { keys: 'Right', says: ['List with 2 items', 'Apple'], once: ['Fruit, 2 items'] },
      { keys: 'Down', says: ['Pear'] },
      { keys: 'Left', says: ['Food', 'List with 2 items', 'Fruit'] },
      { keys: 'Right', says: ['Apple'], once: ['Fruit, 2 items'] },
      { keys: 'Return', once: ['Apple selected'] },
    ],
  },
];
