import type { Metadata } from 'next';
import type { ReactNode } from 'react';
// The stylesheet in the server-rendered <head>: the control has its final size before any script runs.
import 'widget-select/style.css';

export const metadata: Metadata = { title: 'widget-select with Next.js' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
