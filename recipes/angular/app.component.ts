import { Component, CUSTOM_ELEMENTS_SCHEMA, type ElementRef, signal, viewChild } from '@angular/core';
import { FormControl, FormGroup, ReactiveFormsModule, Validators } from '@angular/forms';
import type { WidgetSelectElement } from 'widget-select/element';
import { WidgetSelectControl } from './widget-select-control';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, WidgetSelectControl],
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <form [formGroup]="form" (ngSubmit)="submit()" novalidate>
      <label for="fruit">Fruit</label>
      <widget-select
        #fruit
        id="fruit"
        name="fruit"
        placeholder="Pick a fruit"
        formControlName="fruit"
        [data]="fruits"
        [attr.aria-describedby]="showError() ? 'fruit-error' : null"
      ></widget-select>
      @if (showError()) {
        <p id="fruit-error" role="alert">Pick a fruit</p>
      }
      @if (form.controls.fruit.touched) {
        <p id="fruit-touched">touched</p>
      }
      <button type="submit">Send</button>
      <button type="button" (click)="reset()">Reset</button>
    </form>
    @if (submitted(); as value) {
      <output id="submitted">{{ value }}</output>
    }
  `,
})
export class AppComponent {
  readonly fruits = [
    { value: 'apple', label: 'Apple' },
    { value: 'banana', label: 'Banana' },
    { value: 'cherry', label: 'Cherry' },
  ];
  readonly form = new FormGroup({
    fruit: new FormControl<string | null>(null, Validators.required),
  });
  readonly submitted = signal<string | null>(null);
  private readonly fruit = viewChild.required<ElementRef<WidgetSelectElement>>('fruit');

  showError(): boolean {
    const { invalid, touched } = this.form.controls.fruit;
    return invalid && touched;
  }

  submit(): void {
    this.form.markAllAsTouched();
    if (this.form.invalid) {
      // Focus on error: the element's focus() focuses its combobox.
      this.fruit().nativeElement.focus();
      return;
    }
    this.submitted.set(JSON.stringify(this.form.value));
  }

  reset(): void {
    this.form.reset();
    this.submitted.set(null);
  }
}
