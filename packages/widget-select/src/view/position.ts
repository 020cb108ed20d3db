/**
 * Dropdown placement: below the control by default, above when the room
 * below is too small and the room above is larger. Layout is read once.
 */
export type Placement = 'bottom' | 'top';

export function choosePlacement(control: DOMRect, dropdownHeight: number, viewportHeight: number): Placement {
  const below = viewportHeight - control.bottom;
  const above = control.top;
  return below < dropdownHeight && above > below ? 'top' : 'bottom';
}

export function placeDropdown(control: HTMLElement, dropdown: HTMLElement): void {
  dropdown.setAttribute('data-placement', 'bottom');
  const placement = choosePlacement(
    control.getBoundingClientRect(),
    dropdown.offsetHeight,
    window.innerHeight || document.documentElement.clientHeight,
  );
  dropdown.setAttribute('data-placement', placement);
}
