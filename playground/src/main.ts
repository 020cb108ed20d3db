import 'widget-select/style.css';
import './playground.css';
import { renderSection, type Section } from './lib/section';
import { create } from './sections/create';
import { forms } from './sections/forms';
import { i18n } from './sections/i18n';
import { mobile } from './sections/mobile';
import { multiple } from './sections/multiple';
import { portal } from './sections/portal';
import { remote } from './sections/remote';
import { single } from './sections/single';
import { sortable } from './sections/sortable';
import { templates } from './sections/templates';
import { themes } from './sections/themes';
import { tree } from './sections/tree';
import { virtual } from './sections/virtual';

/** Page order: the basics first, then each feature mode. */
export const sections: Section[] = [
  single,
  multiple,
  create,
  sortable,
  tree,
  remote,
  virtual,
  templates,
  themes,
  i18n,
  forms,
  portal,
  mobile,
];

const nav = document.querySelector('#toc') as HTMLElement;
const main = document.querySelector('#sections') as HTMLElement;
for (const section of sections) {
  const link = document.createElement('a');
  link.href = `#${section.id}`;
  link.textContent = section.title;
  const item = document.createElement('li');
  item.append(link);
  nav.append(item);
  renderSection(section, main);
}

// On a phone the table of contents starts collapsed (it would fill the first
// screen) and closes again once a section is picked.
const menu = document.querySelector('.sidebar__menu') as HTMLDetailsElement;
const phone = matchMedia('(max-width: 760px)');
menu.open = !phone.matches;
phone.addEventListener('change', () => {
  menu.open = !phone.matches;
});
nav.addEventListener('click', (event) => {
  if (phone.matches && (event.target as Element).closest('a')) menu.open = false;
});

// Tests wait for this flag instead of guessing when every section has mounted.
document.documentElement.dataset.ready = 'true';
