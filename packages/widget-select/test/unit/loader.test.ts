/**
 * The one loader (load/loader.ts): a part is asked for once while on its
 * way, asked again after a failure, fails as `load-failed` naming it, and
 * `partsAsked()` (SelectWidget.ready()) waits for every part asked for.
 * The test gate holds, releases and fails any part's load.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadGateOf } from '../load-gate';

beforeEach(() => {
  vi.resetModules();
});

const fresh = async () => {
  const loader = await import('../../src/load/loader');
  return { ...loader, loadGate: loadGateOf(loader.loadSeam) };
};

describe('the loader', () => {
  it('asks once while the part is on its way, and keeps the part', async () => {
    const { definePart } = await fresh();
    const load = vi.fn(() => Promise.resolve('code'));
    const part = definePart('a part', load);
    expect(part.get()).toBeUndefined();
    const [one, two] = [part.load(), part.load()];
    expect(one).toBe(two);
    expect(await one).toBe('code');
    expect(part.get()).toBe('code');
    await part.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load is a load-failed SelectWidgetError naming the part, and the next use asks again', async () => {
    const { definePart } = await fresh();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('code');
    const part = definePart('open list', load);
    const error = await part.load().catch((failure: unknown) => failure);
    expect(error).toMatchObject({ name: 'SelectWidgetError', code: 'load-failed' });
    expect((error as Error).message).toContain('the open list could not be loaded: Failed to fetch');
    expect(part.get()).toBeUndefined();
    expect(await part.load()).toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when() runs once the part is there, asking for it (or not), and can be cancelled', async () => {
    const { definePart } = await fresh();
    const load = vi.fn(() => Promise.resolve(1));
    const part = definePart('a part', load);
    const seen: number[] = [];
    part.when((value) => seen.push(value), false);
    expect(load).not.toHaveBeenCalled();
    const cancel = part.when((value) => seen.push(value * 10));
    cancel();
    part.when((value) => seen.push(value * 100));
    await part.load();
    expect(seen).toEqual([1, 100]);
    part.when((value) => seen.push(value));
    expect(seen).toEqual([1, 100, 1]);
  });

  it('a wait cancelled by an earlier wait of the same arrival does not run', async () => {
    const { definePart } = await fresh();
    const part = definePart('a part', () => Promise.resolve(1));
    const seen: string[] = [];
    part.when(() => {
      seen.push('first');
      cancelSecond();
    });
    const cancelSecond = part.when(() => seen.push('second'));
    await part.load();
    expect(seen).toEqual(['first']);
  });

  it('partsAsked() waits for every part asked for, and rejects while one fails', async () => {
    const { definePart, partsAsked, loadGate } = await fresh();
    const one = definePart('one', () => Promise.resolve(1));
    definePart('never asked', () => new Promise(() => {}));
    loadGate.fail('one');
    await expect(one.load()).rejects.toMatchObject({ code: 'load-failed' });
    await expect(partsAsked()).rejects.toMatchObject({ code: 'load-failed' });
    loadGate.release('one');
    await expect(partsAsked()).resolves.toBeUndefined();
    expect(one.get()).toBe(1);
  });

  it('the test gate holds a part until released', async () => {
    const { definePart, loadGate } = await fresh();
    const part = definePart('late', () => Promise.resolve('code'));
    loadGate.hold('late');
    let arrived = false;
    const loaded = part.load().then(() => {
      arrived = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(arrived).toBe(false);
    loadGate.release('late');
    await loaded;
    expect(part.get()).toBe('code');
  });

  it('the test gate fails held loads and the later ones until released', async () => {
    const { definePart, loadGate } = await fresh();
    const part = definePart('broken', () => Promise.resolve('code'));
    loadGate.hold('broken');
    const held = part.load();
    loadGate.fail('broken');
    await expect(held).rejects.toMatchObject({ code: 'load-failed' });
    await expect(part.load()).rejects.toMatchObject({ code: 'load-failed' });
    loadGate.release('broken');
    await expect(part.load()).resolves.toBe('code');
  });
});
