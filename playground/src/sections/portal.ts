import { checkboxPlugin, selectAllHeaderPlugin } from 'widget-select';
import { countryList, fruits } from '../data/countries';
import type { Section } from '../lib/section';

export const portal: Section = {
  id: 'portal',
  title: 'Modal, portal and plugins',
  blurb:
    'The first widget sits in a scrolling panel that clips its overflow, as in a modal: with dropdownParent the dropdown is portalled to <body>, escapes the clipping and follows the control while the panel scrolls. The second shows the two bundled plugins.',
  mount(ctx) {
    const panel = document.createElement('div');
    panel.className = 'modal-demo';
    panel.tabIndex = 0;
    panel.setAttribute('role', 'region');
    panel.setAttribute('aria-label', 'Modal body (scrolls and clips its overflow)');
    const intro = document.createElement('p');
    intro.textContent = 'Scroll this panel while the dropdown is open: the dropdown follows the control.';
    const spacer = document.createElement('div');
    spacer.className = 'modal-demo__spacer';
    ctx.stage.append(panel);
    panel.append(intro);
    const portalled = ctx.mount(
      ctx.field('Country (portalled)', 'country', panel),
      { data: countryList, placeholder: 'Pick a country', dropdownParent: document.body },
      'portal: ',
    );
    panel.append(spacer);
    ctx.showValue(portalled);
    ctx.controls.toggle('dropdownParent: body', true, (on) =>
      portalled.set({ dropdownParent: on ? document.body : undefined }),
    );

    const plugins = ctx.widget(
      'Fruits (checkbox + select-all plugins)',
      {
        data: fruits,
        multiple: true,
        placeholder: 'Tick fruits',
        plugins: [checkboxPlugin(), selectAllHeaderPlugin()],
      },
      'plugins: ',
    );
    ctx.showValue(plugins, 'plugins getValue()');
  },
};
