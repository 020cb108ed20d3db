import { checkboxPlugin, selectAllHeaderPlugin } from 'widget-select';
import { countryList, fruits } from '../data/countries';
import type { Section } from '../lib/section';

export const portal: Section = {
  id: 'portal',
  title: 'Modal, portal and plugins',
  blurb:
    'The first widget sits in a scrolling panel that clips its overflow: with dropdownParent the dropdown is portalled to <body>, escapes the clipping and follows the control while the panel scrolls; untick the toggle and it shows in the top layer (Popover API), unclipped all the same. The button opens a modal <dialog> with a widget in it, default options too. The last widget shows the two bundled plugins.',
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

    // A modal <dialog>: the dropdown needs no dropdownParent there.
    const dialog = document.createElement('dialog');
    dialog.className = 'dialog-demo';
    dialog.setAttribute('aria-labelledby', 'portal-dialog-title');
    const title = document.createElement('h3');
    title.id = 'portal-dialog-title';
    title.textContent = 'Edit shipping';
    const done = document.createElement('button');
    done.type = 'button';
    done.textContent = 'Close';
    done.addEventListener('click', () => dialog.close());
    const opener = document.createElement('button');
    opener.type = 'button';
    opener.className = 'dialog-demo__open';
    opener.textContent = 'Open a modal dialog';
    opener.addEventListener('click', () => dialog.showModal());
    dialog.append(title);
    ctx.stage.append(opener);
    // Outside the section: its widgets are the section's own (a closed dialog shows nothing).
    document.body.append(dialog);
    const inDialog = ctx.mount(
      ctx.field('Country (in a modal dialog)', 'country-dialog', dialog),
      { data: countryList, placeholder: 'Pick a country' },
      'dialog: ',
    );
    dialog.append(done);
    ctx.showValue(inDialog, 'dialog getValue()');
  },
};
