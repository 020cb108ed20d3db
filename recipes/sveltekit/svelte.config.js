import adapter from '@sveltejs/adapter-node';

/**
 * The SvelteKit recipe: built into a Node server (`node build`), the one the
 * repository's tests run.
 * @type {import('@sveltejs/kit').Config}
 */
export default {
  kit: { adapter: adapter() },
};
