import { Link } from 'wouter';
import { STEP_TITLES, STEPS, type StepId } from './steps';

export interface StepListProps {
  current: StepId;
  /** The steps that can be opened now; the rest are shown, not linked. */
  reachable: ReadonlySet<StepId>;
  /** A step's link; null before the draft exists (only the photos step then). */
  hrefOf: ((step: StepId) => string) | null;
}

/** The steps in order, the current one marked (aria-current="step"), the ones open now as links. */
export function StepList({ current, reachable, hrefOf }: StepListProps) {
  const position = STEPS.indexOf(current) + 1;
  return (
    <nav className="ks-list-flow__steps" aria-label="Listing steps">
      <p className="ks-list-flow__progress">
        Step {position} of {STEPS.length}
      </p>
      <ol>
        {STEPS.map((step) => (
          <li key={step} className={step === current ? 'ks-list-flow__steps-current' : undefined}>
            {hrefOf && reachable.has(step) ? (
              <Link href={hrefOf(step)} aria-current={step === current ? 'step' : undefined}>
                {STEP_TITLES[step]}
              </Link>
            ) : (
              <span aria-current={step === current ? 'step' : undefined}>{STEP_TITLES[step]}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
