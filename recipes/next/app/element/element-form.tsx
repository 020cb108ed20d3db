'use client';

// Types `<widget-select>` in JSX: its properties, attributes and `onws-*` listeners.
import type {} from 'widget-select/element/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { WidgetSelectElement, WidgetSelectElementEventMap } from 'widget-select/element';
import { fruits } from '../fruits';

export function ElementForm() {
  const ref = useRef<WidgetSelectElement>(null);
  const [fruit, setFruit] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);

  // After hydration, in the browser only:
  // - React 19 neither sets a custom element's properties nor attaches its
  //   `onws-*` listeners while it hydrates server-rendered markup (only on a
  //   later render), so set them on the element here.
  // - Define the element now, not before hydration: an element defined
  //   earlier builds its control inside `<widget-select>` before React
  //   hydrates it, and React reports the children it did not render as a
  //   hydration mismatch. A property set before the definition is kept.
  useEffect(() => {
    const element = ref.current!;
    element.data = fruits;
    const onChange = (event: Event) =>
      setFruit((event as WidgetSelectElementEventMap['ws-change']).detail as string | null);
    element.addEventListener('ws-change', onChange);
    void import('widget-select/element');
    return () => element.removeEventListener('ws-change', onChange);
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The element is a form control: FormData has what a server would get.
    setSubmitted(JSON.stringify([...new FormData(event.currentTarget)]));
  }

  return (
    <form onSubmit={submit} onReset={() => setSubmitted(null)}>
      <label htmlFor="fruit">Fruit</label>
      {/* Attributes (strings) are in the server's HTML; properties and listeners come from the effect. */}
      <widget-select ref={ref} id="fruit" name="fruit" placeholder="Pick a fruit" required />
      <p>
        Value: <output id="value">{JSON.stringify(fruit)}</output>
      </p>
      <button type="submit">Send</button>
      <button type="reset">Reset</button>
      {submitted && <output id="submitted">{submitted}</output>}
    </form>
  );
}
