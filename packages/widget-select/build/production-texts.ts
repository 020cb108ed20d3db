import { fileURLToPath } from 'node:url';
import type { Plugin } from 'rolldown';

const production = fileURLToPath(new URL('../src/diagnostic-texts/production.ts', import.meta.url));

/**
 * The production build's texts of errors and warnings: `diagnostic-texts/index.ts`
 * re-exports `./development`, which this plugin resolves to `./production`
 * (short messages, no typo warnings). Nothing else differs between the builds.
 */
export const productionTexts: Plugin = {
  name: 'widget-select:production-texts',
  resolveId: {
    filter: { id: /^\.\/development$/ },
    handler(_source, importer) {
      if (importer?.endsWith('/diagnostic-texts/index.ts')) return production;
      return null;
    },
  },
};
