import type { TextsId } from '@local-shops/shared';
import { useTranslatedGroup } from './i18n.ts';

/**
 * Where the shared locales keep the names of categories and sub-categories, by id
 * (`locales/<code>/taxonomy.ts`; a test holds these to the English groups). The English names
 * arrive with the API's answers, so no screen bundles them; another language's names load with
 * that language's file of texts.
 */
export const CATEGORY_LABELS_ID: TextsId = { module: 'taxonomy', name: 'CATEGORY_LABELS' };
export const SUB_CATEGORY_LABELS_ID: TextsId = { module: 'taxonomy', name: 'SUB_CATEGORY_LABELS' };

/** A category or sub-category as the API gives it: its stable id and its English name. */
export interface NamedById {
  id: string;
  label: string;
}

export interface TaxonomyLabels {
  category: (category: NamedById) => string;
  subCategory: (subCategory: NamedById) => string;
}

type Labels = Readonly<Record<string, string>>;

const nameIn = (labels: Labels | undefined) => (item: NamedById) => labels?.[item.id] ?? item.label;

/** The names of categories and sub-categories in the chosen language; the API's English name when there is none. */
export function useTaxonomyLabels(): TaxonomyLabels {
  const categories = useTranslatedGroup<Labels>(CATEGORY_LABELS_ID);
  const subCategories = useTranslatedGroup<Labels>(SUB_CATEGORY_LABELS_ID);
  return { category: nameIn(categories), subCategory: nameIn(subCategories) };
}
