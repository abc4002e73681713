import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { NotFoundError, useEngine } from '../../engine';
import { CmsHtml } from '../../ui/cms/CmsHtml';
import { formatLongDate } from '../../ui/format/dates';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { legalPageQuery, legalSlugAt } from './legal-queries';
import css from './LegalScreen.css?url';

export default function LegalScreen() {
  const [path] = useLocation();
  const slug = legalSlugAt(path);
  if (!slug) throw new NotFoundError(`Page ${path}`);
  return <LegalDocument slug={slug} />;
}

/** A legal document: title, date, contents linking to each section, then every section open. */
function LegalDocument({ slug }: { slug: string }) {
  const { api } = useEngine();
  const { data: page } = useSuspenseQuery(legalPageQuery(api, slug));
  return (
    <article className="ks-page ks-legal">
      <Stylesheet href={css} />
      <PageMeta title={page.title} description={page.intro} />
      <h1>{page.title}</h1>
      <p className="ks-legal__updated">
        Last updated <time dateTime={page.updatedAt}>{formatLongDate(page.updatedAt)}</time>
      </p>
      {page.intro && <p className="ks-legal__intro">{page.intro}</p>}
      <nav aria-label="Contents" className="ks-legal__contents">
        <ol>
          {page.sections.map((section) => (
            <li key={section.anchor}>
              <a href={`#${section.anchor}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {page.sections.map((section) => (
        <section key={section.anchor} aria-labelledby={section.anchor}>
          <h2 id={section.anchor}>{section.title}</h2>
          <CmsHtml html={section.html} />
        </section>
      ))}
    </article>
  );
}
