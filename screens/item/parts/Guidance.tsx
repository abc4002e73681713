import Markdown from 'react-markdown';

/**
 * Detail guidance markdown as React elements. react-markdown renders no raw HTML (it shows as
 * text) and drops unsafe link targets (javascript:, data:), so CMS text cannot inject markup.
 * Headings are shifted below the modal's own h2.
 */
export default function Guidance({ markdown }: { markdown: string }) {
  return (
    <div className="ks-item__guidance">
      <Markdown components={{ h1: 'h3', h2: 'h3', h3: 'h4' }}>{markdown}</Markdown>
    </div>
  );
}
