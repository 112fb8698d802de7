import { useFormik } from 'formik';
import useSWR from 'swr';
import { normalizeUsername, USERNAME_MESSAGES, usernameProblem } from '@domain/username';
import { errorMessage, fieldErrors } from '@client/lib/api-errors';
import {
  availabilityPath,
  getAvailability,
  updateAccount,
  type Account,
  type UsernameAvailability,
} from '@client/lib/api/account';
import { useApplyAccount } from './use-apply-account';
import { useDebouncedValue } from './use-debounced-value';

const CHECK_DELAY_MS = 300;

/** What the field says about the name typed, as the user types. */
export type UsernameStatus =
  | { kind: 'empty' }
  | { kind: 'current' }
  | { kind: 'invalid'; message: string }
  | { kind: 'checking' }
  | { kind: 'available'; username: string }
  | { kind: 'unavailable'; message: string }
  | { kind: 'unknown' };

/** The rules checked here at once; only a well-formed name goes to the server. */
function localStatus(username: string, current: string | null): UsernameStatus | null {
  if (username === '') return { kind: 'empty' };
  if (username === current) return { kind: 'current' };
  const problem = usernameProblem(username);
  return problem ? { kind: 'invalid', message: USERNAME_MESSAGES[problem] } : null;
}

function serverStatus(
  answer: UsernameAvailability | undefined,
  failed: boolean,
  settled: boolean,
): UsernameStatus {
  if (!settled || (!answer && !failed)) return { kind: 'checking' };
  if (!answer) return { kind: 'unknown' };
  return answer.available
    ? { kind: 'available', username: answer.username }
    : { kind: 'unavailable', message: answer.message ?? USERNAME_MESSAGES.taken };
}

/** Statuses that leave nothing to save. */
const BLOCKED: ReadonlySet<UsernameStatus['kind']> = new Set(['invalid', 'unavailable', 'current']);

/**
 * The username form (the account page's, and the share dialog's for a user who has none): the
 * field, its availability checked against the server once typing pauses, and saving with
 * PATCH /api/account, whose answer is applied everywhere. An empty field removes the username
 * (and with it the public pages). `onSaved` follows a successful save.
 */
export function useUsernameForm(current: string | null, onSaved: (account: Account) => void) {
  const apply = useApplyAccount();
  const form = useFormik<{ username: string }>({
    initialValues: { username: current ?? '' },
    validate: ({ username }) => {
      const status = localStatus(normalizeUsername(username), current);
      return status?.kind === 'invalid' ? { username: status.message } : {};
    },
    onSubmit: async ({ username }, helpers) => {
      const normalized = normalizeUsername(username);
      try {
        const saved = await updateAccount({ username: normalized === '' ? null : normalized });
        apply(saved);
        helpers.resetForm({ values: { username: saved.username ?? '' } });
        onSaved(saved);
      } catch (error) {
        helpers.setErrors({ username: fieldErrors(error).username ?? errorMessage(error) });
      }
    },
  });

  const typed = normalizeUsername(form.values.username);
  const local = localStatus(typed, current);
  const settledName = useDebouncedValue(typed, CHECK_DELAY_MS);
  const settled = settledName === typed;
  // Asked only once typing pauses, for a name whose form is fine.
  const check = useSWR<UsernameAvailability, unknown>(
    local === null && settled ? availabilityPath(typed) : null,
    getAvailability,
    { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 2_000 },
  );
  const status = local ?? serverStatus(check.data, check.error !== undefined, settled);
  // An empty field saves only to remove a username there is.
  const blocked = BLOCKED.has(status.kind) || (status.kind === 'empty' && !current);
  // A save refused by the server (taken meanwhile) shows by the field until the name changes.
  const serverError = form.submitCount > 0 ? form.errors.username : undefined;
  return { form, status, blocked, serverError };
}

export type UsernameForm = ReturnType<typeof useUsernameForm>;
