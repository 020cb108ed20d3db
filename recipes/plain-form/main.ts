// The element and its styles: nothing else runs on this page.
import 'widget-select/element';
import 'widget-select/style.css';
