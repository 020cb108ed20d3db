/**
 * Self-contained React demo of widget-select-react, for the playground (or
 * any page): `mountReactDemo(element)` renders it and returns an unmount
 * function. Imports the package source, so it follows edits live; the page
 * is expected to load `widget-select/style.css`.
 */
import { type FormEvent, StrictMode, useCallback, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Option, SelectValue, SelectWidget } from '../src/index';
import { WidgetSelect } from '../src/index';

interface FruitMeta {
  color: string;
}

const fruits: Option<FruitMeta>[] = [
  { value: 'apple', label: 'Apple', meta: { color: 'red' } },
  { value: 'banana', label: 'Banana', meta: { color: 'yellow' } },
  { value: 'cherry', label: 'Cherry', meta: { color: 'darkred' } },
  { value: 'grape', label: 'Grape', meta: { color: 'purple' } },
  { value: 'kiwi', label: 'Kiwi', meta: { color: 'green' } },
  { value: 'lemon', label: 'Lemon', meta: { color: 'gold' } },
];

const swatch = (option: Option<FruitMeta>): HTMLElement => {
  const row = document.createElement('span');
  const dot = document.createElement('span');
  dot.style.cssText = `display:inline-block;width:.7em;height:.7em;border-radius:50%;margin-right:.5em;background:${option.meta?.color ?? 'gray'}`;
  row.append(dot, option.label);
  return row;
};

function Controlled({ log }: { log: (line: string) => void }) {
  const [value, setValue] = useState<SelectValue>('banana');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [theme, setTheme] = useState('default');
  const [disabled, setDisabled] = useState(false);
  const [extra, setExtra] = useState(false);
  const data = extra ? [...fruits, { value: 'mango', label: 'Mango', meta: { color: 'orange' } }] : fruits;
  return (
    <section>
      <h3>Controlled value, query and open state; live options</h3>
      <WidgetSelect<FruitMeta>
        aria-label="Fruit"
        data={data}
        value={value}
        onChange={setValue}
        searchQuery={query}
        onSearch={setQuery}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        onSelect={(option) => log(`select ${option.value} (${option.meta?.color})`)}
        theme={theme}
        disabled={disabled}
        clearable
        templateResult={swatch}
      />
      <p>
        value: <code>{JSON.stringify(value)}</code> · query: <code>{JSON.stringify(query)}</code> · open:{' '}
        <code>{String(open)}</code>
      </p>
      <button type="button" onClick={() => setValue('cherry')}>
        value = cherry
      </button>{' '}
      <button type="button" onClick={() => setQuery('an')}>
        query = "an"
      </button>{' '}
      <button type="button" onClick={() => setOpen(!open)}>
        toggle open
      </button>{' '}
      <button type="button" onClick={() => setTheme(theme === 'default' ? 'dark' : 'default')}>
        theme: {theme}
      </button>{' '}
      <label>
        <input type="checkbox" checked={disabled} onChange={(e) => setDisabled(e.target.checked)} /> disabled
      </label>{' '}
      <label>
        <input type="checkbox" checked={extra} onChange={(e) => setExtra(e.target.checked)} /> add Mango (new
        data, no remount)
      </label>
    </section>
  );
}

function ThroughTheRef({ log }: { log: (line: string) => void }) {
  const ref = useRef<SelectWidget<FruitMeta>>(null);
  const [multiple, setMultiple] = useState(true);
  return (
    <section>
      <h3>Uncontrolled, instance methods through the ref, remount by key</h3>
      <WidgetSelect<FruitMeta, boolean>
        key={multiple ? 'multiple' : 'single'}
        ref={ref}
        aria-label="Fruits"
        data={fruits}
        multiple={multiple}
        defaultValue={multiple ? ['apple'] : 'apple'}
        required
        maxSelections={4}
        onChange={(v) => log(`change ${JSON.stringify(v)}`)}
        onMaximum={({ limit }) => log(`maximum ${limit}`)}
        onInvalid={(message) => log(`invalid: ${message}`)}
      />
      <button type="button" onClick={() => ref.current?.selectAll()}>
        selectAll()
      </button>{' '}
      <button type="button" onClick={() => ref.current?.clearAll()}>
        clearAll()
      </button>{' '}
      <button type="button" onClick={() => log(`validate() → ${ref.current?.validate()}`)}>
        validate()
      </button>{' '}
      <label>
        <input type="checkbox" checked={multiple} onChange={(e) => setMultiple(e.target.checked)} /> multiple
        (remount-only: changes the key too)
      </label>
    </section>
  );
}

function InAForm({ log }: { log: (line: string) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    log(`submit fruits=${JSON.stringify(new FormData(event.currentTarget).getAll('fruits'))}`);
  };
  return (
    <section>
      <h3>In a form (name → native select, required)</h3>
      <form onSubmit={submit}>
        <label htmlFor="react-demo-fruits">Fruits</label>
        <WidgetSelect name="fruits" id="react-demo-fruits" data={fruits} multiple required />
        <button type="submit">Submit</button>
      </form>
    </section>
  );
}

let nextLine = 0;

function Demo() {
  const [lines, setLines] = useState<{ id: number; text: string }[]>([]);
  const log = useCallback(
    (text: string) => setLines((all) => [{ id: nextLine++, text }, ...all].slice(0, 12)),
    [],
  );
  return (
    <div className="widget-select-react-demo">
      <Controlled log={log} />
      <ThroughTheRef log={log} />
      <InAForm log={log} />
      <h3>Events</h3>
      <ol>
        {lines.map((line) => (
          <li key={line.id}>{line.text}</li>
        ))}
      </ol>
    </div>
  );
}

/** Renders the React demo into `host` (under StrictMode); returns a function that unmounts it. */
export function mountReactDemo(host: HTMLElement): () => void {
  const root = createRoot(host);
  root.render(
    <StrictMode>
      <Demo />
    </StrictMode>,
  );
  return () => root.unmount();
}
