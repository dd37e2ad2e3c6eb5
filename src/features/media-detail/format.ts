/** docs/product.md §2: the rating is shown out of 10. */
export function formatRating(rating: number): string {
  return `${rating.toFixed(1)} / 10`;
}

/** docs/product.md §2: the age limit with a plus, or N/A when the title has none. */
export function formatAge(ageLimit: number | null): string {
  return ageLimit === null ? 'N/A' : `${ageLimit}+`;
}

export function releaseYear(date: string | null): string | null {
  return date ? date.slice(0, 4) : null;
}
