import { describe, expect, it } from 'vitest';
import { WeakHandlers } from '../../src/view/weak-listeners';

describe('WeakHandlers', () => {
  it('calls the handlers in the order added, and not one an earlier handler removed in the same pass', () => {
    const handlers = new WeakHandlers<[string]>();
    const calls: string[] = [];
    let removeSecond = () => {};
    const keepFirst = handlers.add((code) => {
      calls.push(`first ${code}`);
      removeSecond();
    });
    const keepSecond = handlers.add((code) => calls.push(`second ${code}`));
    removeSecond = keepSecond;
    handlers.call('fr');
    expect(calls).toEqual(['first fr']);
    handlers.call('de');
    expect(calls).toEqual(['first fr', 'first de']);
    // The removers hold the handlers, which are held weakly: removed, the first is called no more.
    keepFirst();
    handlers.call('es');
    expect(calls).toEqual(['first fr', 'first de']);
  });
});
