import { Link } from 'wouter';
import { INBOX_FOLDERS, type INBOX_FOLDER_LIST, type InboxScope, type InboxType } from '../../schemas/entities/inbox';
import { FolderSelect } from '../../ui/swaps/FolderSelect';
import { inboxHref } from '../../ui/swaps/inbox-location';

interface FolderNavProps {
  type: InboxType;
  scope: InboxScope;
  /** The keyword, kept when another folder is chosen. */
  q: string;
  /** Unread swaps per folder slug; empty until the counts arrive. */
  unread: ReadonlyMap<string, number>;
  onSelect: (scope: InboxScope) => void;
}

const FOLDER_SELECT_ID = 'ks-inbox-folder-select';

type Folder = (typeof INBOX_FOLDER_LIST)[number];

/**
 * The folders (spec §2.11) with their unread counts: a sidebar of links on desktop, and on mobile
 * (≤767 px, CSS) the 'Select a folder' dropdown.
 */
export function FolderNav({ type, scope, q, unread, onSelect }: FolderNavProps) {
  const count = (slug: string) => unread.get(slug) ?? 0;
  const link = (folder: Folder) => (
    <Link
      href={inboxHref({ type, scope: folder.slug, q })}
      aria-current={folder.slug === scope ? 'page' : undefined}
      className="ks-inbox__folder"
    >
      {count(folder.slug) > 0 ? (
        <>
          <span aria-hidden="true">{folder.name}</span>
          <span className="ks-inbox__count" aria-hidden="true">
            {count(folder.slug)}
          </span>
          <span className="ks-visually-hidden">{`${folder.name}, ${count(folder.slug)} unread`}</span>
        </>
      ) : (
        <span>{folder.name}</span>
      )}
    </Link>
  );
  return (
    <div className="ks-inbox__folders">
      <nav aria-label="Folders" className="ks-inbox__sidebar">
        <ul>
          {INBOX_FOLDERS.map((folder) => (
            <li key={folder.slug}>
              {link(folder)}
              {'children' in folder ? (
                <ul>
                  {folder.children.map((child) => (
                    <li key={child.slug}>{link(child)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
      <FolderSelect
        id={FOLDER_SELECT_ID}
        className="ks-inbox__folder-select--mobile"
        scope={scope}
        unread={unread}
        onSelect={onSelect}
      />
    </div>
  );
}
