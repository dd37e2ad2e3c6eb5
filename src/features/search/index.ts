// Public face of the search feature. The header's typeahead (react-aria) loads on first use.
export { SearchPage } from './components/search-page';
export { searchTexts } from './texts';
export { parseSearchParams } from './search-params';
export type { SearchFilters, SearchParams } from './search-params';
export { loadSearchCombobox } from './load-search-combobox';
