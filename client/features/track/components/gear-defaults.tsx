import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '@client/components/dialog';
import { LoadError } from '@client/components/load-error';
import { errorMessage } from '@client/lib/api-errors';
import {
  saveGearDefaults,
  useGearDefaults,
  type GearDefaults,
} from '@client/features/track/api/gear-defaults';
import type { ActivityCategory } from '@client/features/track/api/types';
import { GearUsedFields, type NamedRef } from './gear-used-fields';

/**
 * /track/{category}'s default gear: what every new activity of the category gets when it names
 * none ("these shoes for every run"), and the dialog that changes it.
 */
export function GearDefaultsSection({
  category,
  name,
}: {
  category: ActivityCategory;
  name: string;
}) {
  const { data, mutate, ...result } = useGearDefaults(category);
  const error: unknown = result.error;
  const [editing, setEditing] = useState(false);
  const chosen = data && (data.pack !== null || data.gear.length > 0);
  return (
    <section aria-labelledby="track-defaults-title" className="track-bests-section">
      <h2 id="track-defaults-title" className="track-section-title">
        Default gear
      </h2>
      {data ? (
        <div className="track-defaults">
          <p className="muted track-defaults-lead">
            Every new activity of this kind, added by hand, uploaded or sent by your device, gets
            this gear unless it names its own.
          </p>
          {chosen ? <DefaultsList defaults={data} /> : <p>None chosen yet.</p>}
          <button type="button" className="button" onClick={() => setEditing(true)}>
            <Settings2 aria-hidden="true" size={18} />
            {chosen ? 'Change default gear' : 'Choose default gear'}
          </button>
        </div>
      ) : error ? (
        <LoadError what="Your default gear" error={error} onRetry={() => void mutate()} />
      ) : (
        <p role="status" className="muted">
          Loading…
        </p>
      )}
      {data && (
        <Dialog
          open={editing}
          onClose={() => setEditing(false)}
          title={`Default gear: ${name}`}
          className="dialog-activity"
        >
          <GearDefaultsForm
            category={category}
            defaults={data}
            onCancel={() => setEditing(false)}
            onSaved={(saved) => {
              void mutate(saved, { revalidate: false });
              setEditing(false);
            }}
          />
        </Dialog>
      )}
    </section>
  );
}

function DefaultsList({ defaults }: { defaults: GearDefaults }) {
  return (
    <dl className="track-defaults-list">
      {defaults.pack && (
        <div>
          <dt>Pack</dt>
          <dd>{defaults.pack.name}</dd>
        </div>
      )}
      {defaults.gear.length > 0 && (
        <div>
          <dt>Gear</dt>
          <dd>
            <ul className="activity-gear-chosen">
              {defaults.gear.map((item) => (
                <li key={item.id}>{item.name}</li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}

function GearDefaultsForm({
  category,
  defaults,
  onCancel,
  onSaved,
}: {
  category: ActivityCategory;
  defaults: GearDefaults;
  onCancel: () => void;
  onSaved: (saved: GearDefaults) => void;
}) {
  const [packId, setPackId] = useState<string | null>(defaults.pack?.id ?? null);
  const [gear, setGear] = useState<NamedRef[]>(defaults.gear);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    setSaving(true);
    setProblem(null);
    try {
      onSaved(
        await saveGearDefaults(category, { packId, gearItemIds: gear.map((item) => item.id) }),
      );
    } catch (error) {
      setProblem(errorMessage(error));
      setSaving(false);
    }
  };
  return (
    <form
      className="activity-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <GearUsedFields packId={packId} onPackChange={setPackId} gear={gear} onGearChange={setGear} />
      {problem && (
        <p className="form-status field-error" role="alert">
          Could not save the default gear: {problem}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
