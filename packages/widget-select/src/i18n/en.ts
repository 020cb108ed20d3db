import type { Messages } from './messages';

/** English (the fallback for every other table). */
export const en: Messages = {
  noResults: 'No results found',
  loading: 'Loading…',
  error: 'The results could not be loaded',
  searchHint: 'Please enter {count} or more characters',
  create: 'Create "{label}"',
  moreTags: '+{count} more',
  clear: 'Clear selection',
  removeTag: 'Remove {label}',
  search: 'Search',
  resultCount: '{count} results available',
  resultCountOne: '1 result available',
  selected: '{label} selected',
  unselected: '{label} removed',
  required: 'Please select an option.',
  selectedCount: '{count} selected',
  selectAll: 'Select all',
  typeToSearch: 'Type to search',
  retry: 'Retry',
  selectedTags: 'Selected',
  removeTagHint: 'Press Delete to remove.',
  moveTagHint: 'Press Alt+Left or Alt+Right to move.',
  tagMoved: '{label} moved to position {position} of {count}',
  retryHint: 'Press Enter to retry.',
  noSelection: 'No selection',
};
