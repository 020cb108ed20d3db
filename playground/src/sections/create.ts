import type { Option } from 'widget-select';
import type { Section } from '../lib/section';

const TOPICS = ['accessibility', 'performance', 'design-systems', 'typescript', 'testing'];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const create: Section = {
  id: 'create',
  title: 'Tag creation',
  blurb:
    'Type a topic that is not in the list and press Enter to create it (allowCreate). Hooks can validate or reshape the new tag, synchronously or asynchronously.',
  mount(ctx) {
    const data: Option[] = TOPICS.map((topic) => ({ value: topic, label: topic }));
    const live = ctx.widget('Topics', {
      data,
      multiple: true,
      allowCreate: true,
      placeholder: 'Add topics',
      clearable: true,
    });
    ctx.showValue(live);
    ctx.optionControls(live, ['allowCreate', 'closeOnSelect', 'maxSelections']);
    ctx.controls.heading('Hooks');
    ctx.controls.toggle('beforeCreate: at least 3 characters', false, (on) =>
      live.set({ beforeCreate: on ? (label) => label.trim().length >= 3 : undefined }),
    );
    ctx.controls.toggle('createOption: slug value, 400 ms async', false, (on) =>
      live.set({
        createOption: on
          ? async (label) => {
              await wait(400);
              const value = label.trim().toLowerCase().replace(/\s+/g, '-');
              return { value, label: value, description: 'created' };
            }
          : undefined,
      }),
    );
  },
};
