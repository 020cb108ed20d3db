/** What `<widget-select>` tests add to the shared helpers: the element defined, found, and its rows by label. */
import 'widget-select/element';
import type { WidgetSelectElement } from 'widget-select/element';
import { rows } from '../helpers';

export const element = (root: ParentNode = document): WidgetSelectElement =>
  root.querySelector('widget-select') as WidgetSelectElement;
export const rowIn = (label: string, root: ParentNode = document) =>
  rows(root).find((row) => row.textContent === label)!;
