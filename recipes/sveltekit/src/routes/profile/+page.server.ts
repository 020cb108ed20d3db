import { fail } from '@sveltejs/kit';
import { cities, colors } from '$lib/choices';
import type { Actions, PageServerLoad } from './$types';

/** The saved profile: one per server process, enough for a recipe. */
let saved: { city: string; colors: string[] } = { city: 'lyon', colors: ['red'] };

export const load: PageServerLoad = () => ({ saved, cities, colors });

export const actions: Actions = {
  /** Saves what the form posts: `<widget-select>` is a form control, one entry per selected value. */
  default: async ({ request }) => {
    const form = await request.formData();
    const entries = [...form].map(([name, value]) => [name, String(value)]);
    const city = form.get('city');
    if (typeof city !== 'string' || !cities.some((option) => option.value === city))
      return fail(400, { entries, error: 'Pick a city' });
    saved = { city, colors: form.getAll('colors').map(String) };
    return { entries };
  },
};
