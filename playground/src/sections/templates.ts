import type { Option, SelectOptions } from 'widget-select';
import { type PersonMeta, people } from '../data/people';
import type { Section } from '../lib/section';

/** Escapes text placed into a template string: option data is data, not markup. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A string template (HTML): the widget injects it after sanitizeTemplate. */
function personRow(option: Option<PersonMeta>): string {
  const meta = option.meta as PersonMeta;
  return `<span class="person">
    <img class="person__avatar" src="${option.avatar}" alt="">
    <span class="person__text">
      <span class="person__name">${escapeHtml(option.label)}</span>
      <span class="person__email">${escapeHtml(meta.email)}</span>
    </span>
    <span class="person__team">${escapeHtml(meta.team)}</span>
    <span class="person__status person__status--${meta.status}">${meta.status}</span>
  </span>`;
}

/** A DOM-node template for the selected value: no HTML strings involved. */
function personChip(option: Option<PersonMeta>): Node {
  const chip = document.createElement('span');
  chip.className = 'person-chip';
  const dot = document.createElement('span');
  dot.className = `person__dot person__dot--${option.meta?.status ?? 'offline'}`;
  dot.setAttribute('aria-hidden', 'true');
  chip.append(dot, option.label);
  return chip;
}

/** The demo sanitizer only strips script-ish constructs; real apps should use a library such as DOMPurify. */
const stripScripts = (html: string) =>
  html.replace(/<script[\s\S]*?<\/script>/gi, '').replace(/\son\w+="[^"]*"/gi, '');

export const templates: Section = {
  id: 'templates',
  title: 'Templates, avatars and descriptions',
  blurb:
    'First: the built-in layout (avatar, label, description), rendered as text. Second: a custom templateResult (HTML string, sanitized) and templateSelection (DOM node) reading option.meta; search also covers meta.email and meta.team.',
  mount(ctx) {
    const builtIn = ctx.widget<PersonMeta>(
      'Assignee (built-in layout)',
      { data: people, placeholder: 'Assign someone', clearable: true },
      'built-in: ',
    );
    const custom: SelectOptions<PersonMeta> = {
      data: people,
      multiple: true,
      placeholder: 'Invite people',
      templateResult: personRow,
      templateSelection: personChip,
      sanitizeTemplate: stripScripts,
      searchFields: ['label', 'description', 'meta.email', 'meta.team'],
    };
    const templated = ctx.widget<PersonMeta>('Reviewers (custom templates)', custom, 'custom: ');
    ctx.showValue(templated, 'Reviewers getValue()');
    ctx.controls.heading('Built-in layout');
    ctx.optionControls(builtIn, ['highlightSearch', 'clearable']);
    ctx.controls.heading('Custom templates');
    ctx.controls.toggle('templateResult', true, (on) =>
      templated.set({ templateResult: on ? personRow : undefined }),
    );
    ctx.controls.toggle('templateSelection', true, (on) =>
      templated.set({ templateSelection: on ? personChip : undefined }),
    );
    ctx.controls.toggle('search meta.email and meta.team', true, (on) =>
      templated.set({
        searchFields: on ? ['label', 'description', 'meta.email', 'meta.team'] : ['label', 'description'],
      }),
    );
  },
};
