import { useId } from 'react';
import { SHOP_TEXT } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';
import { publicApi } from '../../lib/public-api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import type { ChosenTown } from './list-url-state.ts';

/** The reference towns, grouped by state. */
export function TownSelect({ town, onChoose }: { town: ChosenTown | null; onChoose: (town: ChosenTown) => void }) {
  const shopText = useTexts(SHOP_TEXT);
  const id = useId();
  const states = useApiData(publicApi.states());
  const value = town ? `${town.lat},${town.long}` : '';
  return (
    <div className="shops-field shops-town__field">
      <label htmlFor={id}>{shopText.chooseTown}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          for (const state of states.data?.items ?? []) {
            const picked = state.towns.find((t) => `${t.lat},${t.long}` === event.target.value);
            if (picked) return onChoose({ name: picked.name, lat: picked.lat, long: picked.long });
          }
        }}
      >
        <option value="" disabled>
          {states.data ? shopText.pickTown : shopText.loadingTowns}
        </option>
        {town && !states.data ? <option value={value}>{town.name}</option> : null}
        {states.data?.items.map((state) => (
          <optgroup key={state.code} label={state.name}>
            {state.towns.map((t) => (
              <option key={`${t.name}-${t.lat},${t.long}`} value={`${t.lat},${t.long}`}>
                {t.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
