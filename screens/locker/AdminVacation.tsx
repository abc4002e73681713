import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { displayedMessage, useEngine, type ApiClient } from '../../engine';
import { vacationSchema } from '../../schemas/entities/chrome';
import type { UserProfile } from '../../schemas/entities/user-profile';
import { userConfigurationQuery } from '../../ui/site-configuration/user-configuration-queries';

const accountVacationKey = (userId: number) => ['locker', 'admin-vacation', userId] as const;
const vacationPath = (userId: number) => `/v1/admin/users/${userId}/vacation`;
const fetchAccountVacation = (api: ApiClient, userId: number) =>
  api.get(vacationPath(userId), { schema: vacationSchema.nullable() });

/**
 * An admin's vacation control on someone's locker (spec §6; server/vacations/README.md 'Admins'): shown only when the
 * viewer's configuration grants 'manage_vacations', never on their own locker. 'Put on vacation' makes one the user
 * cannot lift (Support does: 'End vacation' here ends any vacation, whatever its cause).
 */
export function AdminVacation({ profile }: { profile: UserProfile }) {
  const { api, viewer } = useEngine();
  const configuration = useQuery(userConfigurationQuery(api, viewer?.userId));
  const granted =
    configuration.data?.actions.includes('manage_vacations') === true && viewer?.userId !== String(profile.id);
  if (!granted) return null;
  return <AdminVacationControl profile={profile} />;
}

function AdminVacationControl({ profile }: { profile: UserProfile }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string | null>(null);
  const vacation = useQuery({
    queryKey: accountVacationKey(profile.id),
    queryFn: () => fetchAccountVacation(api, profile.id),
  });
  const change = useMutation({
    mutationFn: async (on: boolean) => {
      if (on) await api.post(vacationPath(profile.id), { vacation: {} });
      else await api.delete(vacationPath(profile.id));
      return on;
    },
    onSuccess: async (on) => {
      setStatus(on ? `@${profile.username} is on vacation` : `@${profile.username}’s vacation has ended`);
      await queryClient.invalidateQueries({ queryKey: accountVacationKey(profile.id) });
    },
  });
  const current = vacation.data;
  const cause =
    current &&
    (current.generated_by === 'admin'
      ? 'put by an admin'
      : current.details
        ? `cause: ${current.details}`
        : 'their own');
  return (
    <section className="ks-locker__admin" aria-labelledby="locker-admin-actions">
      <h2 id="locker-admin-actions">ADMIN ACTIONS</h2>
      {vacation.isPending ? null : (
        <>
          <p>{current ? `On vacation (${cause}).` : 'Not on vacation.'}</p>
          <button
            type="button"
            className="ks-button"
            disabled={change.isPending}
            onClick={() => {
              setStatus(null);
              change.mutate(!current);
            }}
          >
            {current ? 'End vacation' : 'Put on vacation'}
          </button>
        </>
      )}
      <p role="status">{status}</p>
      {change.isError || vacation.isError ? (
        <p role="alert" className="ks-locker__error">
          {displayedMessage(change.error ?? vacation.error)}
        </p>
      ) : null}
    </section>
  );
}
