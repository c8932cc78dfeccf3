import { API_PATHS, type Category, type CategoryRef, type SubCategoryRef } from '@local-shops/shared';
import { useApiData } from '../../lib/use-api-data.ts';
import { useTexts } from '../../lib/i18n.ts';
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
  const text = useTexts(CLAIM_TEXT);
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
      <ClaimField form={form} name="categories" label={text.category} labelled={false}>
        <CheckboxMultiSelect<CategoryRef>
          id={fieldId('categories')}
          label={text.category}
          placeholder={text.chooseCategories}
          options={categories.data?.items ?? null}
          loadError={categories.error !== null}
          onRetry={categories.reload}
          selected={draft.categories}
          onChange={onCategoriesChange}
        />
      </ClaimField>

      <ClaimField form={form} name="subCategories" label={text.subCategory} labelled={false}>
        <CheckboxMultiSelect<SubCategoryRef>
          id={fieldId('subCategories')}
          label={text.subCategory}
          placeholder={text.chooseSubCategories}
          options={subCategories.data?.items ?? null}
          loadError={subCategories.error !== null}
          onRetry={subCategories.reload}
          selected={draft.subCategories}
          onChange={(next) => set('subCategories', next.map(({ id, label, categoryId }) => ({ id, label, categoryId })))}
          groupOf={(sub) => draft.categories.find((category) => category.id === sub.categoryId)?.label ?? ''}
          disabled={draft.categories.length === 0}
          disabledHint={text.chooseCategoryFirst}
          invalid={invalid('subCategories')}
          describedBy={describedBy('subCategories')}
        />
      </ClaimField>
    </>
  );
}
