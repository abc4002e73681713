import { useId, type ReactNode } from 'react';

/** One part of My Settings: a titled region of the page. */
export function SettingsSection({ title, children }: { title: string; children: (headingId: string) => ReactNode }) {
  const id = useId();
  return (
    <section className="ks-account-settings__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children(id)}
    </section>
  );
}
