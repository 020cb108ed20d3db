import type { SelectEventName } from '../../types';

/**
 * Every event of the core. A record (not a list) so that a new event in
 * `SelectEvents` fails the type check here until it is listed (the
 * wrappers forward every name, and `on()` warns about names not listed).
 */
const EVENTS: Record<SelectEventName, true> = {
  change: true,
  select: true,
  unselect: true,
  create: true,
  reorder: true,
  maximum: true,
  open: true,
  close: true,
  search: true,
  clear: true,
  error: true,
  loading: true,
  invalid: true,
  focus: true,
  blur: true,
};

/** The names of every core event. */
export const EVENT_NAMES = Object.keys(EVENTS) as SelectEventName[];
