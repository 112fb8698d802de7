import '@client/styles/share.css';
import { useId, useState } from 'react';
import { Dialog } from '@client/components/dialog';
import { SwitchField } from '@client/components/switch-field';
import { errorMessage } from '@client/lib/api-errors';
import { useCurrentUser } from '@client/lib/current-user';
import { ShareLink } from './share-link';
import { ShareUsernameStep } from './share-username-step';
import type { ShareActions, ShareTarget } from './types';

interface ShareDialogProps {
  target: ShareTarget;
  actions: ShareActions;
  open: boolean;
  onClose: () => void;
}

/** A save under way and what went wrong with the last one, said in the dialog (a toast would sit behind it). */
function useSave() {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (save: () => Promise<unknown>, failure: string) => {
    setSaving(true);
    setProblem(null);
    try {
      await save();
    } catch (error) {
      setProblem(`${failure}: ${errorMessage(error)}`);
    } finally {
      setSaving(false);
    }
  };
  return { saving, problem, run };
}

/**
 * Sharing a pack or a trip: the public switch (saved at once), then its link, its embed code
 * for a pack, and for a trip whether the route's ends stay hidden and whether the activities
 * linked to it show. A user without a username
 * chooses one here first.
 */
export function ShareDialog({ target, actions, open, onClose }: ShareDialogProps) {
  const username = useCurrentUser()?.username ?? null;
  const save = useSave();
  const what = target.kind;
  // Without a username there is no link yet; one made public before can still be made private.
  const canSwitch = username !== null || target.isPublic;

  return (
    <Dialog open={open} onClose={onClose} title={`Share “${target.name}”`} className="share-dialog">
      <div className="share-body">
        {username === null && <ShareUsernameStep what={what} />}
        <SwitchField
          label="Public: anyone with the link can see it"
          hint={
            target.isPublic
              ? `Anyone with the link can open this ${what}, without signing in.`
              : username === null
                ? 'Choose a username above first.'
                : `Private: only you can see this ${what}.`
          }
          checked={target.isPublic}
          disabled={!canSwitch}
          busy={save.saving}
          autoFocus={username !== null}
          onChange={(isPublic) =>
            void save.run(
              () => actions.setPublic(isPublic),
              isPublic ? `Could not make the ${what} public` : `Could not make the ${what} private`,
            )
          }
        />
        {save.problem && (
          <p className="field-error share-problem" role="alert">
            {save.problem}
          </p>
        )}
        {target.isPublic && username !== null && <ShareLink target={target} username={username} />}
        {target.kind === 'trip' && actions.setHideRouteEnds && (
          <ShareCheck
            checked={target.hideRouteEnds}
            busy={save.saving}
            label="Hide 500 m around the start and the finish"
            hint="Keeps where you start and finish (your home, where you park) off the public page: the route, its figures and nearby waypoints leave those parts out."
            onChange={(hide) => {
              const setHide = actions.setHideRouteEnds;
              if (setHide) void save.run(() => setHide(hide), 'Could not change the route’s ends');
            }}
          />
        )}
        {target.kind === 'trip' && actions.setShowActivities && (
          <ShareCheck
            checked={target.showActivities}
            busy={save.saving}
            label="Show the activities recorded on it"
            hint="The walks linked to the trip show on the public map beside the plan, with what each did; with the ends hidden, theirs are hidden too."
            onChange={(show) => {
              const setShow = actions.setShowActivities;
              if (setShow) void save.run(() => setShow(show), 'Could not change what is shown');
            }}
          />
        )}
      </div>
    </Dialog>
  );
}

/** A trip's sharing choice: a checkbox saved at once, with its hint. */
function ShareCheck({
  checked,
  busy,
  label,
  hint,
  onChange,
}: {
  checked: boolean;
  busy: boolean;
  label: string;
  hint: string;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="share-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-busy={busy || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          if (!busy) onChange(event.currentTarget.checked);
        }}
      />
      <div>
        <label htmlFor={id}>{label}</label>
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      </div>
    </div>
  );
}
