import 'widget-select/style.css';
import '../playground.css';
import { type FormEvent, type ReactNode, StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { SelectValue, SelectWidget } from 'widget-select';
import { WidgetSelect } from 'widget-select-react';
import { wrapperCode } from '../lib/code-view';
import { countries, fruits, logLine, prepend, serialize, showValue, THEMES } from './shared';

function useLog(): [string[], (name: string, payload?: unknown) => void] {
  const [lines, setLines] = useState<string[]>([]);
  return [lines, (name, payload) => setLines((old) => prepend(old, logLine(name, payload)))];
}

function Log({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div className="log-wrap">
      <h3>Events</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so keyboard users must reach it */}
      <div className="log" role="log" aria-label={`${title} event log`} tabIndex={0}>
        {lines.join('\n')}
      </div>
    </div>
  );
}

/** "Show code": `code` is written from the same options object the demo spreads into its component. */
function CodeView({ code }: { code: string }) {
  return (
    <details className="code-view">
      <summary>Show code</summary>
      <pre>
        <code>{code}</code>
      </pre>
    </details>
  );
}

function Card({
  id,
  title,
  blurb,
  children,
}: {
  id: string;
  title: string;
  blurb: string;
  children: ReactNode;
}) {
  return (
    <section className="card" id={id} aria-labelledby={`${id}-title`}>
      <header className="card__header">
        <h2 className="card__title" id={`${id}-title`}>
          {title}
        </h2>
        <p className="card__blurb">{blurb}</p>
      </header>
      <div className="card__body">{children}</div>
    </section>
  );
}

function Controlled() {
  const [value, setValue] = useState<SelectValue>('fr');
  const [clearable, setClearable] = useState(true);
  const [disabled, setDisabled] = useState(false);
  const [theme, setTheme] = useState<string>('default');
  const [lines, log] = useLog();
  const options = { data: countries, placeholder: 'Pick a country', clearable, disabled, theme };
  return (
    <Card
      id="react-controlled"
      title="Controlled single select"
      blurb="value + onChange with useState; every other prop applies live."
    >
      <div className="stage">
        <div className="field">
          <span className="field__label" id="react-country-label">
            Country
          </span>
          <WidgetSelect
            aria-labelledby="react-country-label"
            value={value}
            onChange={(next) => {
              setValue(next);
              log('change', next);
            }}
            onSelect={(option) => log('select', option)}
            onOpen={() => log('open')}
            onClose={() => log('close')}
            onClear={() => log('clear')}
            {...options}
          />
        </div>
        <p className="readout">
          <span className="readout__name">value state: </span>
          <output className="readout__value" data-readout="value">
            {showValue(value)}
          </output>
        </p>
        <CodeView
          code={wrapperCode(options, [
            '<WidgetSelect',
            '  aria-labelledby="react-country-label"',
            '  value={value}',
            '  onChange={setValue}',
            '  {...options}',
            '/>',
          ])}
        />
      </div>
      <div className="controls">
        <h3>Props</h3>
        <label className="control control--toggle">
          <input type="checkbox" checked={clearable} onChange={(e) => setClearable(e.target.checked)} />{' '}
          clearable
        </label>
        <label className="control control--toggle">
          <input type="checkbox" checked={disabled} onChange={(e) => setDisabled(e.target.checked)} />{' '}
          disabled
        </label>
        <div className="control control--field">
          <label htmlFor="react-theme">theme</label>
          <select id="react-theme" value={theme} onChange={(e) => setTheme(e.target.value)}>
            {THEMES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </div>
        <h3>State</h3>
        <div className="control-row">
          <button type="button" className="control control--button" onClick={() => setValue('jp')}>
            value = "jp"
          </button>
          <button type="button" className="control control--button" onClick={() => setValue(null)}>
            value = null
          </button>
        </div>
      </div>
      <Log title="Controlled single select" lines={lines} />
    </Card>
  );
}

function WithRef() {
  const ref = useRef<SelectWidget>(null);
  const [value, setValue] = useState<SelectValue>(['kiwi']);
  const [lines, log] = useLog();
  const options = { data: fruits, multiple: true, placeholder: 'Pick fruits' };
  return (
    <Card
      id="react-ref"
      title="Multiple select and the instance ref"
      blurb="The ref is the SelectWidget instance, for methods the props do not cover."
    >
      <div className="stage">
        <div className="field">
          <span className="field__label" id="react-fruits-label">
            Fruits
          </span>
          <WidgetSelect
            ref={ref}
            aria-labelledby="react-fruits-label"
            {...options}
            value={value}
            onChange={(next) => {
              setValue(next);
              log('change', next);
            }}
            onUnselect={(option) => log('unselect', option)}
          />
        </div>
        <p className="readout">
          <span className="readout__name">value state: </span>
          <output className="readout__value" data-readout="value">
            {showValue(value)}
          </output>
        </p>
        <CodeView
          code={wrapperCode(options, [
            'const ref = useRef<SelectWidget>(null);',
            '<WidgetSelect',
            '  ref={ref}',
            '  aria-labelledby="react-fruits-label"',
            '  {...options}',
            '  value={value}',
            '  onChange={setValue}',
            '/>',
            '// ref.current?.selectAll()',
          ])}
        />
      </div>
      <div className="controls">
        <h3>Ref methods</h3>
        <div className="control-row">
          <button type="button" className="control control--button" onClick={() => ref.current?.selectAll()}>
            selectAll()
          </button>
          <button type="button" className="control control--button" onClick={() => ref.current?.clearAll()}>
            clearAll()
          </button>
          <button type="button" className="control control--button" onClick={() => ref.current?.open()}>
            open()
          </button>
        </div>
      </div>
      <Log title="Multiple select and the instance ref" lines={lines} />
    </Card>
  );
}

function InForm() {
  const [result, setResult] = useState('(not submitted yet)');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(serialize(event.currentTarget));
  };
  const options = { data: countries, required: true, placeholder: 'Choose a country' };
  return (
    <Card
      id="react-form"
      title="In a form"
      blurb="With name, the widget mounts on a hidden native select: the value posts with the form and required blocks an empty submit."
    >
      <div className="stage">
        <form className="demo-form" onSubmit={submit}>
          <div className="field">
            <label className="field__label" htmlFor="react-form-country">
              Country (required)
            </label>
            <WidgetSelect id="react-form-country" name="country" {...options} />
          </div>
          <div className="demo-form__actions">
            <button type="submit">Submit</button>
          </div>
        </form>
        <p className="readout">
          <span className="readout__name">Submitted form data: </span>
          <output className="readout__value" data-readout="Submitted form data">
            {result}
          </output>
        </p>
        <CodeView
          code={wrapperCode(options, [
            '<form>',
            '  <WidgetSelect id="react-form-country" name="country" {...options} />',
            '</form>',
          ])}
        />
      </div>
    </Card>
  );
}

/** Tests wait for this flag; React renders asynchronously, so it is set after the first commit. */
function Ready() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

const app = document.querySelector('#app') as HTMLElement;
createRoot(app).render(
  <StrictMode>
    <Controlled />
    <WithRef />
    <InForm />
    <Ready />
  </StrictMode>,
);
