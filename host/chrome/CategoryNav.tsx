import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import type { NavigationEntry } from '../../schemas/entities/chrome';
import { Button } from '../../ui/button/Button';
import { useNavigation } from './chrome-queries';
import { scopeNavigation } from './navigation-filter';
import { SectionLinks } from './SectionLinks';

/** Spec §9: menu hover debounce. */
export const MENU_HOVER_DEBOUNCE_MS = 150;

/**
 * The desktop second row (spec §2.3): the CMS category navigation with mega-menus. A menu opens
 * 150 ms after the pointer settles on its entry (and closes 150 ms after it leaves), or from the
 * keyboard with its toggle button or ArrowDown on the entry; Escape closes it and returns focus.
 */
export function CategoryNav() {
  const [pathname] = useLocation();
  const entries = scopeNavigation(useNavigation(), pathname);
  const [open, setOpen] = useState<string | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hover = (title: string | null) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpen(title), MENU_HOVER_DEBOUNCE_MS);
  };
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  return (
    <nav aria-label="Categories" className="ks-catnav" onMouseLeave={() => hover(null)}>
      <ul className="ks-catnav__list">
        {entries.map((entry) => (
          <CategoryEntry
            key={entry.title}
            entry={entry}
            open={open === entry.title}
            onHover={() => hover(entry.title)}
            onOpenChange={(value) => {
              clearTimeout(hoverTimer.current);
              setOpen(value ? entry.title : null);
            }}
          />
        ))}
      </ul>
    </nav>
  );
}

interface EntryProps {
  entry: NavigationEntry;
  open: boolean;
  onHover: () => void;
  onOpenChange: (open: boolean) => void;
}

function CategoryEntry({ entry, open, onHover, onOpenChange }: EntryProps) {
  const panelId = useId();
  const item = useRef<HTMLLIElement>(null);
  const hasMenu = entry.sections.length > 0;
  const focusFirstLink = () =>
    requestAnimationFrame(() => item.current?.querySelector<HTMLElement>('.ks-megamenu a')?.focus());

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onOpenChange(false);
      item.current?.querySelector<HTMLElement>('.ks-catnav__link')?.focus();
    } else if (
      event.key === 'ArrowDown' &&
      hasMenu &&
      event.target === item.current?.querySelector('.ks-catnav__link')
    ) {
      event.preventDefault();
      onOpenChange(true);
      focusFirstLink();
    }
  };

  return (
    <li
      ref={item}
      className="ks-catnav__item"
      onMouseEnter={onHover}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !item.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <a
        href={entry.destination}
        className={entry.highlighted ? 'ks-catnav__link ks-catnav__link--highlighted' : 'ks-catnav__link'}
      >
        {entry.title}
      </a>
      {hasMenu ? (
        <>
          <Button
            variant="plain"
            className="ks-catnav__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={`${entry.title} menu`}
            onClick={() => {
              onOpenChange(!open);
              if (!open) focusFirstLink();
            }}
          >
            <span aria-hidden="true">▾</span>
          </Button>
          <div id={panelId} className="ks-megamenu" hidden={!open}>
            <a className="ks-megamenu__all" href={entry.destination}>
              All {entry.title}
            </a>
            <div className="ks-megamenu__sections">
              {entry.sections.map((section) => (
                <section key={section.title} className="ks-megamenu__section" aria-label={section.title}>
                  <a className="ks-megamenu__heading" href={section.destination}>
                    {section.title}
                  </a>
                  <SectionLinks section={section} />
                </section>
              ))}
            </div>
          </div>
        </>
      ) : null}
    </li>
  );
}
