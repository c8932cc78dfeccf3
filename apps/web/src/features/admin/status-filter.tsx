import { CONSOLE_TEXT } from '@local-shops/shared/locales/en/console';
import { useTexts } from '../../lib/i18n.ts';

/** The row of toggle buttons above a console list: which status to show. */
export function StatusFilter<V extends string>({
  options,
  value,
  onChange,
}: {
  options: ReadonlyArray<readonly [V, string]>;
  value: string;
  onChange: (value: V) => void;
}) {
  const t = useTexts(CONSOLE_TEXT);
  return (
    <div className="admin-filters" role="group" aria-label={t.show}>
      {options.map(([option, label]) => (
        <button
          key={option}
          type="button"
          className="admin-filter"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
