// A data grid of 1,000 rows, two ways: every cell's <select> enhanced at
// load, and one widget at a time as a cell editor.
import SelectWidget from 'widget-select';
import 'widget-select/style.css';

const ROWS = 1000;
const STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'doing', label: 'In progress' },
  { value: 'done', label: 'Done' },
];
const LABELS = ['bug', 'feature', 'docs', 'ui', 'performance'];

/** A <select> as a server would write it, with its selected options. */
function select(name: string, values: readonly string[], selected: readonly string[], multiple = false) {
  const element = document.createElement('select');
  element.name = name;
  element.multiple = multiple;
  element.setAttribute('aria-label', name);
  for (const value of values) {
    const label = STATUSES.find((status) => status.value === value)?.label ?? value;
    // `selected` as an attribute, as in the server's HTML: the value the form resets to.
    const isSelected = selected.includes(value);
    element.add(new Option(label, value, isSelected, isSelected));
  }
  return element;
}

// Grid 1. In a real app these rows come in the server's HTML; here the page
// writes them first, then enhances every select, as a page script does.
const grid = document.querySelector<HTMLTableSectionElement>('#grid tbody')!;
for (let id = 1; id <= ROWS; id++) {
  const row = grid.insertRow();
  row.insertCell().textContent = `Issue ${id}`;
  const status = STATUSES[id % STATUSES.length]!.value;
  row.insertCell().append(
    select(
      `status-${id}`,
      STATUSES.map((s) => s.value),
      [status],
    ),
  );
  row.insertCell().append(select(`labels-${id}`, LABELS, [LABELS[id % LABELS.length]!], true));
}
for (const element of grid.querySelectorAll('select')) new SelectWidget(element);

// Grid 2: text cells and a hidden field per row; the editor lives only
// while the cell is being edited, so the page holds one widget at most.
const editors = document.querySelector<HTMLTableSectionElement>('#editors tbody')!;
for (let id = 1; id <= ROWS; id++) {
  const row = editors.insertRow();
  row.insertCell().textContent = `Issue ${id}`;
  const cell = row.insertCell();
  cell.className = 'editable';
  cell.tabIndex = 0;
  const field = Object.assign(document.createElement('input'), {
    type: 'hidden',
    name: `editor-status-${id}`,
  });
  field.value = STATUSES[0]!.value;
  cell.append(document.createTextNode(STATUSES[0]!.label), field);
}

editors.addEventListener('click', (event) => {
  const cell = (event.target as Element).closest<HTMLTableCellElement>('td.editable');
  if (cell && !cell.querySelector('.widget-select')) edit(cell);
});
editors.addEventListener('keydown', (event) => {
  const cell = (event.target as Element).closest<HTMLTableCellElement>('td.editable');
  if (cell && event.target === cell && event.key === 'Enter') {
    event.preventDefault();
    edit(cell);
  }
});

/** Mounts an editor in the cell: a pick writes the value back; leaving the cell ends the edit. */
function edit(cell: HTMLTableCellElement): void {
  const field = cell.querySelector('input')!;
  const text = cell.firstChild as Text;
  const host = document.createElement('div');
  host.setAttribute('aria-label', `Status of ${cell.previousElementSibling?.textContent}`);
  cell.append(host);
  text.textContent = '';
  const editor = new SelectWidget(host, { data: STATUSES });
  editor.setValue(field.value);
  const done = () => {
    const picked = editor.getValue() as string | null;
    if (picked) field.value = picked;
    text.textContent = STATUSES.find((status) => status.value === field.value)?.label ?? field.value;
    editor.destroy();
    host.remove();
  };
  editor.on('change', () => {
    done();
    cell.focus();
  });
  editor.on('blur', done);
  editor.focus();
  editor.open();
}
