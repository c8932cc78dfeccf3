import { API_PATHS, type Category, type CategoryRef, type SubCategoryRef } from '@local-shops/shared';
import { useApiData } from '../../lib/use-api-data.ts';
import { CheckboxMultiSelect } from './checkbox-multi-select.tsx';
import { ClaimField, type ClaimForm } from './claim-form.tsx';
import { CLAIM_TEXT } from './claim-strings.ts';

function subCategoriesPath(categories: readonly CategoryRef[]): string | null {
  if (categories.length === 0) return null;
  const ids = categories.map((category) => encodeURIComponent(category.id)).sort();
  return `${API_PATHS.subCategories}?categoryIds=${ids.join(',')}`;
}

/** Category -> Sub-category: the sub-categories offered are those of the chosen categories. */
export function CategoryFields({ form }: { form: ClaimForm }) {
  const { draft, fieldId, set, merge, describedBy, invalid } = form;
  const categories = useApiData<{ items: Category[] }>(API_PATHS.categories);
  const subCategories = useApiData<{ items: SubCategoryRef[] }>(subCategoriesPath(draft.categories));

  const onCategoriesChange = (next: CategoryRef[]) => {
    const kept = new Set(next.map((category) => category.id));
    // Sub-categories of a removed category go with it.
    merge({
      categories: next.map(({ id, label }) => ({ id, label })),
      subCategories: draft.subCategories.filter((sub) => kept.has(sub.categoryId)),
    });
  };

  return (
    <>
      <ClaimField form={form} name="categories" label={CLAIM_TEXT.category} labelled={false}>
        <CheckboxMultiSelect<CategoryRef>
          id={fieldId('categories')}
          label={CLAIM_TEXT.category}
          placeholder={CLAIM_TEXT.chooseCategories}
          options={categories.data?.items ?? null}
          loadError={categories.error !== null}
          onRetry={categories.reload}
          selected={draft.categories}
          onChange={onCategoriesChange}
        />
      </ClaimField>

      <ClaimField form={form} name="subCategories" label={CLAIM_TEXT.subCategory} labelled={false}>
        <CheckboxMultiSelect<SubCategoryRef>
          id={fieldId('subCategories')}
          label={CLAIM_TEXT.subCategory}
          placeholder={CLAIM_TEXT.chooseSubCategories}
          options={subCategories.data?.items ?? null}
          loadError={subCategories.error !== null}
          onRetry={subCategories.reload}
          selected={draft.subCategories}
          onChange={(next) => set('subCategories', next.map(({ id, label, categoryId }) => ({ id, label, categoryId })))}
          groupOf={(sub) => draft.categories.find((category) => category.id === sub.categoryId)?.label ?? ''}
          disabled={draft.categories.length === 0}
          disabledHint={CLAIM_TEXT.chooseCategoryFirst}
          invalid={invalid('subCategories')}
          describedBy={describedBy('subCategories')}
        />
      </ClaimField>
    </>
  );
}
