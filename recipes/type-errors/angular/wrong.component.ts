// Each line after an `expect-error` comment must fail ngc (strictTemplates)
// with that message (recipes/type-errors/check.mjs); every other line must pass.
import { Component, CUSTOM_ELEMENTS_SCHEMA } from '@angular/core';
import { WidgetSelectControl } from '../../angular/widget-select-control';

@Component({
  selector: 'app-wrong',
  imports: [WidgetSelectControl],
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <!-- Right: these type-check. -->
    <widget-select [data]="fruits" [multiple]="true" (ws-change)="log($event.detail)"></widget-select>

    <!-- expect-error: Type 'number' is not assignable to type 'DataItem[]' -->
    <widget-select [data]="42"></widget-select>
    <!-- expect-error: Type 'string' is not assignable to type 'boolean' -->
    <widget-select [multiple]="'yes'"></widget-select>
    <!-- expect-error: Type 'string' is not assignable to type 'boolean' -->
    <widget-select multiple="yes"></widget-select>
    <!-- expect-error: Argument of type 'SelectValue' is not assignable to parameter of type 'number' -->
    <widget-select (ws-change)="useCount($event.detail)"></widget-select>
  `,
})
export class WrongComponent {
  readonly fruits = [{ value: 'apple', label: 'Apple' }];

  log(value: unknown): void {
    console.log(value);
  }

  useCount(count: number): void {
    console.log(count);
  }
}
