import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeRows } from '../../src/core/domain/rows';
import { makeController } from './make-controller';

// The passes over every option that make a list's rows, counted.
vi.mock('../../src/core/domain/rows', async (actual) => {
  const rows = await actual<typeof import('../../src/core/domain/rows')>();
  return { ...rows, computeRows: vi.fn(rows.computeRows) };
});

function options(count: number) {
  return Array.from({ length: count }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(computeRows).mockClear();
});

describe('the rows of a large list opened after the idle warm-up', () => {
  it('are built while idle, so the open does not make its pass over every option', () => {
    vi.useFakeTimers();
    const model = makeController({}, options(5000));
    vi.runAllTimers();
    const built = vi.mocked(computeRows).mock.calls.length;
    expect(built).toBe(1);
    model.send({ type: 'open', cause: 'api:open' });
    expect(model.rows().rows.length).toBe(5000);
    expect(computeRows).toHaveBeenCalledTimes(built);
    model.dispose();
  });

  it('are not built while idle for a query typed before then (it searches when asked)', () => {
    vi.useFakeTimers();
    const model = makeController({}, options(5000));
    model.send({ type: 'open', cause: 'api:open' });
    model.send({ type: 'setQuery', query: 'Option 12', cause: 'user:type' });
    vi.mocked(computeRows).mockClear();
    vi.runAllTimers();
    expect(computeRows).not.toHaveBeenCalled();
    model.dispose();
  });
});
