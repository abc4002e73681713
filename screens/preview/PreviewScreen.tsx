import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { displayedMessage, pageViewQuery, useEngine } from '../../engine';
import { layouts } from '../../schemas/blocks/layouts';
import { AlertBox } from '../../ui/alert/AlertBox';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { BlockReport } from './BlockReport';
import { assertPreviewAvailable, parseDraft } from './draft';
import css from './PreviewScreen.css?url';
import { saveDraft } from './use-draft';

const WIDTHS = [
  { name: 'Mobile', width: 375 },
  { name: 'Desktop', width: 1280 },
];

type Source = { kind: 'stored'; id: string } | { kind: 'draft'; blocks: unknown[]; revision: number } | null;

/** The editor preview: a stored page view (?page_view=) or pasted JSON, at both widths, with its report. */
export default function PreviewScreen() {
  const { environment } = useEngine();
  assertPreviewAvailable(environment);
  const pageViewId = new URLSearchParams(useSearch()).get('page_view')?.trim() || null;
  const [draft, setDraft] = useState<Extract<Source, { kind: 'draft' }> | null>(null);
  const source: Source = draft ?? (pageViewId ? { kind: 'stored', id: pageViewId } : null);
  return (
    <div className="ks-page ks-preview">
      <Stylesheet href={css} precedence="blocks" />
      <PageMeta title="Page preview" canonical={false} />
      <h1>Page preview</h1>
      <div className="ks-preview__inputs">
        <form method="get" action="/preview" className="ks-preview__load">
          <label>
            Page view id or slug
            <input name="page_view" defaultValue={pageViewId ?? ''} required />
          </label>
          <button type="submit">Load</button>
        </form>
        <DraftForm
          onPreview={(blocks) =>
            setDraft((previous) => ({ kind: 'draft', blocks, revision: (previous?.revision ?? 0) + 1 }))
          }
        />
      </div>
      {source?.kind === 'stored' ? <StoredPreview id={source.id} /> : null}
      {source?.kind === 'draft' ? <Preview blocks={source.blocks} frameQuery={`draft=${source.revision}`} /> : null}
      <SchemaLinks />
    </div>
  );
}

function DraftForm({ onPreview }: { onPreview: (blocks: unknown[]) => void }) {
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('json') ?? '');
    const draft = parseDraft(text);
    if (!draft.ok) return setError(draft.error);
    setError(null);
    saveDraft(text);
    onPreview(draft.blocks);
  };
  return (
    <form onSubmit={submit} className="ks-preview__paste" noValidate>
      <label>
        Page view JSON
        <textarea
          name="json"
          rows={8}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
      {error ? (
        <p id={errorId} className="ks-preview__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit">Preview JSON</button>
    </form>
  );
}

function StoredPreview({ id }: { id: string }) {
  const { api } = useEngine();
  const query = useQuery(pageViewQuery(api, id));
  if (query.isPending) return <p aria-busy="true">Loading page view {id}…</p>;
  if (query.isError) return <AlertBox kind="error">{displayedMessage(query.error)}</AlertBox>;
  return <Preview blocks={query.data.blocks} frameQuery={`page_view=${encodeURIComponent(id)}`} />;
}

function Preview({ blocks, frameQuery }: { blocks: readonly unknown[]; frameQuery: string }) {
  return (
    <>
      <BlockReport blocks={blocks} />
      <div className="ks-preview__frames">
        {WIDTHS.map(({ name, width }) => (
          <figure key={name} className="ks-preview__frame">
            <figcaption>
              {name} ({width} px)
            </figcaption>
            <iframe title={`${name} preview`} src={`/preview/frame?${frameQuery}`} width={width} height={900} />
          </figure>
        ))}
      </div>
    </>
  );
}

function SchemaLinks() {
  return (
    <details className="ks-preview__schemas">
      <summary>JSON Schema for editors</summary>
      <ul>
        <li>
          <a href="/schemas/page-view.schema.json">page view</a>
        </li>
        {layouts.map((layout) => (
          <li key={layout}>
            <a href={`/schemas/blocks/${layout}.schema.json`}>{layout}</a>
          </li>
        ))}
      </ul>
    </details>
  );
}
