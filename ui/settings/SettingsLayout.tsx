import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useEngine } from '../../engine';
import { ButtonStyles } from '../button/Button';
import { PageMeta } from '../page-meta/PageMeta';
import { useRequireSignIn } from '../sign-in/require-sign-in';
import { Stylesheet } from '../stylesheet/Stylesheet';
import { SETTINGS_PAGES, type SettingsPageKey } from './settings-pages';
import css from './SettingsLayout.css?url';

/** The signed-in user a settings page is about. */
export interface SettingsViewer {
  userId: number;
  uuid: string;
}

/**
 * The frame of every settings page (/settings/…, spec §2.1, §2.3): the page title as its heading, a
 * side navigation of the settings pages (the current one marked), and the page's content for the
 * signed-in user; a guest gets 'Log in to change your settings' through the sign-in seam.
 */
export function SettingsLayout({
  page,
  title,
  children,
}: {
  /** Which entry of the side navigation is current; none for pages outside the menu (Kitswap Pro, Invite). */
  page: SettingsPageKey | null;
  title: string;
  children: (viewer: SettingsViewer) => ReactNode;
}) {
  const { viewer } = useEngine();
  const requireSignIn = useRequireSignIn();
  const path = SETTINGS_PAGES.find((entry) => entry.key === page)?.href;
  return (
    <div className="ks-page ks-settings">
      <ButtonStyles />
      <Stylesheet href={css} />
      <PageMeta title={title} canonical={path} />
      <nav className="ks-settings__nav" aria-label="Settings">
        <ul>
          {SETTINGS_PAGES.map((entry) => (
            <li key={entry.key}>
              <Link href={entry.href} aria-current={entry.key === page ? 'page' : undefined}>
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="ks-settings__content" aria-labelledby="ks-settings-title">
        <h1 id="ks-settings-title">{title}</h1>
        {viewer ? (
          children({ userId: Number(viewer.userId), uuid: viewer.uuid })
        ) : (
          <button
            type="button"
            className="ks-button ks-button--primary"
            onClick={() => requireSignIn({ reason: 'Log in to change your settings' })}
          >
            Log in to change your settings
          </button>
        )}
      </section>
    </div>
  );
}
