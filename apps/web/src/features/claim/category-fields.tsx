import { CLAIM_TEXTS, type CategoryRef, type SubCategoryRef } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';
import { publicApi } from '../../lib/public-api.ts';
import { useTaxonomyLabels } from '../../lib/taxonomy-labels.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { CheckboxMultiSelect } from './checkbox-multi-select.tsx';
import { ClaimField, type ClaimForm } from './claim-form.tsx';

function subCategoriesPath(categories: readonly CategoryRef[]) {
  if (categories.length === 0) return null;
  return publicApi.subCategories(categories.map((category) => category.id).sort());
}

/** Category -> Sub-category: the sub-categories offered are those of the chosen categories. */
export function CategoryFields({ form }: { form: ClaimForm }) {
  const text = useTexts(CLAIM_TEXTS);
  const names = useTaxonomyLabels();
  const { draft, fieldId, set, merge, describedBy, invalid } = form;
  const categories = useApiData(publicApi.categories());
  const subCategories = useApiData(subCategoriesPath(draft.categories));

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
          labelOf={names.category}
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
          onChange={(next) =>
            set(
              'subCategories',
              next.map(({ id, label, categoryId }) => ({ id, label, categoryId })),
            )
          }
          groupOf={(sub) => {
            const category = draft.categories.find(({ id }) => id === sub.categoryId);
            return category ? names.category(category) : '';
          }}
          labelOf={names.subCategory}
          disabled={draft.categories.length === 0}
          disabledHint={text.chooseCategoryFirst}
          invalid={invalid('subCategories')}
          describedBy={describedBy('subCategories')}
        />
      </ClaimField>
    </>
  );
}
