// Types <widget-select> in Svelte templates (props, attributes, onws-* listeners).
import type {} from 'widget-select/element/svelte';
