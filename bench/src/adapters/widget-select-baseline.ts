import SelectWidget from 'widget-select-baseline';
import 'widget-select-baseline/style.css';
import { widgetSelectAdapter } from './widget-select';

/** widget-select at the commit given by `--baseline` (the working tree when none is). */
export const widgetSelectBaseline = widgetSelectAdapter(
  'widget-select-baseline',
  SelectWidget as unknown as Parameters<typeof widgetSelectAdapter>[1],
);
