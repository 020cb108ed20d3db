import { mount } from 'svelte';
import 'widget-select/element';
import 'widget-select/style.css';
// Types <widget-select> in Svelte templates (props, attributes, onws-* events).
import type {} from 'widget-select/element/svelte';
import App from './App.svelte';

mount(App, { target: document.getElementById('app')! });
