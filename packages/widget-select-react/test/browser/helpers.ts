/** Page helpers shared by the React wrapper's browser tests. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../../../widget-select/src/styles/index.css';

// Real browser input (vitest/browser userEvent) happens outside act(); React
// flushes those updates itself, so act() warnings would only be noise.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

afterEach(() => {
  cleanup();
});

export * from '../../../../tests/wrapper-dom';
