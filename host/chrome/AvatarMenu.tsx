import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSignOut } from '../../ui/accounts/use-sign-out';
import { Button } from '../../ui/button/Button';
import type { MenuEntry } from './avatar-menu';
import { UserAvatar } from './UserAvatar';

/**
 * The desktop avatar menu (spec §2.3) as a menu button: Enter, Space or ArrowDown open it on the
 * first entry, ArrowUp on the last; arrows, Home and End move between entries; Escape closes it and
 * returns focus to the avatar; clicking outside or tabbing away closes it.
 */
export function AvatarMenu({
  username,
  avatarUrl,
  entries,
}: {
  username: string;
  avatarUrl: string | null | undefined;
  entries: MenuEntry[];
}) {
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const openAt = (where: 'first' | 'last') => {
    pendingFocus.current = where;
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const where = pendingFocus.current;
    pendingFocus.current = null;
    if (where) (where === 'first' ? items()[0] : items().at(-1))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div className="ks-avatar-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="ks-avatar"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for @${username}`}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <UserAvatar username={username} avatarUrl={avatarUrl} />
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-label="Account"
        className="ks-avatar-menu__list"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {entries.map((entry) => (
          <li key={entry.key} role="none">
            {entry.href ? (
              <a
                role="menuitem"
                tabIndex={-1}
                href={entry.href}
                {...(entry.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {entry.label}
              </a>
            ) : (
              <Button variant="plain" role="menuitem" tabIndex={-1} onClick={() => void signOut()}>
                {entry.label}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
