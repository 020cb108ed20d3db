/**
 * The loader's test gate: holds, releases or fails the load of any part by
 * its name, so a test can act while a chunk is late or has failed. It is
 * installed on the loader module given (a test on a fresh module graph
 * gives its own); `loadGate` is the one of the module tests import.
 */
import { loadSeam } from '../src/load/loader';

type Seam = typeof loadSeam;

export function loadGateOf(seam: Seam) {
  /** The loads held, by part name: what lets them through or fails them. */
  const held = new Map<string, { passed: Promise<void>; release(): void; fail(error: Error): void }>();
  /** The parts whose loads fail, with the error. */
  const failing = new Map<string, Error>();
  seam.gate = (name, load) => {
    const error = failing.get(name);
    if (error) return Promise.reject(error);
    const hold = held.get(name);
    return hold ? hold.passed.then(load) : load();
  };
  const gate = {
    /** Holds the loads of `name` from now on until released or failed. */
    hold(name: string): void {
      failing.delete(name);
      if (held.has(name)) return;
      const ways = { release: () => {}, fail: (_error: Error) => {} };
      const passed = new Promise<void>((release, fail) => Object.assign(ways, { release, fail }));
      passed.catch(() => {});
      held.set(name, { passed, ...ways });
    },
    /** Lets the loads of `name` through, the held ones and the later ones. */
    release(name: string): void {
      failing.delete(name);
      held.get(name)?.release();
      held.delete(name);
    },
    /** Fails the held loads of `name` and the later ones (a network error) until released. */
    fail(name: string, error = new Error('failed to fetch')): void {
      failing.set(name, error);
      held.get(name)?.fail(error);
      held.delete(name);
    },
    /** The part `name` is missing again, as on a page that has not loaded it yet (its next load goes through the gate). */
    forget: (name: string): void => seam.forget(name),
    /** Lets every part through. */
    releaseAll(): void {
      for (const name of new Set([...held.keys(), ...failing.keys()])) gate.release(name);
    },
  };
  return gate;
}

export const loadGate = loadGateOf(loadSeam);
