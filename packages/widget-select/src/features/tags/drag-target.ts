/** The chip a press starts a drag on, for the drag (sortable.ts). */
import { cls } from '../../view/classes';
import type { FeatureView } from '../../view/feature-view';

/** The chip `event` (a pointerdown) starts dragging, or null: not sortable now, not a chip, its remove button, or not the main button. */
export function draggedTag<M>(view: FeatureView<M>, event: PointerEvent): HTMLElement | null {
  const { options } = view.port.derived;
  const enabled = options.sortable && options.multiple && !options.readonly && !view.port.state.disabled;
  const target = event.target as HTMLElement;
  const tag = target.closest<HTMLElement>(`.${cls.tag}[data-value]`);
  if (!enabled || !tag || target.closest(`.${cls.tagRemove}`) || event.button !== 0) return null;
  return tag;
}
