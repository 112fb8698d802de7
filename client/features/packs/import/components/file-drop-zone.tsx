import { FileText, Upload } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { fileSize } from '@client/features/packs/import/utils/import-defaults';

interface FileDropZoneProps {
  id: string;
  file: File | null;
  onFile: (file: File | null) => void;
  describedBy?: string;
  invalid: boolean;
}

/**
 * A file input as a large target: click (or Enter/Space on the focused input) opens the file
 * picker, or drop a file on it. The input stays in the page, visually hidden, so the label,
 * keyboard and assistive technology work as for any file input.
 */
export function FileDropZone({ id, file, onFile, describedBy, invalid }: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const onDragOver = (event: DragEvent<HTMLLabelElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files.item(0);
    if (dropped) onFile(dropped);
  };
  const className = ['drop-zone', dragging && 'dragging', invalid && 'invalid', file && 'chosen']
    .filter(Boolean)
    .join(' ');

  return (
    <label
      htmlFor={id}
      className={className}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        id={id}
        type="file"
        name="file"
        accept=".csv,text/csv,text/plain"
        className="visually-hidden"
        // On opening, the dialog focuses it; when the form comes back after a report, React does.
        data-autofocus
        autoFocus
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => onFile(event.target.files?.item(0) ?? null)}
      />
      <span className="visually-hidden">LighterPack CSV file: </span>
      {file ? (
        <>
          <FileText aria-hidden="true" size={28} className="drop-zone-icon" />
          <span className="drop-zone-title">{file.name}</span>
          <span className="drop-zone-hint">
            {fileSize(file.size)} · click or drop another file to replace it
          </span>
        </>
      ) : (
        <>
          <Upload aria-hidden="true" size={28} className="drop-zone-icon" />
          <span className="drop-zone-title">Drop your LighterPack CSV here</span>
          <span className="drop-zone-hint">or click to choose the file</span>
        </>
      )}
    </label>
  );
}
