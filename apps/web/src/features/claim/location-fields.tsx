import { CLAIM_TEXTS, compareText, type Locale } from '@local-shops/shared';
import { useLocale, useTexts } from '../../lib/i18n.ts';
import { publicApi } from '../../lib/public-api.ts';
import { useAppStore } from '../../lib/store.ts';
import { toast } from '../../lib/toast.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import { ClaimField, type ClaimForm } from './claim-form.tsx';
import { nearestTown } from './nearest-town.ts';

const byName =
  (locale: Locale) =>
  <T extends { name: string }>(a: T, b: T) =>
    compareText(a.name, b.name, locale);

/**
 * 'Use my location' and the State -> City selects: the cities are the chosen state's towns; a
 * state or city saved earlier but no longer listed stays selectable, so a draft is never changed
 * behind the owner's back.
 */
export function LocationFields({ form }: { form: ClaimForm }) {
  const text = useTexts(CLAIM_TEXTS);
  const locale = useLocale();
  const { draft, formId, fieldId, set, merge, describedBy, invalid } = form;
  const latitude = useAppStore((s) => s.location.latitude);
  const longitude = useAppStore((s) => s.location.longitude);
  const states = useApiData(publicApi.states());

  const stateList = [...(states.data?.items ?? [])].sort(byName(locale));
  const chosenState = stateList.find((state) => state.name === draft.state);
  const towns = [...(chosenState?.towns ?? [])].sort(byName(locale));
  const locationKnown = latitude !== null && longitude !== null;

  const fillFromLocation = () => {
    if (!states.data || latitude === null || longitude === null) return;
    const found = nearestTown(states.data.items, { lat: latitude, long: longitude });
    if (!found) {
      toast.info(text.noTownNearby);
      return;
    }
    merge({ state: found.state.name, city: found.town.name, ...(found.town.pin ? { pin: found.town.pin } : {}) });
    toast.info(text.filledFromLocation(found.town.name, found.state.name));
  };

  return (
    <>
      {locationKnown && states.data ? (
        <div className="claim-locate">
          <button
            type="button"
            className="button claim-locate__button"
            aria-describedby={`${formId}-locate-hint`}
            onClick={fillFromLocation}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M12 21s-7-5.5-7-11a7 7 0 0 1 14 0c0 5.5-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
            </svg>
            {text.useMyLocation}
          </button>
          <p className="claim-field__hint" id={`${formId}-locate-hint`}>
            {text.useMyLocationHint}
          </p>
        </div>
      ) : null}

      <div className="claim-form__pair">
        <ClaimField form={form} name="state" label={text.state}>
          <select
            id={fieldId('state')}
            autoComplete="address-level1"
            value={draft.state ?? ''}
            aria-invalid={invalid('state')}
            aria-describedby={describedBy('state')}
            onChange={(e) => merge({ state: e.target.value || null, city: null })}
          >
            <option value="">{text.chooseState}</option>
            {draft.state && !chosenState ? <option value={draft.state}>{draft.state}</option> : null}
            {stateList.map((state) => (
              <option key={state.code} value={state.name}>
                {state.name}
              </option>
            ))}
          </select>
        </ClaimField>

        <ClaimField form={form} name="city" label={text.city}>
          <select
            id={fieldId('city')}
            autoComplete="address-level2"
            value={draft.city ?? ''}
            disabled={!draft.state}
            aria-invalid={invalid('city')}
            aria-describedby={describedBy('city')}
            onChange={(e) => set('city', e.target.value || null)}
          >
            <option value="">{draft.state ? text.chooseCity : text.chooseStateFirst}</option>
            {draft.state && draft.city && !towns.some((town) => town.name === draft.city) ? (
              <option value={draft.city}>{draft.city}</option>
            ) : null}
            {towns.map((town) => (
              <option key={town.name} value={town.name}>
                {town.name}
              </option>
            ))}
          </select>
        </ClaimField>
      </div>
    </>
  );
}
