import { useState } from 'react';
import { importFailure } from '@client/features/packs/import/api/import-errors';
import {
  importPack,
  type ImportPackRequest,
  type ImportDone,
  type LibraryChoice,
} from '@client/features/packs/import/api/import-pack';

/**
 * The review's choice (keeping the library's values unless the user picks otherwise) and the
 * import it sends; a failure is said in the review, which stays for another try.
 */
export function useImportReview(
  request: ImportPackRequest,
  onImported: (done: ImportDone) => void,
) {
  const [choice, setChoice] = useState<LibraryChoice>('keep');
  const [importing, setImporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setImporting(true);
    setFailure(null);
    try {
      onImported({ result: await importPack(request, choice), newPack: request.packId === null });
    } catch (error) {
      setFailure(importFailure(error));
      setImporting(false);
    }
  };

  return { choice, setChoice, importing, failure, submit };
}

export type ImportReviewState = ReturnType<typeof useImportReview>;
