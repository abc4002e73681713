import { PRO_CYCLES, type ProCycle } from '../../schemas/entities/pro';
import { CYCLE_LABELS } from './plan-prices';

/** The billing cycle radios: the paywall's first choice and a subscriber's change of plan. */
export function CycleChoice({
  legend,
  name,
  value,
  onChange,
  disabled,
}: {
  legend: string;
  name: string;
  value: ProCycle;
  onChange: (cycle: ProCycle) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="ks-pro__choices" disabled={disabled}>
      <legend>{legend}</legend>
      {PRO_CYCLES.map((candidate) => (
        <label key={candidate}>
          <input
            type="radio"
            name={name}
            value={candidate}
            checked={value === candidate}
            onChange={() => onChange(candidate)}
          />
          {CYCLE_LABELS[candidate]}
        </label>
      ))}
    </fieldset>
  );
}
