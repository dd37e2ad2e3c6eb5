/** `?option=<id>`: the chosen payment option travels in the URL through the steps. */
export interface OptionSearch {
  option?: number;
}

export function validateOptionSearch(search: Record<string, unknown>): OptionSearch {
  const option = Number(search.option);
  return Number.isInteger(option) && option > 0 && option < 1e9 ? { option } : {};
}
