import { mixed, object, string } from 'yup';
import { MAX_CSV_BYTES, NAME_MAX_LENGTH } from '@domain/limits';
import { isCurrencyCode } from '@domain/money';

/** The import form's rules; the server checks the file's content and the pack. */
export const importSchema = object({
  file: mixed<File>()
    .nullable()
    .test('present', 'Choose a LighterPack CSV file', (file) => file instanceof File)
    .test('not-empty', 'The file is empty', (file) => !(file instanceof File) || file.size > 0)
    .test(
      'size',
      'The file is over 1 MB: a LighterPack export is far smaller',
      (file) => !(file instanceof File) || file.size <= MAX_CSV_BYTES,
    ),
  name: string().trim().max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters`).default(''),
  currency: string()
    .required('Choose the currency of the prices')
    .test('currency', 'Not a currency code', (code) => isCurrencyCode(code)),
  /** '' is a new pack. */
  packId: string().default(''),
});
