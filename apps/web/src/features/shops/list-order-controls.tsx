import { Suspense, lazy, useState } from 'react';
import type { ChosenTown } from './list-url-state.ts';
import type { ListOrder } from './shop-search-query.ts';
import { SHOP_TEXT } from './shop-strings.ts';

// The towns' select loads only when the chooser opens.
const TownSelect = lazy(async () => ({ default: (await import('./town-select.tsx')).TownSelect }));

/** Nearest first / A to Z: shown once a position (the device's or a chosen town) is known. */
export function OrderToggle({ order, onChange }: { order: ListOrder; onChange: (order: ListOrder) => void }) {
  return (
    <div className="shops-order" role="group" aria-label={SHOP_TEXT.orderLabel}>
      {(
        [
          ['near', SHOP_TEXT.nearestFirst],
          ['name', SHOP_TEXT.alphabetical],
        ] as const
      ).map(([value, label]) => (
        <button key={value} type="button" className="shops-order__option" aria-pressed={order === value} onClick={() => onChange(value)}>
          {label}
        </button>
      ))}
    </div>
  );
}

/**
 * 'Choose your town' where the device position is not known: the reference towns stand in for
 * it, so the list can still be nearest first. The towns load only when the chooser opens.
 */
export function TownChooser({ town, onChoose }: { town: ChosenTown | null; onChoose: (town: ChosenTown) => void }) {
  const [open, setOpen] = useState(false);
  if (!open && !town) {
    return (
      <button type="button" className="shops-button shops-town__open" onClick={() => setOpen(true)}>
        {SHOP_TEXT.chooseTown}
      </button>
    );
  }
  return (
    <Suspense fallback={null}>
      <TownSelect town={town} onChoose={onChoose} />
    </Suspense>
  );
}
