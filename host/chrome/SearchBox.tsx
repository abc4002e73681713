import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useEngine } from '../../engine';
import type { PredictiveResult } from '../../schemas/entities/chrome';
import { predictiveSearchQuery } from './predictive-search-queries';
import { resultHref, searchHref, submitDestination } from './search-submit';

/** Spec §2.8, §9: the dropdown opens past 1 character; suggestions past 2, 150 ms after typing stops; 10 at most. */
export const PREDICTIVE_DEBOUNCE_MS = 150;
const OPEN_AFTER = 1;
const FETCH_AFTER = 2;
const MAX_RESULTS = 10;

/** What each suggestion is, shown after its name. */
const RESULT_TYPE_LABELS: Record<PredictiveResult['type'], string> = {
  category: 'Category',
  brand: 'Brand',
  model: 'Model',
  lander: 'Collection',
  navigation: 'Page',
};

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The predictive search box (spec §2.8, §5) as a combobox: typing past 1 character opens the list,
 * suggestions come 150 ms after typing stops once the trimmed query is past 2 characters; arrows
 * choose, Enter goes, Escape closes. Submitting follows the search-submit rule, and a failed
 * predictive call falls back to /search?q=.
 */
export function SearchBox({ id }: { id: string }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const [path, navigate] = useLocation();
  const searched = useSearch();
  // On /search the box holds the words searched, to refine them; it follows a new search and back/forward.
  const searchedWords = path === '/search' ? (new URLSearchParams(searched).get('q') ?? '') : '';
  const [query, setQuery] = useState(searchedWords);
  const [shownWords, setShownWords] = useState(searchedWords);
  if (shownWords !== searchedWords) {
    setShownWords(searchedWords);
    setQuery(searchedWords);
  }
  const [dismissed, setDismissed] = useState(true);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const trimmed = useDebounced(query.trim(), PREDICTIVE_DEBOUNCE_MS);
  const suggestions = useQuery({ ...predictiveSearchQuery(api, trimmed), enabled: trimmed.length > FETCH_AFTER });
  const results = (trimmed.length > FETCH_AFTER ? (suggestions.data ?? []) : []).slice(0, MAX_RESULTS);
  const open = query.length > OPEN_AFTER && !dismissed;
  const options: { label: string; href: string; result?: PredictiveResult }[] = [
    { label: `Search for “${query.trim()}”`, href: searchHref(query.trim()) },
    ...results.map((result) => ({ label: result.name, href: resultHref(result), result })),
  ];

  const go = (href: string) => {
    setDismissed(true);
    navigate(href);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    if (open && active >= 0 && options[active]) return go(options[active].href);
    const predicted =
      q.length > FETCH_AFTER ? await queryClient.fetchQuery(predictiveSearchQuery(api, q)).catch(() => null) : [];
    go(submitDestination(q, predicted));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: the choice cycles input → options → input.
      setActive((current) => {
        const next = current + step;
        if (next < -1) return options.length - 1;
        return next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
    }
  };

  return (
    // A plain GET form to /search?q= until the script takes it over (and without JavaScript).
    <form
      role="search"
      action="/search"
      method="get"
      className="ks-search"
      onSubmit={onSubmit}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setDismissed(true)}
    >
      <label htmlFor={id} className="ks-visually-hidden">
        Search gear
      </label>
      <input
        id={id}
        name="q"
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder="Search for gear, brands and more"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setDismissed(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="ks-search__submit" aria-label="Search">
        <span aria-hidden="true">⌕</span>
      </button>
      <ul id={listId} role="listbox" aria-label="Suggestions" className="ks-search__list" hidden={!open}>
        {open
          ? options.map((option, index) => (
              <li
                key={option.href + option.label}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className="ks-search__option"
                onMouseDown={(event) => {
                  event.preventDefault();
                  go(option.href);
                }}
              >
                {option.label}
                {option.result ? (
                  <span className="ks-search__type"> {RESULT_TYPE_LABELS[option.result.type]}</span>
                ) : null}
              </li>
            ))
          : null}
      </ul>
    </form>
  );
}
