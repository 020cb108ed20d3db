/**
 * How the open list's virtual list scrolls. Only a shown list scrolls, so
 * the core's exact mapping comes with the list's chunk (and with the remote
 * rows that page at the list's bottom), not with the closed control.
 */
import { exactScroll, type ScrollMapping } from '../core/domain/virtual/scroll-mapping';
import { featureOf } from '../features/registry';

/** How a virtual list scrolls: scaled with `widget-select/large`, else exact. */
export function scrollMapping(): ScrollMapping {
  return featureOf('large')?.scroll ?? exactScroll;
}
