// htmx and the element: the markup does the rest. A <widget-select> in HTML
// that htmx swaps in upgrades by itself, with no script to run after a swap.
import 'htmx.org';
import 'widget-select/element';
import 'widget-select/style.css';
