/**
 * Writing direction of the widget's root: right-to-left when the language
 * is (Arabic, …) or an ancestor is (`dir="rtl"` on the document or any
 * ancestor). The closed control needs it to paint; the open list copies it
 * onto the dropdown, which a portal target may not carry.
 */
import { isRtlLanguage } from '../i18n';
import { cls } from './classes';

/** Sets the root's direction; returns whether it is right-to-left. */
export function applyRootDirection(root: HTMLElement, language: unknown): boolean {
  const parent = root.parentElement;
  const rtl = isRtlLanguage(language as string | undefined) || (parent !== null && inheritsRtl(parent));
  root.classList.toggle(cls.rtl, rtl);
  if (rtl) root.setAttribute('dir', 'rtl');
  else root.removeAttribute('dir');
  return rtl;
}

/**
 * Whether `dir="rtl"` applies to an element. `:dir()` answers from the DOM
 * without a style recalculation (getComputedStyle here cost up to 150 ms
 * when a constructor rendered 5,000 tags); older engines fall back to it.
 */
function inheritsRtl(element: Element): boolean {
  try {
    // The prototype's matches: a <form> ancestor's field named "matches" shadows its own.
    return Element.prototype.matches.call(element, ':dir(rtl)');
  } catch {
    return getComputedStyle(element).direction === 'rtl';
  }
}
