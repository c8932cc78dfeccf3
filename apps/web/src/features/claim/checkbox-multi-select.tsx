import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CLAIM_TEXTS } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';

export interface MultiSelectItem {
  id: string;
  label: string;
}

/** Lists longer than this get a search box in the panel. */
const FILTER_FROM = 12;

export interface CheckboxMultiSelectProps<T extends MultiSelectItem> {
  /** Id of the toggle button, so that a form can focus the control. */
  id: string;
  label: string;
  placeholder: string;
  /** null while the choices load. */
  options: readonly T[] | null;
  loadError?: boolean;
  onRetry?: () => void;
  selected: readonly T[];
  onChange: (next: T[]) => void;
  /** Heading of the group an option belongs to; options are shown in groups when given. */
  groupOf?: (item: T) => string;
  /** The name shown (and searched) for an item, when not its `label`: a category in the reader's language. */
  labelOf?: (item: T) => string;
  disabled?: boolean;
  /** Shown in place of the choices while disabled. */
  disabledHint?: string;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A multi-select that works with a thumb: a disclosure button opens a group of 44 px checkboxes,
 * and the chosen items stay visible as chips with a remove button each. No <select multiple>,
 * which is clumsy on phones.
 */
export function CheckboxMultiSelect<T extends MultiSelectItem>({
  id,
  label,
  placeholder,
  options,
  loadError,
  onRetry,
  selected,
  onChange,
  groupOf,
  labelOf = (item) => item.label,
  disabled,
  disabledHint,
  invalid,
  describedBy,
}: CheckboxMultiSelectProps<T>) {
  const text = useTexts(CLAIM_TEXTS);
  const ids = useId();
  const labelId = `${ids}-label`;
  const valueId = `${ids}-value`;
  const panelId = `${ids}-panel`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const selectedIds = new Set(selected.map((item) => item.id));
  const expanded = open && !disabled;

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  // A tap or a focus anywhere else closes the panel: no Done tap is needed before the next field.
  // On click, not pointerdown: the panel closing under a finger would move the button being tapped.
  useEffect(() => {
    if (!expanded) return;
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('click', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('click', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [expanded]);
  const toggle = (item: T, checked: boolean) =>
    onChange(checked ? [...selected.filter((s) => s.id !== item.id), item] : selected.filter((s) => s.id !== item.id));
  const remove = (item: T) => {
    onChange(selected.filter((s) => s.id !== item.id));
    toggleRef.current?.focus();
  };
  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  const needle = filter.trim().toLowerCase();
  const visible = (options ?? []).filter((item) => !needle || labelOf(item).toLowerCase().includes(needle));
  const groups = new Map<string, T[]>();
  for (const item of visible) {
    const group = groupOf?.(item) ?? '';
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }

  return (
    <div ref={rootRef} className="multi" data-invalid={invalid || undefined}>
      <span className="claim-field__label" id={labelId}>
        {label}
      </span>
      <button
        ref={toggleRef}
        id={id}
        type="button"
        className="multi__toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={() => setOpen((value) => !value)}
      >
        <span id={valueId} className={selected.length ? 'multi__value' : 'multi__value multi__value--empty'}>
          {selected.length
            ? text.selectedCount(selected.length)
            : disabled && disabledHint
              ? disabledHint
              : placeholder}
        </span>
        <svg className="multi__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M6 9l6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>

      <div id={panelId} className="multi__panel" hidden={!expanded} onKeyDown={onPanelKeyDown}>
        {options === null ? (
          loadError ? (
            <p className="multi__message" role="alert">
              {text.loadFailed}{' '}
              {onRetry ? (
                <button type="button" className="multi__retry" onClick={onRetry}>
                  {text.tryAgain}
                </button>
              ) : null}
            </p>
          ) : (
            <p className="multi__message" role="status">
              {text.loadingOptions}
            </p>
          )
        ) : (
          <>
            {options.length > FILTER_FROM ? (
              <input
                type="search"
                className="multi__filter"
                aria-label={text.filter(label)}
                placeholder={text.filter(label)}
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                // Enter here would submit the surrounding form.
                onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
              />
            ) : null}
            <div className="multi__options">
              {[...groups].map(([group, items]) => (
                <fieldset key={group} className="multi__group">
                  <legend className={group ? 'multi__legend' : 'visually-hidden'}>{group || label}</legend>
                  {items.map((item) => (
                    <label key={item.id} className="multi__option">
                      <input
                        type="checkbox"
                        checked={selectedIds.has(item.id)}
                        onChange={(event) => toggle(item, event.target.checked)}
                      />
                      <span>{labelOf(item)}</span>
                    </label>
                  ))}
                </fieldset>
              ))}
              {visible.length === 0 ? <p className="multi__message">{text.noMatch}</p> : null}
            </div>
          </>
        )}
        <button type="button" className="button multi__done" onClick={close}>
          {text.done}
        </button>
      </div>

      {selected.length ? (
        <ul className="multi__chips" aria-label={text.selectedList(label)}>
          {selected.map((item) => (
            <li key={item.id} className="multi__chip">
              <span>{labelOf(item)}</span>
              <button
                type="button"
                className="multi__chip-remove"
                aria-label={text.remove(labelOf(item))}
                onClick={() => remove(item)}
              >
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M7 7l10 10M17 7L7 17" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
