import { useId } from 'react';
import { LABELS, SHOP_TEXT, SHOP_TYPES, type ShopType } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';
import { publicApi } from '../../lib/public-api.ts';
import { useTaxonomyLabels } from '../../lib/taxonomy-labels.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { NO_FILTERS, RADIUS_OPTIONS_KM, type ShopFilters } from './shop-search-query.ts';

interface AdvanceSearchProps {
  id: string;
  hidden: boolean;
  filters: ShopFilters;
  locationKnown: boolean;
  onChange: (filters: ShopFilters) => void;
}

/**
 * The Advance Search controls. Reference data loads the first time the panel opens (the parent
 * mounts it then); a failed load is logged by useApiData and leaves that control with "Any" only.
 */
export function AdvanceSearch({ id, hidden, filters, locationKnown, onChange }: AdvanceSearchProps) {
  const shopText = useTexts(SHOP_TEXT);
  const labels = useTexts(LABELS);
  const names = useTaxonomyLabels();
  const fieldId = useId();
  const categories = useApiData(publicApi.categories());
  const subCategories = useApiData(filters.categoryId ? publicApi.subCategories([filters.categoryId]) : null);
  const states = useApiData(publicApi.states());
  const towns = states.data?.items.find((state) => state.name === filters.state)?.towns ?? [];
  const set = (fields: Partial<ShopFilters>) => onChange({ ...filters, ...fields });

  return (
    <div id={id} className="shops-filters" hidden={hidden} role="group" aria-label={shopText.filtersHeading}>
      <div className="shops-filters__grid">
        <div className="shops-field">
          <label htmlFor={`${fieldId}-category`}>{shopText.category}</label>
          <select
            id={`${fieldId}-category`}
            value={filters.categoryId}
            onChange={(e) => set({ categoryId: e.target.value, subCategoryId: '' })}
          >
            <option value="">{shopText.any}</option>
            {categories.data?.items.map((category) => (
              <option key={category.id} value={category.id}>
                {names.category(category)}
              </option>
            ))}
          </select>
        </div>

        <div className="shops-field">
          <label htmlFor={`${fieldId}-sub-category`}>{shopText.subCategory}</label>
          <select
            id={`${fieldId}-sub-category`}
            value={filters.subCategoryId}
            disabled={!filters.categoryId}
            onChange={(e) => set({ subCategoryId: e.target.value })}
          >
            <option value="">{shopText.any}</option>
            {subCategories.data?.items.map((sub) => (
              <option key={sub.id} value={sub.id}>
                {names.subCategory(sub)}
              </option>
            ))}
          </select>
        </div>

        <div className="shops-field">
          <label htmlFor={`${fieldId}-type`}>{shopText.shopType}</label>
          <select
            id={`${fieldId}-type`}
            value={filters.shopType}
            onChange={(e) => set({ shopType: e.target.value as ShopType | '' })}
          >
            <option value="">{shopText.any}</option>
            {SHOP_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>

        <div className="shops-field">
          <label htmlFor={`${fieldId}-claimed`}>{shopText.claimStatus}</label>
          <select
            id={`${fieldId}-claimed`}
            value={filters.claimed}
            onChange={(e) => set({ claimed: e.target.value as ShopFilters['claimed'] })}
          >
            <option value="">{shopText.any}</option>
            <option value="true">{labels.claimed}</option>
            <option value="false">{labels.notClaimed}</option>
          </select>
        </div>

        <div className="shops-field">
          <label htmlFor={`${fieldId}-state`}>{shopText.state}</label>
          <select
            id={`${fieldId}-state`}
            value={filters.state}
            onChange={(e) => set({ state: e.target.value, city: '' })}
          >
            <option value="">{shopText.any}</option>
            {states.data?.items.map((state) => (
              <option key={state.code} value={state.name}>
                {state.name}
              </option>
            ))}
          </select>
        </div>

        <div className="shops-field">
          <label htmlFor={`${fieldId}-city`}>{shopText.city}</label>
          <select
            id={`${fieldId}-city`}
            value={filters.city}
            disabled={!filters.state}
            onChange={(e) => set({ city: e.target.value })}
          >
            <option value="">{shopText.any}</option>
            {towns.map((town) => (
              <option key={town.name} value={town.name}>
                {town.name}
              </option>
            ))}
          </select>
        </div>
      </div>

      {locationKnown ? (
        <div className="shops-filters__near">
          <label className="shops-check">
            <input type="checkbox" checked={filters.nearMe} onChange={(e) => set({ nearMe: e.target.checked })} />
            <span>{shopText.nearMe}</span>
          </label>
          <div className="shops-field shops-field--inline">
            <label htmlFor={`${fieldId}-radius`}>{shopText.radius}</label>
            <select
              id={`${fieldId}-radius`}
              value={filters.radiusKm}
              disabled={!filters.nearMe}
              onChange={(e) => set({ radiusKm: Number(e.target.value) })}
            >
              {RADIUS_OPTIONS_KM.map((km) => (
                <option key={km} value={km}>
                  {shopText.radiusKm(km)}
                </option>
              ))}
            </select>
          </div>
          <label className="shops-check">
            <input
              type="checkbox"
              checked={filters.sortByDistance}
              onChange={(e) => set({ sortByDistance: e.target.checked })}
            />
            <span>{shopText.sortByDistance}</span>
          </label>
        </div>
      ) : (
        <p className="shops-filters__hint">{shopText.locationNeeded}</p>
      )}

      <button type="button" className="shops-button shops-button--small" onClick={() => onChange(NO_FILTERS)}>
        {shopText.clearFilters}
      </button>
    </div>
  );
}
