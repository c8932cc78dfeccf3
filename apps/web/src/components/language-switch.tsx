import { isLocale, LABELS, LOCALE_CODES, LOCALES } from '@local-shops/shared';
import { setLocale, useLocale, useTexts } from '../lib/i18n.ts';
import './language-switch.css';

/** The header's choice of language: each language named in its own script, remembered on this phone. */
export function LanguageSwitch() {
  const locale = useLocale();
  const labels = useTexts(LABELS);
  return (
    <select
      className="language-switch"
      aria-label={labels.language}
      value={locale}
      onChange={(event) => {
        if (isLocale(event.target.value)) void setLocale(event.target.value);
      }}
    >
      {LOCALE_CODES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LOCALES[code].name}
        </option>
      ))}
    </select>
  );
}
