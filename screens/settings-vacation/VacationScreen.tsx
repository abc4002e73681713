import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { displayedMessage, useEngine } from '../../engine';
import type { Vacation } from '../../schemas/entities/chrome';
import { AlertBox } from '../../ui/alert/AlertBox';
import { formatDate } from '../../ui/format/dates';
import { SettingsLayout } from '../../ui/settings/SettingsLayout';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { vacationCause } from '../../ui/vacation/vacation-cause';
import { activeVacationQuery } from '../../ui/vacation/vacation-queries';
import { endVacation } from './vacation-queries';
import { VacationForm } from './VacationForm';
import css from './VacationScreen.css?url';

/** /settings/vacation: 'Vacation Mode', on or off, for the signed-in user. */
export default function VacationScreen() {
  return (
    <SettingsLayout page="vacation" title="Vacation Mode">
      {() => <VacationSettings />}
    </SettingsLayout>
  );
}

function VacationSettings() {
  const { api, viewer } = useEngine();
  const query = activeVacationQuery(api, viewer?.userId);
  const vacation = useQuery(query);
  // After a change, the new state's heading takes focus (the button pressed is gone).
  const heading = useRef<HTMLHeadingElement>(null);
  const changed = useRef(false);
  useEffect(() => {
    if (changed.current) heading.current?.focus();
    changed.current = false;
  }, [vacation.data]);
  const queryClient = useQueryClient();
  const settle = (next: Vacation | null) => {
    changed.current = true;
    queryClient.setQueryData(query.queryKey, next);
  };

  if (vacation.isPending)
    return <div className="ks-block-loading" aria-busy="true" aria-label="Loading your vacation settings" />;
  if (vacation.isError)
    return (
      <AlertBox kind="error" role="alert">
        {displayedMessage(vacation.error)}
      </AlertBox>
    );
  return (
    <div className="ks-vacation">
      <Stylesheet href={css} />
      {vacation.data ? (
        <VacationOn vacation={vacation.data} heading={heading} onEnded={() => settle(null)} />
      ) : (
        <>
          <h2 ref={heading} tabIndex={-1}>
            Vacation Mode is OFF
          </h2>
          <p>
            Going away? Turn on vacation mode: your items are hidden from search and cannot be bought or offered on
            until you turn it off, or until the day after your return date.
          </p>
          <VacationForm onStarted={settle} />
        </>
      )}
    </div>
  );
}

function VacationOn({
  vacation,
  heading,
  onEnded,
}: {
  vacation: Vacation;
  heading: React.RefObject<HTMLHeadingElement | null>;
  onEnded: () => void;
}) {
  const { api } = useEngine();
  const cause = vacationCause(vacation);
  const end = useMutation({ mutationFn: () => endVacation(api), onSuccess: onEnded });
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Vacation Mode is ON
      </h2>
      <dl className="ks-vacation__facts">
        <dt>Since</dt>
        <dd>{formatDate(vacation.started_at)}</dd>
        <dt>Away until</dt>
        <dd>{vacation.returns_on ? formatDate(vacation.returns_on) : 'You turn it off'}</dd>
        {vacation.message ? (
          <>
            <dt>Message to buyers</dt>
            <dd className="ks-vacation__message">{vacation.message}</dd>
          </>
        ) : null}
      </dl>
      <p>Your items are hidden from search and cannot be bought or offered on.</p>
      {cause.liftable ? (
        <>
          <button
            type="button"
            className="ks-button ks-button--primary"
            disabled={end.isPending}
            onClick={() => end.mutate()}
          >
            {end.isPending ? 'Turning off…' : 'Turn Off Vacation Mode'}
          </button>
          {end.isError ? (
            <AlertBox kind="error" role="alert">
              {displayedMessage(end.error)}
            </AlertBox>
          ) : null}
        </>
      ) : (
        <AlertBox kind="warning" action={{ label: cause.action.label, href: cause.action.href }}>
          {cause.text} You cannot turn this vacation off here.
        </AlertBox>
      )}
    </>
  );
}
