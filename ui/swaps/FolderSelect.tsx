import { INBOX_FOLDER_LIST, type InboxScope } from '../../schemas/entities/inbox';

interface FolderSelectProps {
  id: string;
  scope: InboxScope;
  /** Unread swaps per folder slug; empty until the counts arrive. */
  unread: ReadonlyMap<string, number>;
  onSelect: (scope: InboxScope) => void;
  className?: string;
}

/**
 * The 'Select a folder' dropdown (spec §2.11): every folder, with its unread count when it has one ('Negotiations
 * (2)').
 */
export function FolderSelect({ id, scope, unread, onSelect, className = '' }: FolderSelectProps) {
  const count = (slug: string) => unread.get(slug) ?? 0;
  return (
    <label className={`ks-inbox__folder-select ${className}`.trim()}>
      <span className="ks-inbox__select-label">Select a folder</span>
      <select
        id={id}
        value={scope}
        onChange={(event) => onSelect(INBOX_FOLDER_LIST.find((folder) => folder.slug === event.target.value)!.slug)}
      >
        {INBOX_FOLDER_LIST.map((folder) => (
          <option key={folder.slug} value={folder.slug}>
            {folder.name}
            {count(folder.slug) > 0 ? ` (${count(folder.slug)})` : ''}
          </option>
        ))}
      </select>
    </label>
  );
}
