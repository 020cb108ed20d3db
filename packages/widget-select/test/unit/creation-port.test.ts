import { describe, expect, it, vi } from 'vitest';
import type { FeatureHost } from '../../src/core/machine/host';
import { CreationStandIn } from '../../src/features/tags/creation-port';
import type { TagsList } from '../../src/features/tags/tags-list';

/** A widget as the stand-in reads it: a query, allowCreate and the options' labels. */
function hostOf(query: string) {
  return {
    state: { query },
    options: { allowCreate: true },
    dataset: { options: [{ value: 'e', label: 'Éclair' }] },
  } as unknown as FeatureHost<unknown> & { state: { query: string } };
}

/** A tags' list part whose tag creation records what it is asked. */
function partWith() {
  const real = {
    create: vi.fn(async () => true),
    paste: vi.fn(async () => {}),
    offered: () => false,
    abandon: vi.fn(),
    dispose: vi.fn(),
  };
  const part = { creation: vi.fn(() => real) } as unknown as TagsList;
  return { real, part };
}

describe("tag creation's stand-in in the closed control", () => {
  it('says whether the create row is offered with no list part: allowCreate, a query, no option of that label (accents and case aside)', () => {
    const stand = new CreationStandIn(
      hostOf(''),
      () => undefined,
      () => new Promise(() => {}),
    );
    expect(stand.offered('')).toBe(false);
    expect(stand.offered(' eclair ')).toBe(false);
    expect(stand.offered('Tart')).toBe(true);
  });

  it('forwards at once when the list part is there', () => {
    const { real, part } = partWith();
    const load = vi.fn(() => Promise.resolve());
    const stand = new CreationStandIn(hostOf('Tart'), () => part, load);
    void stand.fromQuery();
    void stand.paste('a, b');
    expect(real.create).toHaveBeenCalledWith('Tart', 'user:create', true);
    expect(real.paste).toHaveBeenCalledWith('a, b');
    expect(load).not.toHaveBeenCalled();
  });

  it('before the list part, asks for it and creates the query it was asked for once it is there; a paste waits too', async () => {
    const { real, part } = partWith();
    let given: TagsList | undefined;
    const load = vi.fn(async () => {
      given = part;
    });
    const host = hostOf(' Tart ');
    const stand = new CreationStandIn(host, () => given, load);
    const created = stand.fromQuery();
    const pasted = stand.paste('a, b');
    host.state.query = 'typed meanwhile';
    expect(load).toHaveBeenCalled();
    expect(real.create).not.toHaveBeenCalled();
    await expect(created).resolves.toBe(true);
    await pasted;
    expect(real.create).toHaveBeenCalledWith('Tart', 'user:create', true);
    expect(real.paste).toHaveBeenCalledWith('a, b');
    expect(part.creation).toHaveBeenCalledTimes(1);
  });

  it('creates nothing when destroyed before the part comes, or when the part never comes', async () => {
    const { real, part } = partWith();
    let given: TagsList | undefined;
    const stand = new CreationStandIn(
      hostOf('Tart'),
      () => given,
      async () => {
        given = part;
      },
    );
    const created = stand.fromQuery();
    stand.dispose();
    await expect(created).resolves.toBe(false);
    expect(real.create).not.toHaveBeenCalled();
    const failing = new CreationStandIn(
      hostOf('Tart'),
      () => undefined,
      () => Promise.reject(new Error('offline')),
    );
    await expect(failing.fromQuery()).resolves.toBe(false);
  });
});
