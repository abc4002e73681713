import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { displayedMessage, useEngine } from '../../engine';
import type { ItemImport, ItemImportPreview } from '../../schemas/entities/item-import';
import { importsQuery, isRunning, previewQuery } from './import-queries';
import { ImportProgress } from './ImportProgress';
import { MappingStep } from './MappingStep';
import { UploadForm } from './UploadForm';

/**
 * Upload → columns and preview → progress. The import shown comes from the server (the newest one,
 * while it is being mapped or running), so a reload lands back on the same step.
 */
export function ImportFlow({ username }: { username: string | null }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const imports = useQuery(importsQuery(api));
  /** The import the seller set aside (cancelled while mapping): the upload form shows instead. */
  const [setAside, setSetAside] = useState<number | null>(null);

  if (imports.isPending) return <div className="ks-block-loading" aria-busy="true" aria-label="Loading your imports" />;
  if (imports.isError)
    return (
      <p role="alert" className="ks-csv-import__error">
        {displayedMessage(imports.error)}
      </p>
    );
  const latest = imports.data[0];
  const replaceInList = (record: ItemImport) =>
    queryClient.setQueryData(importsQuery(api).queryKey, (list = []) => [
      record,
      ...list.filter((other) => other.id !== record.id),
    ]);
  const uploaded = (result: ItemImportPreview) => {
    queryClient.setQueryData(previewQuery(api, result.import.id).queryKey, result);
    replaceInList(result.import);
  };

  if (latest && latest.state === 'uploaded' && latest.id !== setAside)
    return <MappingStep id={latest.id} onStarted={replaceInList} onCancel={() => setSetAside(latest.id)} />;
  const shown = latest && latest.state !== 'uploaded' ? latest : null;
  return (
    <>
      {shown && <ImportProgress id={shown.id} username={username} onChange={replaceInList} />}
      {(!shown || !isRunning(shown)) && <UploadForm onUploaded={uploaded} />}
    </>
  );
}
