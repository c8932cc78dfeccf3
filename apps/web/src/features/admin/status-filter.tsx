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
  return (
    <div className="admin-filters" role="group" aria-label="Show">
      {options.map(([option, label]) => (
        <button key={option} type="button" className="admin-filter" aria-pressed={value === option} onClick={() => onChange(option)}>
          {label}
        </button>
      ))}
    </div>
  );
}
