import { rolldown } from 'rolldown';
import { gzipSync } from 'node:zlib';
const bundle = await rolldown({
  input: 'src/element/define.ts',
  platform: 'browser',
  external: [/select-widget/, /options/],
});
const { output } = await bundle.generate({ format: 'esm', minify: true });
const code = output[0].code;
console.log('element alone', code.length, gzipSync(code, { level: 9 }).length);
