import { defineConfig } from 'tsdown';
// Every built file ASCII, as the core's: see that plugin.
import { asciiOnly } from '../widget-select/build/ascii-only';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  platform: 'neutral',
  target: 'es2022',
  sourcemap: true,
  clean: true,
  plugins: [asciiOnly],
  deps: { neverBundle: ['react', 'react-dom', 'react/jsx-runtime', 'vue', /^widget-select(\/|$)/] },
});
