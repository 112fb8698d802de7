import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@client/lib/api-errors';
import {
  uploadActivityFile,
  type ActivityUpload,
} from '@client/features/track/api/upload-activity-file';

/** One chosen file on its way: waiting, sending (with its share sent), being read, done. */
export type FileUpload =
  | { key: number; file: File; state: 'waiting' }
  | { key: number; file: File; state: 'sending'; fraction: number }
  | { key: number; file: File; state: 'reading' }
  | { key: number; file: File; state: 'done'; result: ActivityUpload }
  | { key: number; file: File; state: 'refused'; message: string };

/**
 * The files chosen or dropped on /track, uploaded one after another (the server reads one file
 * of a user's at a time), each with its progress and its outcome. `onAdded` runs once the
 * queue is empty after a file added something, for the screen to read its lists again.
 */
export function useActivityUploads(onAdded: () => void) {
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const nextKey = useRef(0);
  const busy = useRef(false);
  const added = useRef(false);
  const queue = useRef<FileUpload[]>([]);
  const onAddedRef = useRef(onAdded);
  useEffect(() => {
    onAddedRef.current = onAdded;
  }, [onAdded]);

  const update = (key: number, next: FileUpload) =>
    setUploads((all) => all.map((upload) => (upload.key === key ? next : upload)));

  const pump = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      for (let upload = queue.current.shift(); upload; upload = queue.current.shift()) {
        const { key, file } = upload;
        update(key, { key, file, state: 'sending', fraction: 0 });
        try {
          const result = await uploadActivityFile(file, ({ sent, total }) => {
            if (sent >= total) update(key, { key, file, state: 'reading' });
            else update(key, { key, file, state: 'sending', fraction: total ? sent / total : 0 });
          });
          if (result.activities.some((activity) => activity.outcome === 'created')) {
            added.current = true;
          }
          update(key, { key, file, state: 'done', result });
        } catch (error) {
          update(key, { key, file, state: 'refused', message: errorMessage(error) });
        }
      }
    } finally {
      busy.current = false;
      if (added.current) {
        added.current = false;
        onAddedRef.current();
      }
    }
  }, []);

  const add = useCallback(
    (files: Iterable<File>) => {
      const fresh: FileUpload[] = [...files].map((file) => ({
        key: (nextKey.current += 1),
        file,
        state: 'waiting',
      }));
      if (fresh.length === 0) return;
      queue.current.push(...fresh);
      setUploads((all) => [...all, ...fresh]);
      void pump();
    },
    [pump],
  );

  const clear = useCallback(
    () => setUploads((all) => all.filter((upload) => !['done', 'refused'].includes(upload.state))),
    [],
  );

  return { uploads, add, clear };
}
