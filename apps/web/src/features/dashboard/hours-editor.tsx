import { useState } from 'react';
import { WEEKDAYS, type OpeningHours, type OpeningRange, type Weekday } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';
import { EDIT_TEXT } from './listing-strings.ts';

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
const DEFAULT_RANGE: OpeningRange = { opens: '09:00', closes: '21:00' };
const MAX_RANGES = 4;

export const defaultWeek = (): OpeningHours =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, day === 'sun' ? [] : [{ ...DEFAULT_RANGE }]])) as OpeningHours;

/** The week, one day a row: a Closed toggle, and the day's ranges as two time fields each. */
export function HoursEditor({
  value,
  onChange,
}: {
  value: OpeningHours | null;
  onChange: (week: OpeningHours | null) => void;
}) {
  const editText = useTexts(EDIT_TEXT);
  if (!value) {
    return (
      <div className="listing-hours">
        <p className="listing-hint">{editText.hoursUnknown}</p>
        <button type="button" className="button" onClick={() => onChange(defaultWeek())}>
          {editText.setHours}
        </button>
      </div>
    );
  }
  const setDay = (day: Weekday, ranges: OpeningRange[]) => onChange({ ...value, [day]: ranges });
  const copyMonday = () =>
    onChange(Object.fromEntries(WEEKDAYS.map((day) => [day, value.mon.map((r) => ({ ...r }))])) as OpeningHours);
  return (
    <div className="listing-hours">
      <button type="button" className="button listing-hours__copy" onClick={copyMonday}>
        {editText.copyMonday}
      </button>
      <ul className="listing-hours__days">
        {WEEKDAYS.map((day) => {
          const ranges = value[day];
          const closed = ranges.length === 0;
          return (
            <li key={day} className="listing-day">
              <div className="listing-day__head">
                <span className="listing-day__name" id={`day-${day}`}>
                  {DAY_NAMES[day]}
                </span>
                <label className="listing-toggle">
                  <input
                    type="checkbox"
                    checked={closed}
                    onChange={(e) => setDay(day, e.target.checked ? [] : [{ ...DEFAULT_RANGE }])}
                  />
                  {editText.closed}
                </label>
              </div>
              {ranges.map((range, index) => (
                <div key={index} className="listing-range" role="group" aria-labelledby={`day-${day}`}>
                  <label>
                    <span>{editText.opens}</span>
                    <input
                      type="time"
                      aria-label={`${DAY_NAMES[day]} ${editText.opens.toLowerCase()}`}
                      value={range.opens}
                      required
                      onChange={(e) =>
                        setDay(
                          day,
                          ranges.map((r, i) => (i === index ? { ...r, opens: e.target.value } : r)),
                        )
                      }
                    />
                  </label>
                  <label>
                    <span>{editText.closes}</span>
                    <input
                      type="time"
                      aria-label={`${DAY_NAMES[day]} ${editText.closes.toLowerCase()}`}
                      value={range.closes}
                      required
                      onChange={(e) =>
                        setDay(
                          day,
                          ranges.map((r, i) => (i === index ? { ...r, closes: e.target.value } : r)),
                        )
                      }
                    />
                  </label>
                  {ranges.length > 1 ? (
                    <button
                      type="button"
                      className="listing-icon-button"
                      aria-label={`${editText.removeRange} (${DAY_NAMES[day]})`}
                      onClick={() =>
                        setDay(
                          day,
                          ranges.filter((_, i) => i !== index),
                        )
                      }
                    >
                      ×
                    </button>
                  ) : null}
                </div>
              ))}
              {!closed && ranges.length < MAX_RANGES ? (
                <button
                  type="button"
                  className="listing-link-button"
                  onClick={() => setDay(day, [...ranges, { opens: '17:00', closes: '21:00' }])}
                >
                  {editText.addRange}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p className="listing-hint">{editText.pastMidnight}</p>
    </div>
  );
}

/** Holidays: a date field and the list of dates, each removable. */
export function HolidaysEditor({ value, onChange }: { value: string[]; onChange: (dates: string[]) => void }) {
  const editText = useTexts(EDIT_TEXT);
  const [date, setDate] = useState('');
  const add = () => {
    if (!date) return;
    onChange([...new Set([...value, date])].sort());
    setDate('');
  };
  return (
    <div className="listing-holidays">
      <p className="listing-hint">{editText.holidaysHint}</p>
      <div className="listing-holidays__add">
        <input type="date" aria-label={editText.holidayDate} value={date} onChange={(e) => setDate(e.target.value)} />
        <button type="button" className="button" onClick={add} disabled={!date}>
          {editText.addHoliday}
        </button>
      </div>
      {value.length > 0 ? (
        <ul className="listing-holidays__list">
          {value.map((day) => (
            <li key={day}>
              <span>{day}</span>
              <button
                type="button"
                className="listing-icon-button"
                aria-label={editText.removeHoliday(day)}
                onClick={() => onChange(value.filter((d) => d !== day))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
