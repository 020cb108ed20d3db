// Importing the element's entry on a server is safe: it defines `<widget-select>` only in a browser.
import 'widget-select/element';
import { ElementForm } from './element-form';

/** A server component rendering a client component that uses `<widget-select>`. */
export default function ElementPage() {
  return (
    <main>
      <h1>The element</h1>
      <ElementForm />
    </main>
  );
}
