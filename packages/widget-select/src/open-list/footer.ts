/**
 * `commit: 'apply'`: the dropdown's footer with Apply and Cancel, the
 * Ctrl+Enter (Meta+Enter) that applies from the open list, and the polite
 * word on what is pending. Only this option uses it, so it lives in the
 * open list's chunk, not in the closed control's.
 */
import { type State, valueChanges } from '../core/domain/state';
import { format } from '../i18n';
import { button, el } from '../view/dom';
import type { OpenListHost } from '../view/open-list-part';

const block = 'widget-select';

/** The English of the footer's messages: only this part shows them, so they are not in the core's table. */
export const FOOTER_ENGLISH = {
  apply: 'Apply',
  cancel: 'Cancel',
  pendingChanges: 'Changes pending: {count}. Press Ctrl+Enter to apply, Escape to cancel.',
  notApplied: '{count} selected. Not applied: {labels}',
};

/**
 * The pending value becomes the value (one change), then the list closes;
 * picks the rules refused (`beforeSelect`, `maxSelections`) are named.
 */
export function applyPending<M>(port: OpenListHost<M>['port'], say: (text: string) => void): void {
  const wanted = port.state.pending ?? [];
  port.send({ type: 'apply' });
  const { value, messages } = port.state;
  const now = new Set(value);
  const left = wanted.filter((v) => !now.has(v)).map((v) => port.derived.optionOf(v)?.label ?? v);
  port.send({ type: 'close', cause: 'user:close' });
  if (left.length === 0) return;
  const labels = left.slice(0, 5).join(', ') + (left.length > 5 ? ', …' : '');
  say(format(messages.notApplied ?? FOOTER_ENGLISH.notApplied, { count: value.length, labels }));
}

/** How many values the pending value adds or removes. */
function differences({ pending, value }: State): number {
  if (!pending) return 0;
  const { added, removed } = valueChanges(value, pending);
  return added.length + removed.length;
}

/** Binds the footer and its keys; returns sync (each open and commit) and Apply (the sheet's Done too). */
export function bindFooter<M>(view: OpenListHost<M>, dropdown: HTMLElement) {
  const { port, signal } = view;
  const say = (text: string) => view.live.say(text);
  // Apply while pages load (select all matching sweeping them) waits for them: they may change what it commits.
  let waiting = false;
  const applyWhenLoaded = () => {
    waiting = port.derived.options.commit === 'apply' && port.state.remote === 'loading';
    if (!waiting) applyPending(port, say);
  };
  const footer = el('div', `${block}__footer`);
  const apply = button(`${block}__apply`);
  const cancel = button(`${block}__cancel`);
  footer.append(cancel, apply);
  apply.addEventListener('click', applyWhenLoaded, { signal });
  cancel.addEventListener('click', () => port.send({ type: 'close', cause: 'user:close' }), { signal });

  const onKeydown = (event: KeyboardEvent) => {
    const chord = event.ctrlKey || event.metaKey;
    if (event.key !== 'Enter' || !chord || event.isComposing || event.defaultPrevented) return;
    if (!port.state.pending) return;
    event.preventDefault();
    applyWhenLoaded();
  };
  // The search field and the list are in the dropdown; a control without a search field keeps focus.
  dropdown.addEventListener('keydown', onKeydown, { signal });
  view.root.addEventListener('keydown', onKeydown, { signal });

  const sync = () => {
    const { state } = port;
    const { multiple, commit } = port.derived.options;
    if (!state.open || !multiple || commit !== 'apply') {
      footer.remove();
      return;
    }
    const { messages } = state;
    apply.textContent = messages.apply ?? FOOTER_ENGLISH.apply;
    cancel.textContent = messages.cancel ?? FOOTER_ENGLISH.cancel;
    if (footer.parentNode !== dropdown || footer.nextSibling) dropdown.append(footer);
  };
  let said = 0;
  view.onCommit((next, prev) => {
    sync();
    if (waiting && (!next.open || next.remote !== 'loading')) {
      waiting = false;
      // A sweep's select-all lands just after its last page: Apply follows it.
      if (next.open) queueMicrotask(() => port.state.open && applyPending(port, say));
    }
    if (next.pending === prev.pending) return;
    // Said after each pick that changes how many are pending, with the way to apply them.
    const count = differences(next);
    if (count !== said && count > 0)
      view.live.say(format(next.messages.pendingChanges ?? FOOTER_ENGLISH.pendingChanges, { count }));
    said = count;
  });
  return { sync, apply: applyWhenLoaded };
}
