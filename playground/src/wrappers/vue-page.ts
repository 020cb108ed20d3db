import 'widget-select/style.css';
import '../playground.css';
import { createApp, defineComponent, h, type Ref, ref, type VNode } from 'vue';
import type { SelectValue } from 'widget-select';
import { WidgetSelect, type WidgetSelectExposed } from 'widget-select-vue';
import { wrapperCode } from '../lib/code-view';
import { countries, fruits, logLine, prepend, serialize, showValue, THEMES } from './shared';

/*
 * Written with render functions (h) so the page needs neither the template
 * compiler nor an SFC plugin; the bindings are exactly what a template's
 * v-model and @event compile to.
 */

function useLog(): [Ref<string[]>, (name: string, payload?: unknown) => void] {
  const lines = ref<string[]>([]);
  return [lines, (name, payload) => (lines.value = prepend(lines.value, logLine(name, payload)))];
}

const logPanel = (title: string, lines: string[]) =>
  h('div', { class: 'log-wrap' }, [
    h('h3', 'Events'),
    h(
      'div',
      { class: 'log', role: 'log', 'aria-label': `${title} event log`, tabindex: 0 },
      lines.join('\n'),
    ),
  ]);

const card = (id: string, title: string, blurb: string, body: VNode[]) =>
  h('section', { class: 'card', id, 'aria-labelledby': `${id}-title` }, [
    h('header', { class: 'card__header' }, [
      h('h2', { class: 'card__title', id: `${id}-title` }, title),
      h('p', { class: 'card__blurb' }, blurb),
    ]),
    h('div', { class: 'card__body' }, body),
  ]);

const readout = (name: string, value: string) =>
  h('p', { class: 'readout' }, [
    h('span', { class: 'readout__name' }, `${name}: `),
    h('output', { class: 'readout__value', 'data-readout': name }, value),
  ]);

/** "Show code": `code` is written from the same options object the demo passes to its component. */
const codeView = (code: string) =>
  h('details', { class: 'code-view' }, [h('summary', 'Show code'), h('pre', [h('code', code)])]);

const button = (label: string, onClick: () => void) =>
  h('button', { type: 'button', class: 'control control--button', onClick }, label);

const Controlled = defineComponent(() => {
  const value = ref<SelectValue>('fr');
  const clearable = ref(true);
  const disabled = ref(false);
  const theme = ref<string>('default');
  const [lines, log] = useLog();
  const toggle = (label: string, state: Ref<boolean>) =>
    h('label', { class: 'control control--toggle' }, [
      h('input', {
        type: 'checkbox',
        checked: state.value,
        onChange: (e: Event) => (state.value = (e.target as HTMLInputElement).checked),
      }),
      ` ${label}`,
    ]);
  return () => {
    const options = {
      data: countries,
      placeholder: 'Pick a country',
      clearable: clearable.value,
      disabled: disabled.value,
      theme: theme.value,
    };
    return card(
      'vue-controlled',
      'v-model single select',
      'v-model on the value; the options prop is watched and applied live.',
      [
        h('div', { class: 'stage' }, [
          h('div', { class: 'field' }, [
            h('span', { class: 'field__label', id: 'vue-country-label' }, 'Country'),
            h(WidgetSelect, {
              ariaLabelledby: 'vue-country-label',
              modelValue: value.value,
              'onUpdate:modelValue': (next: SelectValue) => {
                value.value = next;
                log('update:modelValue', next);
              },
              onSelect: (option: unknown) => log('select', option),
              onOpen: () => log('open'),
              onClose: () => log('close'),
              onClear: () => log('clear'),
              options,
            }),
          ]),
          readout('value', showValue(value.value)),
          codeView(
            wrapperCode(options, [
              '<WidgetSelect v-model="value" aria-labelledby="vue-country-label" :options="options" />',
            ]),
          ),
        ]),
        h('div', { class: 'controls' }, [
          h('h3', 'Options'),
          toggle('clearable', clearable),
          toggle('disabled', disabled),
          h('div', { class: 'control control--field' }, [
            h('label', { for: 'vue-theme' }, 'theme'),
            h(
              'select',
              {
                id: 'vue-theme',
                value: theme.value,
                onChange: (e: Event) => (theme.value = (e.target as HTMLSelectElement).value),
              },
              THEMES.map((t) => h('option', { value: t }, t)),
            ),
          ]),
          h('h3', 'State'),
          h('div', { class: 'control-row' }, [
            button('value = "jp"', () => (value.value = 'jp')),
            button('value = null', () => (value.value = null)),
          ]),
        ]),
        logPanel('v-model single select', lines.value),
      ],
    );
  };
});

const WithRef = defineComponent(() => {
  const value = ref<SelectValue>(['kiwi']);
  const select = ref<WidgetSelectExposed | null>(null);
  const [lines, log] = useLog();
  const options = { data: fruits, multiple: true, placeholder: 'Pick fruits' };
  return () =>
    card(
      'vue-ref',
      'Multiple select and the template ref',
      'The ref exposes { instance } for methods v-model does not cover.',
      [
        h('div', { class: 'stage' }, [
          h('div', { class: 'field' }, [
            h('span', { class: 'field__label', id: 'vue-fruits-label' }, 'Fruits'),
            h(WidgetSelect, {
              ref: select,
              ariaLabelledby: 'vue-fruits-label',
              modelValue: value.value,
              'onUpdate:modelValue': (next: SelectValue) => {
                value.value = next;
                log('update:modelValue', next);
              },
              onUnselect: (option: unknown) => log('unselect', option),
              options,
            }),
          ]),
          readout('value', showValue(value.value)),
          codeView(
            wrapperCode(options, [
              '<WidgetSelect ref="select" v-model="value" aria-labelledby="vue-fruits-label" :options="options" />',
              '// select.value?.instance?.selectAll()',
            ]),
          ),
        ]),
        h('div', { class: 'controls' }, [
          h('h3', 'Ref methods'),
          h('div', { class: 'control-row' }, [
            button('selectAll()', () => select.value?.instance?.selectAll()),
            button('clearAll()', () => select.value?.instance?.clearAll()),
            button('open()', () => select.value?.instance?.open()),
          ]),
        ]),
        logPanel('Multiple select and the template ref', lines.value),
      ],
    );
});

const InForm = defineComponent(() => {
  const result = ref('(not submitted yet)');
  const submit = (event: Event) => {
    event.preventDefault();
    result.value = serialize(event.currentTarget as HTMLFormElement);
  };
  const options = { data: countries, required: true, placeholder: 'Choose a country' };
  return () =>
    card(
      'vue-form',
      'In a form',
      'With name, the widget mounts on a hidden native select that posts with the form.',
      [
        h('div', { class: 'stage' }, [
          h('form', { class: 'demo-form', onSubmit: submit }, [
            h('div', { class: 'field' }, [
              h('label', { class: 'field__label', for: 'vue-form-country' }, 'Country (required)'),
              h(WidgetSelect, {
                id: 'vue-form-country',
                name: 'country',
                options,
              }),
            ]),
            h('div', { class: 'demo-form__actions' }, [h('button', { type: 'submit' }, 'Submit')]),
          ]),
          readout('Submitted form data', result.value),
          codeView(
            wrapperCode(options, [
              '<form>',
              '  <WidgetSelect id="vue-form-country" name="country" :options="options" />',
              '</form>',
            ]),
          ),
        ]),
      ],
    );
});

const App = defineComponent(() => () => [h(Controlled), h(WithRef), h(InForm)]);

createApp(App).mount('#app');
// Vue mounts synchronously, so every section exists now.
document.documentElement.dataset.ready = 'true';
