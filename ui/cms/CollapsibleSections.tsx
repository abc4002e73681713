import { useRef } from 'react';
import { Stylesheet } from '../stylesheet/Stylesheet';
import { CmsHtml } from './CmsHtml';
import css from './CollapsibleSections.css?url';
import type { SafeSection } from './sections';

interface CollapsibleSectionsProps {
  sections: readonly SafeSection[];
  /** Names the table of contents: '{label} contents'. */
  label: string;
  /** Makes the section ids unique on the page: '{idPrefix}-1'... */
  idPrefix: string;
}

/**
 * FAQ or guide sections, each a native disclosure (`<details>`: keyboard and screen readers
 * work before hydration), under a table of contents whose links open and jump to their section.
 * An action link (label and URL) follows a section's copy when both are set.
 */
export function CollapsibleSections({ sections, label, idPrefix }: CollapsibleSectionsProps) {
  const details = useRef(new Map<string, HTMLDetailsElement>());
  const idOf = (index: number) => `${idPrefix}-${index + 1}`;
  return (
    <div className="ks-sections">
      <Stylesheet href={css} precedence="ui" />
      {sections.length > 1 && (
        <nav className="ks-sections__toc" aria-label={`${label} contents`}>
          <ol>
            {sections.map((section, index) => (
              <li key={idOf(index)}>
                <a
                  href={`#${idOf(index)}`}
                  onClick={() => {
                    const target = details.current.get(idOf(index));
                    if (target) target.open = true;
                  }}
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="ks-sections__list">
        {sections.map((section, index) => (
          <details
            key={idOf(index)}
            id={idOf(index)}
            className="ks-sections__item"
            ref={(element) => {
              if (element) details.current.set(idOf(index), element);
              else details.current.delete(idOf(index));
            }}
          >
            <summary className="ks-sections__summary">{section.title}</summary>
            <div className="ks-sections__body">
              <CmsHtml className="ks-cms-html" html={section.html} />
              {section.action_label && section.action_url && (
                <a className="ks-sections__action" href={section.action_url}>
                  {section.action_label}
                </a>
              )}
            </div>
          </details>
        ))}
      </div>
    </div>
  );
}
