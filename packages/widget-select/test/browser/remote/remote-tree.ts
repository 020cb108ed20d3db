/**
 * A remote tree against the real HTTP test server (tests/remote-server.ts):
 * `ajax` answers nested options for a search, `loadChildren` a node's
 * children, both with `latency` ms of delay. The server starts before the
 * file's tests and stops after them; `origin()` is its address.
 */
import { afterAll, beforeAll } from 'vitest';
import { commands } from 'vitest/browser';
import type { Option, SelectOptions } from '../../../src/index';
import { mount } from '../helpers';

export function remoteTreeServer(latency: number) {
  let origin = '';
  beforeAll(async () => {
    origin = await commands.startRemoteServer();
  });
  afterAll(async () => {
    await commands.stopRemoteServer();
  });
  const remoteTree = (options: SelectOptions = {}) =>
    mount({
      multiple: true,
      ...options,
      ajax: { url: `${origin}/tree/search`, params: (q) => ({ q, delay: latency }), debounce: 30 },
      loadChildren: async (option: Option, { signal }: { signal: AbortSignal }) => {
        const response = await fetch(`${origin}/tree/children?parent=${option.value}&delay=${latency}`, {
          signal,
        });
        return (await response.json()) as Option[];
      },
    });
  return { remoteTree, origin: () => origin };
}
