import SelectWidget from 'widget-select';
import 'widget-select/style.css';

/** The query: a search and a cursor in, a page of countries and the next cursor out. */
const COUNTRIES = `query Countries($search: String!, $first: Int!, $after: String) {
  countries(search: $search, first: $first, after: $after) {
    nodes { code name }
    totalCount
    pageInfo { hasNextPage endCursor }
  }
}`;

interface CountriesResult {
  data?: {
    countries: {
      nodes: { code: string; name: string }[];
      totalCount: number;
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
  };
  errors?: { message: string }[];
}

const select = new SelectWidget('#country', {
  placeholder: 'Pick a country',
  ajax: {
    pagination: true,
    debounce: 200,
    // The transport is yours: a POST with the query and its variables.
    request: async (query, _page, signal, cursor) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: COUNTRIES,
          variables: { search: query, first: 20, after: cursor ?? null },
        }),
        signal,
      });
      if (!response.ok) throw new Error(`GraphQL request failed: ${response.status}`);
      return response.json();
    },
    // GraphQL answers 200 with `errors`: throwing shows the error row with its Retry button.
    transform: (body) => {
      const { data, errors } = body as CountriesResult;
      if (errors?.length || !data) throw new Error(errors?.[0]?.message ?? 'No data');
      const { nodes, totalCount, pageInfo } = data.countries;
      return {
        options: nodes.map((country) => ({ value: country.code, label: country.name })),
        nextCursor: pageInfo.hasNextPage ? pageInfo.endCursor : null,
        total: totalCount,
      };
    },
  },
});

select.on('change', (value) => {
  document.getElementById('value')!.textContent = JSON.stringify(value);
});
