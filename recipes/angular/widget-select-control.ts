import {
  Directive,
  ElementRef,
  EventEmitter,
  forwardRef,
  HostListener,
  Input,
  inject,
  Output,
} from '@angular/core';
import { type ControlValueAccessor, NG_VALUE_ACCESSOR } from '@angular/forms';
import type { DataItem, SelectValue } from 'widget-select';
import type { WidgetSelectElement, WidgetSelectElementEventMap } from 'widget-select/element';

/**
 * `<widget-select>` as an Angular form control (`formControlName`,
 * `formControl`, `ngModel`), and typed inputs for the bindings a template
 * uses, checked by `strictTemplates` (`[data]="42"` does not compile; the
 * recipes' build proves it with recipes/type-errors/angular).
 * The component still lists `CUSTOM_ELEMENTS_SCHEMA`: only components make
 * a tag known to Angular.
 */
@Directive({
  selector: 'widget-select',
  providers: [
    { provide: NG_VALUE_ACCESSOR, useExisting: forwardRef(() => WidgetSelectControl), multi: true },
  ],
})
export class WidgetSelectControl implements ControlValueAccessor {
  private readonly element: WidgetSelectElement = inject(ElementRef).nativeElement;
  private onChange: (value: SelectValue) => void = () => {};
  private onTouched: () => void = () => {};

  @Input() set data(data: DataItem[] | null) {
    this.element.data = data;
  }

  @Input() set multiple(multiple: boolean) {
    this.element.multiple = multiple;
  }

  /**
   * Types `(ws-change)="…"`: `$event` is the element's `ws-change`
   * CustomEvent. For the type checker only, never emitted: Angular also
   * listens to the element's own DOM event of that name, which runs the listener.
   */
  @Output('ws-change') readonly wsChange = new EventEmitter<WidgetSelectElementEventMap['ws-change']>();

  /** A user change: `change` fires after the user picks, never when `writeValue` sets the value. */
  @HostListener('change') protected changed(): void {
    this.onChange(this.element.value);
  }

  /** Focus left the whole widget (not a move into its dropdown): touched. */
  @HostListener('blur') protected blurred(): void {
    this.onTouched();
  }

  writeValue(value: SelectValue | ''): void {
    // Angular forms write '' or null for "empty".
    this.element.value = value === '' ? null : value;
  }

  registerOnChange(fn: (value: SelectValue) => void): void {
    this.onChange = fn;
  }

  registerOnTouched(fn: () => void): void {
    this.onTouched = fn;
  }

  setDisabledState(disabled: boolean): void {
    this.element.disabled = disabled;
  }
}
