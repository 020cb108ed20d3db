/**
 * The "+N more" chip names what it hides: it becomes a focusable grid cell `aria-describedby` a
 * `.widget-select__more-list` holding the hidden tags' labels in selection order, shown under the chip
 * while the pointer rests on it (or on the labels) or the chip has keyboard focus. The labels are a manual
 * popover, in the top layer where the browser has one (nothing clips them); elsewhere `position: fixed`
 * (styles). A click on the chip (which opens the list) and Escape dismiss them.
 */
import { capped } from '../../core/domain/text-limit';
import { format } from '../../i18n';
import { cls } from '../../view/classes';
import { el, isRtl, KEY_FOCUS } from '../../view/dom';
import { tagElements } from '../../view/tag-focus';
import type { FeatureView } from '../../view/feature-view';
import type { MoreLabels } from '../types';

/** The English of the list's message: only this part shows it, so it is not in the core's table. */
export const MORE_LIST_ENGLISH = { moreLabels: 'and {count} more' };

/** Labels the list names before "and N more". */
const MORE_LABELS = 50;

/** Each widget's labels, by its root. */
const lists = new WeakMap<HTMLElement, HTMLElement>();
/** Widgets whose chip listeners wait for their first chip: most never hide a tag, and bind none. */
const unbound = new WeakMap<HTMLElement, FeatureView<unknown>>();

function listOf(root: HTMLElement): HTMLElement {
  let list = lists.get(root);
  if (!list) {
    const values = root.querySelector(`.${cls.values}`) as HTMLElement;
    list = el('div', cls.moreList, { id: `${values.id}-more`, role: 'tooltip', hidden: '' });
    if (typeof list.showPopover === 'function') list.popover = 'manual';
    root.append(list);
    lists.set(root, list);
    const view = unbound.get(root);
    if (view) listen(view);
  }
  return list;
}

/** Shows the labels under `chip`; hides them for null. */
function show(list: HTMLElement, chip: Element | null): void {
  const box = chip?.getBoundingClientRect();
  list.hidden = !box;
  // Right under the chip: the pointer can move onto the labels without leaving both.
  if (box) list.style.cssText = `left:${box.left}px;top:${box.bottom}px`;
  // A widget whose element left the page without destroy() has nothing to show it on.
  if (list.popover && list.isConnected) list.togglePopover(!!box);
}

/** Called by the core as it builds a chip hiding `hidden`. */
export function describeMore(
  chip: HTMLElement,
  hidden: readonly string[],
  port: MoreLabels,
  root: HTMLElement,
): void {
  const list = listOf(root);
  // The first labels and how many more: 10,000 labels made a list of megabytes, laid out on focus.
  const labels = hidden.slice(0, MORE_LABELS).map((v) => capped(port.derived.optionOf(v)?.label ?? v));
  const rest = hidden.length - labels.length;
  if (rest > 0)
    labels.push(format(port.state.messages.moreLabels ?? MORE_LIST_ENGLISH.moreLabels, { count: rest }));
  list.textContent = labels.join(', ');
  // Focusable by script, as the tags: ArrowRight past the last tag, or ArrowLeft from the input.
  chip.tabIndex = -1;
  chip.setAttribute('role', 'gridcell');
  // Named as each tag is: by its label.
  chip.setAttribute('aria-label', chip.textContent ?? '');
  chip.setAttribute('aria-describedby', list.id);
  // A new chip: the one the labels stood under is gone.
  show(list, null);
}

/** The keys the chip answers itself. */
const CHIP_KEYS = ['ArrowLeft', 'ArrowRight', 'Backspace', 'Delete'];

export function bindMoreList<M>(view: FeatureView<M>): void {
  // The first render may have made the chip already (a widget mounted with its tags hidden).
  if (lists.has(view.root)) listen(view as FeatureView<unknown>);
  else unbound.set(view.root, view as FeatureView<unknown>);
}

function listen(view: FeatureView<unknown>): void {
  const { controlView, port, root, signal } = view;
  const { values } = controlView;
  const chip = () => values.querySelector(`.${cls.tagMore}`);
  const onChip = (event: Event, also = '') => (event.target as Element).closest(`.${cls.tagMore}${also}`);
  let pointer: Element | null = null;
  let focus: Element | null = null;
  // The list is made with the first chip: a widget that never hides a tag has none (nor its styles).
  const track = (type: string, set: (event: Event) => void) =>
    root.addEventListener(
      type,
      (event) => {
        set(event);
        const list = lists.get(root);
        if (list) show(list, pointer ?? focus);
      },
      { signal },
    );
  // The pointer on the chip or on its labels (they can be hovered).
  track('pointerover', (event) => (pointer = onChip(event, `, .${cls.moreList}`) && chip()));
  track('pointerout', () => (pointer = null));
  track('focusin', (event) => (focus = onChip(event)));
  track('focusout', () => (focus = null));
  track('click', () => (pointer = focus = null));
  track('keydown', (event) => {
    if ((event as KeyboardEvent).key !== 'Escape') return;
    // The Escape that hides the labels is the widget's: a modal around the field stays open.
    if (lists.get(root)?.hidden === false) {
      event.preventDefault();
      event.stopPropagation();
    }
    pointer = focus = null;
  });
  // A value that needs no chip any more: nothing stands under the labels.
  view.onCommit(() => {
    const list = lists.get(root);
    if (!list || chip()) return;
    pointer = focus = null;
    show(list, null);
  });
  // On the chip: ArrowLeft back to the last tag, ArrowRight on to the input (mirrored right to left) (Enter opens, as
  // on the control). Backspace and Delete do nothing: the chip is no value, and the control's Backspace would remove a
  // hidden one unseen and take the chip, and the focus with it, away.
  values.addEventListener(
    'keydown',
    (event) => {
      const { key } = event;
      if (!onChip(event) || port.state.disabled || !CHIP_KEYS.includes(key)) return;
      event.preventDefault();
      event.stopPropagation();
      if (key === 'Backspace' || key === 'Delete') return;
      if ((key === 'ArrowLeft') !== isRtl(values)) tagElements(view).pop()?.focus(KEY_FOCUS);
      else view.focusTyping(true);
    },
    { signal },
  );
}
