import { LABELS } from '@local-shops/shared';
import { setDataSaver, useDataSaver } from '../../lib/data-saver.ts';
import { useTexts } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import './data-saver-switch.css';

/** The menu's Data saver (issue 27): a switch; on, lists show no photos until tapped. */
export function DataSaverSwitch({ className, label }: { className: string; label: string }) {
  const on = useDataSaver();
  const labels = useTexts(LABELS);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className={`${className} data-saver-switch`}
      onClick={() => {
        setDataSaver(!on);
        if (!on) toast.success(labels.dataSaverOn);
      }}
    >
      <span>{label}</span>
      <span className="data-saver-switch__track" aria-hidden="true" />
    </button>
  );
}
