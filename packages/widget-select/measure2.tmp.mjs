import { rolldown } from 'rolldown';
import { gzipSync } from 'node:zlib';
const sizes = {};
for (const input of ['src/iife-base.tmp.ts', 'src/iife.ts']) {
  const bundle = await rolldown({ input, platform: 'browser', moduleTypes: { '.css': 'empty' } });
  const { output } = await bundle.generate({
    format: 'iife',
    name: 'SelectWidget',
    minify: true,
    exports: 'default',
  });
  const code = output[0].code;
  sizes[input] = [code.length, gzipSync(code, { level: 9 }).length];
}
console.log(sizes);
