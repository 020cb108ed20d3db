import { ElementForm } from './element-form';

/** A server component rendering a client component that imports `widget-select/element`. */
export default function ElementPage() {
  return (
    <main>
      <h1>The element</h1>
      <ElementForm />
    </main>
  );
}
