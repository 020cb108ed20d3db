import Link from 'next/link';
import { FruitForm } from './fruit-form';

/** A server component: it renders the client component's first HTML on the server. */
export default function Home() {
  return (
    <main>
      <h1>React Hook Form</h1>
      <FruitForm />
      <p>
        <Link href="/element">The element</Link>
      </p>
    </main>
  );
}
