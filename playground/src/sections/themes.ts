import { countryList } from '../data/countries';
import type { LiveWidget, Section } from '../lib/section';

const THEMES = [
  ['default', 'Default'],
  ['dark', 'Dark'],
  ['high-contrast', 'High contrast'],
] as const;

type Theme = (typeof THEMES)[number][0];

export const themes: Section = {
  id: 'themes',
  title: 'Themes',
  blurb:
    'The built-in themes are data-theme blocks of CSS custom properties (no inline styles, CSP-friendly). Each panel sets its own page colours to match its theme.',
  mount(ctx) {
    const panels = document.createElement('div');
    panels.className = 'theme-panels';
    ctx.stage.append(panels);
    const entries: { panel: HTMLElement; live: LiveWidget; theme: Theme }[] = [];
    for (const [theme, name] of THEMES) {
      const panel = document.createElement('div');
      panel.className = 'theme-panel';
      panel.dataset.pageTheme = theme;
      panels.append(panel);
      const live = ctx.mount(
        ctx.field(`${name} theme`, theme, panel),
        { data: countryList, multiple: true, clearable: true, theme, placeholder: 'Pick countries' },
        `${theme}: `,
      );
      live.widget.setValue(['fr', 'jp'], { emitChange: false });
      entries.push({ panel, live, theme });
    }
    const each = (apply: (live: LiveWidget) => void) => {
      for (const entry of entries) apply(entry.live);
    };
    ctx.controls.toggle('disabled', false, (on) =>
      each((live) => (on ? live.widget.disable() : live.widget.enable())),
    );
    ctx.controls.toggle('highlightSearch', false, (on) => each((live) => live.set({ highlightSearch: on })));
    ctx.controls.toggle('clearable', true, (on) => each((live) => live.set({ clearable: on })));
    ctx.controls.heading('Live switch');
    ctx.controls.button('Rotate themes (updateOptions)', () => {
      for (const entry of entries) {
        const index = THEMES.findIndex(([t]) => t === entry.theme);
        entry.theme = THEMES[(index + 1) % THEMES.length]?.[0] ?? 'default';
        entry.live.set({ theme: entry.theme });
        entry.panel.dataset.pageTheme = entry.theme;
        const caption = entry.panel.querySelector('.field__label');
        if (caption) caption.textContent = `${THEMES.find(([t]) => t === entry.theme)?.[1]} theme`;
      }
    });
  },
};
