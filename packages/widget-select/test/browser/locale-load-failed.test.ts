/**
 * A bundled locale, loaded on demand, that cannot be fetched (failed by the
 * loader's test gate): the widget stays in English and says `load-failed`
 * naming the locale; the next widget or language change asks again and
 * shows the locale's strings.
 */
import { afterEach, expect, test, vi } from 'vitest';
import type { SelectWidgetError } from '../../src/index';
import { loadGate } from '../load-gate';
import { $, fruits, mount } from './helpers';

const ITALIAN = 'locale "it"';

afterEach(() => loadGate.releaseAll());

test('a locale that cannot be fetched: English, load-failed naming it, and the next language change loads it', async () => {
  loadGate.fail(ITALIAN);
  const errors: SelectWidgetError[] = [];
  const widget = mount({ data: fruits, clearable: true });
  widget.on('error', (error) => errors.push(error as SelectWidgetError));
  widget.setValue('apple');
  widget.updateOptions({ language: 'it' });
  await vi.waitFor(() => expect(errors.map((error) => error.code)).toEqual(['load-failed']));
  expect(errors[0]?.message).toContain('locale "it"');
  expect($('.widget-select__clear')?.getAttribute('aria-label')).toBe('Clear selection');

  loadGate.release(ITALIAN);
  widget.updateOptions({ language: 'en' });
  widget.updateOptions({ language: 'it' });
  await vi.waitFor(() =>
    expect($('.widget-select__clear')?.getAttribute('aria-label')).toBe('Cancella selezione'),
  );
  expect(errors).toHaveLength(1);
  widget.destroy();
});
