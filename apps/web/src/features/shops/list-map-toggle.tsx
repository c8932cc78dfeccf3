import { SHOP_TEXT } from '@local-shops/shared';
import './shop-map-view.css';
import { useTexts } from '../../lib/i18n.ts';

export type ResultsView = 'list' | 'map';

/** 'List' / 'Map': how the current results show. The map itself is a lazily loaded chunk. */
export function ListMapToggle({ view, onChange }: { view: ResultsView; onChange: (view: ResultsView) => void }) {
  const shopText = useTexts(SHOP_TEXT);
  return (
    <div className="shops-view-toggle" role="group" aria-label={shopText.showResultsAs}>
      {(['list', 'map'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className="shops-view-toggle__option"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {option === 'list' ? shopText.listView : shopText.mapView}
        </button>
      ))}
    </div>
  );
}
