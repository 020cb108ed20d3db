/**
 * Moving focus into the empty search field right after a key opened the list
 * (ArrowDown, Alt+ArrowDown, Enter): the caret that appears there reaches a
 * screen reader before the focus change, while that key is still its last
 * input, so Orca takes it for caret movement and reads the empty line:
 * "blank". A read-only field reports no editable caret, so the field is
 * read-only while focus moves in and becomes editable at the first key or
 * pointer press on it, or after a moment. The screen reader then reads the
 * combobox and its active option instead.
 */

/** How long the field stays read-only when no key or pointer press comes first. */
export const QUIET_FOCUS_MS = 600;

const RELEASE_ON = ['keydown', 'pointerdown', 'compositionstart', 'blur'] as const;

export function focusQuietly(input: HTMLInputElement): void {
  if (input.readOnly) {
    input.focus({ preventScroll: true });
    return;
  }
  input.readOnly = true;
  const release = () => {
    clearTimeout(timer);
    input.readOnly = false;
    for (const type of RELEASE_ON) input.removeEventListener(type, release, true);
  };
  const timer = setTimeout(release, QUIET_FOCUS_MS);
  // Capture phase: editable again before the key's own handlers and its text.
  for (const type of RELEASE_ON) input.addEventListener(type, release, true);
  input.focus({ preventScroll: true });
}
