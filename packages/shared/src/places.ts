/** A name as it appears in an address: lower case, ASCII letters and digits joined by dashes. */
export function placeSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The page of a town and category ('Sweets & Bakery in Varanasi'): /in/{state}/{town}/{category}. */
export function placePagePath(state: string, town: string, categoryId: string): string {
  return `/in/${placeSlug(state)}/${placeSlug(town)}/${encodeURIComponent(categoryId)}`;
}
