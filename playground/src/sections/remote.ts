import { type AjaxConfig, type Option, selectAllHeaderPlugin } from 'widget-select';
import type { Section } from '../lib/section';

interface Settings {
  latency: number;
  fail: number;
  size: number;
  pagination: boolean;
  transport: 'url' | 'request';
  debounce: number;
  retry: number;
}

interface CountriesPage {
  items: { code: string; name: string }[];
  hasMore: boolean;
  total: number;
}

const toOption = ({ code, name }: { code: string; name: string }): Option => ({
  value: code.toLowerCase(),
  label: name,
  description: `ISO 3166 code ${code}`,
});

/** The server reads latency, failure rate and page size from the query string. */
function params(settings: Settings, query: string, page: number): Record<string, string> {
  return {
    q: query,
    page: String(page),
    size: String(settings.size),
    latency: String(settings.latency),
    fail: String(settings.fail),
  };
}

function ajaxConfig(settings: Settings): AjaxConfig {
  const transform = (response: unknown) => {
    const body = response as CountriesPage;
    const options = body.items.map(toOption);
    return settings.pagination ? { options, hasMore: body.hasMore, total: body.total } : options;
  };
  const common = {
    pagination: settings.pagination,
    debounce: settings.debounce,
    retry: settings.retry,
    transform,
  };
  if (settings.transport === 'url') {
    return { ...common, url: '/api/countries', params: (query, page) => params(settings, query, page) };
  }
  return {
    ...common,
    // A custom transport: fetch with the widget's abort signal, failing on HTTP errors.
    request: async (query, page, signal) => {
      const response = await fetch(`/api/countries?${new URLSearchParams(params(settings, query, page))}`, {
        signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    },
  };
}

export const remote: Section = {
  id: 'remote',
  title: 'Remote data',
  blurb:
    'Countries from a dev-server endpoint (/api/countries) with adjustable latency, failure rate and page size. Searches are debounced, cached, retried and paged as you scroll.',
  mount(ctx) {
    const settings: Settings = {
      latency: 300,
      fail: 0,
      size: 20,
      pagination: true,
      transport: 'url',
      debounce: 250,
      retry: 0,
    };
    const live = ctx.widget('Country (remote)', {
      ajax: ajaxConfig(settings),
      placeholder: 'Search countries',
      clearable: true,
    });
    ctx.showValue(live);
    const status = ctx.readout('Status');
    live.onMount((widget) => {
      status('idle');
      widget.on('loading', (loading) => status(loading ? 'loading…' : 'idle'));
      widget.on('error', (error) => status(`error: ${error.message}`));
    });

    // Server-side knobs only change the query string: clearing the cache is enough.
    const server = (key: 'latency' | 'fail' | 'size') => (n: number | undefined) => {
      settings[key] = n ?? 0;
      live.widget.clearRemoteCache();
    };
    // Client-side knobs change the ajax config itself, which is structural: remount.
    const client = () => {
      live.options = { ...live.options, ajax: ajaxConfig(settings) };
      live.remount();
    };
    ctx.controls.heading('Server');
    ctx.controls.number(
      'Latency (ms)',
      { value: settings.latency, min: 0, max: 10000, step: 100 },
      server('latency'),
    );
    ctx.controls.number(
      'Failure rate (%)',
      { value: settings.fail, min: 0, max: 100, step: 10 },
      server('fail'),
    );
    ctx.controls.number('Page size', { value: settings.size, min: 1, max: 100 }, server('size'));
    ctx.controls.heading('Client');
    ctx.controls.choice(
      'Transport',
      [
        ['url', 'url + params (built-in GET)'],
        ['request', 'request (custom fetch)'],
      ],
      settings.transport,
      (value) => {
        settings.transport = value;
        client();
      },
    );
    ctx.controls.toggle('pagination', settings.pagination, (on) => {
      settings.pagination = on;
      client();
    });
    ctx.controls.number('debounce (ms)', { value: settings.debounce, min: 0, max: 2000, step: 50 }, (n) => {
      settings.debounce = n ?? 0;
      client();
    });
    ctx.controls.number('retry', { value: settings.retry, min: 0, max: 5 }, (n) => {
      settings.retry = n ?? 0;
      client();
    });
    ctx.controls.buttons(
      ['reload()', () => live.widget.reload()],
      ['clearRemoteCache()', () => live.widget.clearRemoteCache()],
    );

    // An edit form: the saved value holds country codes the list has not loaded.
    const saved = ctx.widget('Countries visited (a saved record)', {
      ajax: ajaxConfig(settings),
      multiple: true,
      placeholder: 'Search countries',
      resolveOptions: (codes, { signal }) => resolveCountries(codes, settings.latency, signal),
    });
    saved.onMount((widget) => widget.setValue(['jp', 'fr', 'br']));

    // Select all matching over every page: type a query, then the header's button.
    ctx.widget('Countries in bulk (select all matching)', {
      ajax: ajaxConfig(settings),
      multiple: true,
      placeholder: 'Type, then "Select all N matching"',
      plugins: [selectAllHeaderPlugin()],
    });
  },
};

/** The saved codes' labels, one lookup per code (the endpoint matches a code exactly). */
async function resolveCountries(codes: string[], latency: number, signal: AbortSignal): Promise<Option[]> {
  const found = await Promise.all(
    codes.map(async (code) => {
      const query = new URLSearchParams({ q: code, size: '5', latency: String(latency) });
      const response = await fetch(`/api/countries?${query}`, { signal });
      const body = (await response.json()) as CountriesPage;
      return body.items.filter((item) => item.code.toLowerCase() === code).map(toOption);
    }),
  );
  return found.flat();
}
