import type { NavigationSection } from '../../schemas/entities/chrome';

/**
 * A navigation section's third level, as the mega-menu and the left drawer both list it: each child's link, then
 * 'All {section}'. Nothing for a section without children.
 */
export function SectionLinks({
  section,
  className,
  label,
}: {
  section: NavigationSection;
  className?: string;
  /** The list's accessible name, where the section's own link is not its heading. */
  label?: string;
}) {
  if (section.children.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {section.children.map((child) => (
        <li key={child.title}>
          <a href={child.destination}>{child.title}</a>
        </li>
      ))}
      <li>
        <a href={section.destination}>All {section.title}</a>
      </li>
    </ul>
  );
}
