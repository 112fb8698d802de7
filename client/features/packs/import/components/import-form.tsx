import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { NAME_MAX_LENGTH } from '@domain/limits';
import { usePacks } from '@client/features/packs/api/use-packs';
import type {
  ImportFormStatus,
  ImportPackForm,
} from '@client/features/packs/import/hooks/use-import-pack-form';
import { CurrencySelect } from '@client/components/currency-select';
import { FileDropZone } from './file-drop-zone';
import { lengthError } from '@client/lib/text-limit';

interface ImportFormProps {
  form: ImportPackForm;
  onCancel: () => void;
}

/** "PCT_2026.csv" suggests "PCT 2026", as the server will name the pack. */
function suggestedName(file: File | null): string {
  const name =
    file?.name
      .replace(/\.[^.]*$/, '')
      .replace(/_/g, ' ')
      .trim() ?? '';
  return name === '' ? 'Imported pack' : name;
}

/**
 * The file, where it goes (a new pack and its name, or one of the user's packs) and the
 * prices' currency; rules and requests live in the hook.
 */
export function ImportForm({ form, onCancel }: ImportFormProps) {
  const ids = {
    file: useId(),
    into: useId(),
    name: useId(),
    currency: useId(),
    status: useId(),
  };
  const packs = usePacks().data ?? [];
  const shown = (field: 'file' | 'name' | 'currency' | 'packId') =>
    (form.touched[field] === true || form.submitCount > 0) && form.errors[field];
  const status = form.status as ImportFormStatus | undefined;
  const fileError = shown('file');
  const nameError = lengthError(form.values.name, NAME_MAX_LENGTH) || shown('name');
  const newPack = form.values.packId === '';

  return (
    <form
      className="import-form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-busy={form.isSubmitting}
    >
      <p className="import-intro">
        In LighterPack, open the list and choose <strong>Share</strong>, then{' '}
        <strong>Export to CSV</strong>. Its items join your gear library (items you already have are
        reused, and you see where the file says otherwise before anything changes) and the list
        becomes a new pack, or lines added to one of yours.
      </p>

      <div className="form-field">
        <FileDropZone
          id={ids.file}
          file={form.values.file}
          invalid={Boolean(fileError)}
          describedBy={fileError ? `${ids.file}-error` : undefined}
          onFile={(file) => {
            void form.setFieldTouched('file', true, false);
            void form.setFieldValue('file', file);
          }}
        />
        {fileError && (
          <p id={`${ids.file}-error`} className="field-error" role="alert">
            {fileError}
          </p>
        )}
        {status?.lines && status.lines.length > 0 && (
          <ul className="import-line-errors" aria-label="Rows that could not be imported">
            {status.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>

      <div className="import-fields">
        <div className="form-field">
          <label htmlFor={ids.into}>Import into</label>
          <select
            id={ids.into}
            name="packId"
            className="input"
            aria-describedby={shown('packId') ? `${ids.into}-error` : undefined}
            aria-invalid={Boolean(shown('packId')) || undefined}
            value={form.values.packId}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          >
            <option value="">A new pack</option>
            {packs.length > 0 && (
              <optgroup label="Add to one of your packs">
                {packs.map((pack) => (
                  <option key={pack.id} value={pack.id}>
                    {pack.name}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
          {shown('packId') && (
            <p id={`${ids.into}-error`} className="field-error">
              {shown('packId')}
            </p>
          )}
        </div>
        {newPack && (
          <div className="form-field">
            <label htmlFor={ids.name}>Pack name</label>
            <input
              id={ids.name}
              name="name"
              className="input"
              autoComplete="off"
              placeholder={suggestedName(form.values.file)}
              aria-describedby={`${ids.name}-hint${nameError ? ` ${ids.name}-error` : ''}`}
              aria-invalid={Boolean(nameError) || undefined}
              value={form.values.name}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
            />
            <p id={`${ids.name}-hint`} className="field-hint">
              Leave empty to use the file’s name.
            </p>
            {nameError && (
              <p id={`${ids.name}-error`} className="field-error">
                {nameError}
              </p>
            )}
          </div>
        )}
        <div className="form-field">
          <label htmlFor={ids.currency}>Currency of the prices</label>
          <CurrencySelect
            id={ids.currency}
            name="currency"
            className="input"
            aria-describedby={`${ids.currency}-hint${shown('currency') ? ` ${ids.currency}-error` : ''}`}
            aria-invalid={Boolean(shown('currency')) || undefined}
            value={form.values.currency}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
          ></CurrencySelect>
          <p id={`${ids.currency}-hint`} className="field-hint">
            LighterPack files do not say which currency their prices are in.
          </p>
          {shown('currency') && (
            <p id={`${ids.currency}-error`} className="field-error">
              {shown('currency')}
            </p>
          )}
        </div>
      </div>

      {status?.message && (
        <p id={ids.status} className="field-error import-status" role="alert">
          {status.message}
        </p>
      )}

      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={form.isSubmitting}>
          {form.isSubmitting ? (
            <>
              <LoaderCircle aria-hidden="true" size={18} className="spin" />
              Importing…
            </>
          ) : (
            'Import'
          )}
        </button>
      </div>
    </form>
  );
}
