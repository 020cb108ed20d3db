/**
 * The options a widget is built with: the ones given, completed by what its
 * mount element says (the page's language; a `<select>`'s `multiple`,
 * `disabled`, `required`, placeholder (its empty option or `placeholder`
 * attribute), options and selection).
 */
import { nativeFeature } from './features/registry';
import type { NativeFeature } from './features/types';
import type { SelectOptions } from './types';
import { pageLanguage } from './view/mount';

export interface MountOptions<M> {
  readonly merged: SelectOptions<M>;
  /** What a `<select>` mount holds; null for any other element. */
  readonly fromNative: ReturnType<NativeFeature['read']> | null;
}

/** Reads the mount element once; throws first in a bundle without `<select>` mounts. */
export function mountOptions<M>(mount: HTMLElement, options: SelectOptions<M>): MountOptions<M> {
  const merged: SelectOptions<M> = { ...options };
  merged.language ??= pageLanguage(mount);
  if (!(mount instanceof HTMLSelectElement)) return { merged, fromNative: null };
  const fromNative = nativeFeature().read(mount);
  merged.multiple ??= mount.multiple;
  merged.disabled ??= mount.disabled;
  merged.required ??= mount.required;
  // The empty option's text, else the select's `placeholder` attribute (as Tom Select reads it).
  merged.placeholder ??= fromNative.placeholder ?? mount.getAttribute('placeholder') ?? undefined;
  return { merged, fromNative };
}
