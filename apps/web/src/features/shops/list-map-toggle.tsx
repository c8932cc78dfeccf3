import { SHOP_TEXT } from './shop-strings.ts';
import './shop-map-view.css';

export type ResultsView = 'list' | 'map';

/** 'List' / 'Map': how the current results show. The map itself is a lazily loaded chunk. */
export function ListMapToggle({ view, onChange }: { view: ResultsView; onChange: (view: ResultsView) => void }) {
  return (
    <div className="shops-view-toggle" role="group" aria-label={SHOP_TEXT.showResultsAs}>
      {(['list', 'map'] as const).map((option) => (
        <button key={option} type="button" className="shops-view-toggle__option" aria-pressed={view === option} onClick={() => onChange(option)}>
          {option === 'list' ? SHOP_TEXT.listView : SHOP_TEXT.mapView}
        </button>
      ))}
    </div>
  );
}
