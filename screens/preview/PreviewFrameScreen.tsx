import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { PageView, pageViewQuery, useEngine } from '../../engine';
import { AlertBox } from '../../ui/alert/AlertBox';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { assertPreviewAvailable, parseDraft } from './draft';
import { useDraftText } from './use-draft';

/** One preview frame: a stored page view (?page_view=) or the editor's pasted draft (?draft=1). */
export default function PreviewFrameScreen() {
  const { environment } = useEngine();
  assertPreviewAvailable(environment);
  const search = new URLSearchParams(useSearch());
  const pageViewId = search.get('page_view');
  return (
    <div className="ks-page">
      <PageMeta title="Preview" canonical={false} />
      {pageViewId ? <StoredPageView id={pageViewId} /> : <DraftPageView />}
    </div>
  );
}

function StoredPageView({ id }: { id: string }) {
  const { api } = useEngine();
  const { data: pageView } = useSuspenseQuery(pageViewQuery(api, id));
  return <PageView blocks={pageView.blocks} updatedAt={pageView.updated_at} />;
}

function DraftPageView() {
  const text = useDraftText();
  if (text === null) return null;
  const draft = parseDraft(text);
  if (!draft.ok) return <AlertBox kind="error">{draft.error}</AlertBox>;
  return <PageView blocks={draft.blocks} />;
}
