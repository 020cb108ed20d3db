/**
 * Self-contained Vue demo of widget-select-vue, for the playground (or any
 * page): `mountVueDemo(element)` mounts it and returns an unmount function.
 * Written with `h()` (no SFC compiler needed) and importing the package
 * source, so it follows edits live; the page is expected to load
 * `widget-select/style.css`.
 */
import { createApp, defineComponent, h, reactive, ref } from 'vue';
import type { Option, SelectOptions, SelectValue } from '../src/index';
import { WidgetSelect, type WidgetSelectExposed } from '../src/index';

interface FruitMeta {
  color: string;
}

const fruits = (): Option<FruitMeta>[] => [
  { value: 'apple', label: 'Apple', meta: { color: 'red' } },
  { value: 'banana', label: 'Banana', meta: { color: 'yellow' } },
  { value: 'cherry', label: 'Cherry', meta: { color: 'darkred' } },
  { value: 'grape', label: 'Grape', meta: { color: 'purple' } },
  { value: 'kiwi', label: 'Kiwi', meta: { color: 'green' } },
  { value: 'lemon', label: 'Lemon', meta: { color: 'gold' } },
];

const swatch = (option: Option<FruitMeta>): HTMLElement => {
  const row = document.createElement('span');
  const dot = document.createElement('span');
  dot.style.cssText = `display:inline-block;width:.7em;height:.7em;border-radius:50%;margin-right:.5em;background:${option.meta?.color ?? 'gray'}`;
  row.append(dot, option.label);
  return row;
};

const button = (label: string, onClick: () => void) => h('button', { type: 'button', onClick }, label);
const checkbox = (label: string, checked: boolean, set: (on: boolean) => void) =>
  h('label', [
    h('input', {
      type: 'checkbox',
      checked,
      onChange: (event: Event) => set((event.target as HTMLInputElement).checked),
    }),
    ` ${label}`,
  ]);

const Demo = defineComponent(() => {
  const lines = ref<{ id: number; text: string }[]>([]);
  let nextLine = 0;
  const log = (text: string) => {
    lines.value = [{ id: nextLine++, text }, ...lines.value].slice(0, 12);
  };

  // 1. v-model, v-model:searchQuery, v-model:open and deep-reactive options.
  const value = ref<SelectValue>('banana');
  const query = ref('');
  const open = ref(false);
  const options = reactive<SelectOptions<FruitMeta>>({
    data: fruits(),
    theme: 'default',
    disabled: false,
    clearable: true,
    templateResult: swatch,
  });

  // 2. Template ref, remount by key.
  const multiple = ref(true);
  const select = ref<WidgetSelectExposed<FruitMeta> | null>(null);

  const controlled = () =>
    h('section', [
      h('h3', 'v-model, v-model:searchQuery, v-model:open; deep-reactive options'),
      h(WidgetSelect, {
        ariaLabel: 'Fruit',
        options,
        modelValue: value.value,
        'onUpdate:modelValue': (next: SelectValue) => {
          value.value = next;
        },
        searchQuery: query.value,
        'onUpdate:searchQuery': (next: string) => {
          query.value = next;
        },
        open: open.value,
        'onUpdate:open': (next: boolean) => {
          open.value = next;
        },
        onSelect: (option: Option<FruitMeta>) => log(`select ${option.value} (${option.meta?.color})`),
      }),
      h('p', [
        'value: ',
        h('code', JSON.stringify(value.value)),
        ' · query: ',
        h('code', JSON.stringify(query.value)),
        ' · open: ',
        h('code', String(open.value)),
      ]),
      button('value = cherry', () => {
        value.value = 'cherry';
      }),
      button('query = "an"', () => {
        query.value = 'an';
      }),
      button('toggle open', () => {
        open.value = !open.value;
      }),
      button(`theme: ${options.theme}`, () => {
        options.theme = options.theme === 'default' ? 'dark' : 'default';
      }),
      checkbox('disabled', options.disabled === true, (on) => {
        options.disabled = on;
      }),
      button('push Mango into data (in place, no remount)', () => {
        options.data?.push({ value: 'mango', label: 'Mango', meta: { color: 'orange' } });
      }),
    ]);

  const throughTheRef = () =>
    h('section', [
      h('h3', 'Template ref to the instance, remount by key'),
      h(WidgetSelect, {
        key: multiple.value ? 'multiple' : 'single',
        ref: select,
        ariaLabel: 'Fruits',
        modelValue: multiple.value ? ['apple'] : 'apple',
        options: { data: fruits(), multiple: multiple.value, required: true, maxSelections: 4 },
        onChange: (next: SelectValue) => log(`change ${JSON.stringify(next)}`),
        onMaximum: ({ limit }: { limit: number }) => log(`maximum ${limit}`),
        onInvalid: (message: string) => log(`invalid: ${message}`),
      }),
      button('selectAll()', () => select.value?.instance?.selectAll()),
      button('clearAll()', () => select.value?.instance?.clearAll()),
      button('validate()', () => log(`validate() → ${select.value?.instance?.validate()}`)),
      checkbox('multiple (remount-only: changes the key too)', multiple.value, (on) => {
        multiple.value = on;
      }),
    ]);

  const inAForm = () =>
    h('section', [
      h('h3', 'In a form (name → native select, required)'),
      h(
        'form',
        {
          onSubmit: (event: SubmitEvent) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget as HTMLFormElement);
            log(`submit fruits=${JSON.stringify(data.getAll('fruits'))}`);
          },
        },
        [
          h('label', { for: 'vue-demo-fruits' }, 'Fruits'),
          h(WidgetSelect, {
            name: 'fruits',
            id: 'vue-demo-fruits',
            options: { data: fruits(), multiple: true, required: true },
          }),
          h('button', { type: 'submit' }, 'Submit'),
        ],
      ),
    ]);

  return () =>
    h('div', { class: 'widget-select-vue-demo' }, [
      controlled(),
      throughTheRef(),
      inAForm(),
      h('h3', 'Events'),
      h(
        'ol',
        lines.value.map((line) => h('li', { key: line.id }, line.text)),
      ),
    ]);
});

/** Mounts the Vue demo into `host`; returns a function that unmounts it. */
export function mountVueDemo(host: HTMLElement): () => void {
  const app = createApp(Demo);
  app.mount(host);
  return () => app.unmount();
}
