import { useId, useState, type FormEvent } from 'react';
import type { CoinSettings, CoinSettingsView } from '@local-shops/shared/coins';
import { COINS_OWNER_TEXT } from '@local-shops/shared/locales/en/coins';
import { coinsApi } from '../../lib/coins-api.ts';
import { messageOf } from '../../lib/error-message.ts';
import { useTexts } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';

type NumberField = Exclude<keyof CoinSettings, 'enabled' | 'coinValuePaise'>;

/** The whole-number fields, in the order an owner thinks of them, with their bounds. */
const FIELDS: readonly { key: NumberField; min: number; max?: number }[] = [
  { key: 'rupeesPerCoin', min: 1, max: 10_000 },
  { key: 'maxCoinsPerBill', min: 1 },
  { key: 'maxBillSharePercent', min: 1, max: 100 },
  { key: 'minCoinsToRedeem', min: 0 },
  { key: 'expiryMonths', min: 1, max: 36 },
  { key: 'maxCoinsPerShopperPerDay', min: 1 },
  { key: 'maxCoinsPerShopPerDay', min: 1 },
];

type Draft = Record<NumberField | 'coinValue', string> & { enabled: boolean };

const draftOf = (settings: CoinSettings): Draft => ({
  enabled: settings.enabled,
  coinValue: String(settings.coinValuePaise / 100),
  ...(Object.fromEntries(FIELDS.map(({ key }) => [key, String(settings[key])])) as Record<NumberField, string>),
});

/** The settings as the API takes them, or null while a field is not a valid number. */
function settingsOf(draft: Draft): CoinSettings | null {
  const paise = Math.round(Number(draft.coinValue) * 100);
  const numbers = FIELDS.map(({ key, min, max }) => {
    const value = Number(draft[key]);
    return Number.isInteger(value) && value >= min && (max === undefined || value <= max) ? value : null;
  });
  if (numbers.includes(null) || !(paise >= 1 && paise <= 100_000)) return null;
  return {
    enabled: draft.enabled,
    coinValuePaise: paise,
    ...(Object.fromEntries(FIELDS.map(({ key }, index) => [key, numbers[index]])) as Record<NumberField, number>),
  };
}

/** The owner's coins settings (Premium): on or off, the rates, the caps, the minimum and the expiry. */
export function CoinsSettingsForm({
  shopId,
  settings,
  onSaved,
}: {
  shopId: string;
  settings: CoinSettingsView;
  onSaved: (saved: CoinSettingsView) => void;
}) {
  const t = useTexts(COINS_OWNER_TEXT);
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const valid = settingsOf(draft);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    setError(null);
    try {
      const saved = await coinsApi.saveSettings(shopId, valid);
      toast.success(t.saved);
      onSaved(saved);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="coins-card coins-settings" onSubmit={(event) => void submit(event)}>
      <h2>{t.settingsHeading}</h2>
      <label className="coins-check">
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
        />
        <span>{t.enabled}</span>
      </label>
      <div className="coins-settings__grid">
        <div className="coins-field">
          <label htmlFor={`${id}-rupeesPerCoin`}>{t.rupeesPerCoin}</label>
          <NumberInput id={`${id}-rupeesPerCoin`} draft={draft} field="rupeesPerCoin" min={1} onChange={setDraft} />
        </div>
        <div className="coins-field">
          <label htmlFor={`${id}-coinValue`}>{t.coinValue}</label>
          <input
            id={`${id}-coinValue`}
            type="number"
            inputMode="decimal"
            min={0.01}
            max={1000}
            step={0.01}
            value={draft.coinValue}
            onChange={(event) => setDraft({ ...draft, coinValue: event.target.value })}
          />
        </div>
        {FIELDS.filter(({ key }) => key !== 'rupeesPerCoin').map(({ key, min, max }) => (
          <div key={key} className="coins-field">
            <label htmlFor={`${id}-${key}`}>{t[key]}</label>
            <NumberInput id={`${id}-${key}`} draft={draft} field={key} min={min} max={max} onChange={setDraft} />
          </div>
        ))}
      </div>
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" className="button button--primary" disabled={busy || !valid}>
        {busy ? t.saving : t.save}
      </button>
    </form>
  );
}

function NumberInput({
  id,
  draft,
  field,
  min,
  max,
  onChange,
}: {
  id: string;
  draft: Draft;
  field: NumberField;
  min: number;
  max?: number;
  onChange: (draft: Draft) => void;
}) {
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={draft[field]}
      onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
    />
  );
}
