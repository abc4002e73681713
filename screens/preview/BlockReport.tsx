import { useResolvedBlocks, type SkippedBlock } from '../../engine';

const REASONS: Record<SkippedBlock['reason'], string> = {
  invalid: 'Failed validation',
  'unknown-layout': 'Unknown layout',
  'login-required': 'Signed-in users only',
};

/** Every block the page view would drop, and why: zod issue paths and messages, unknown layouts. */
export function BlockReport({ blocks }: { blocks: readonly unknown[] }) {
  const page = useResolvedBlocks(blocks);
  const skipped = page.blocks.filter((entry): entry is SkippedBlock => entry.kind === 'skipped');
  const shown = page.blocks.length - skipped.length;
  return (
    <section className="ks-preview__report" aria-labelledby="ks-preview-report">
      <h2 id="ks-preview-report">Blocks</h2>
      <p role="status">
        {shown} of {page.blocks.length} block{page.blocks.length === 1 ? '' : 's'} will render
        {skipped.length ? `; ${skipped.length} will not` : ''}.
      </p>
      {skipped.length ? (
        <ol className="ks-preview__problems" aria-label="Blocks that will not render">
          {skipped.map((entry) => (
            <li key={entry.key}>
              <strong>{REASONS[entry.reason]}</strong>: block #{Number(entry.key) + 1}
              {entry.layout ? (
                <>
                  {' '}
                  (<code>{entry.layout}</code>)
                </>
              ) : null}
              {entry.issues ? (
                <ul>
                  {entry.issues.map((issue, index) => (
                    <li key={index}>
                      <code>{issue.path}</code>: {issue.message}
                    </li>
                  ))}
                </ul>
              ) : (
                <div>{entry.message}</div>
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
