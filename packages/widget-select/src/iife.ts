/** Script-tag build: defines the global `SelectWidget` (with `SelectWidget.Error`). */
import './styles/index.css';
import { SelectWidget } from './select-widget';

export default SelectWidget;
