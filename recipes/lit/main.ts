import 'widget-select/element';
import './fruit-picker';
