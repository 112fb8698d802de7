import { useDeferredValue } from 'react';
import { PageTitle } from '@client/components/page-title';
import { isPackMissing } from '@client/features/packs/api/pack-errors';
import { usePack } from '@client/features/packs/api/use-pack';
import { isUuid } from '@client/features/packs/utils/ids';
import { PackEditor } from './pack-editor';
import { PackError, PackNotFound, PackSkeleton } from './pack-states';

/** /packs/{packId}: the pack, or why it is not shown. */
export function PackScreen({ packId }: { packId: string }) {
  if (!isUuid(packId)) return <MissingPack packId={packId} />;
  return <LoadedPack packId={packId} />;
}

function MissingPack({ packId }: { packId: string }) {
  return (
    <>
      <PageTitle title="Pack" />
      <PackNotFound packId={packId} />
    </>
  );
}

function LoadedPack({ packId }: { packId: string }) {
  const { data, mutate, ...result } = usePack(packId);
  // The editor follows the pack's first answer in a deferred render, which yields to the browser
  // as it goes: drawn in SWR's own render, a long pack's first view was one long task on a slow
  // phone. After that a change shows at once, as the control that made it expects.
  const first = useDeferredValue(data);
  const pack = first === undefined ? undefined : data;
  const error: unknown = result.error;
  if (pack) return <PackEditor pack={pack} mutate={mutate} />;
  if (error && isPackMissing(error)) return <MissingPack packId={packId} />;
  return (
    <>
      <PageTitle title="Pack" />
      {error ? <PackError error={error} onRetry={() => void mutate()} /> : <PackSkeleton />}
    </>
  );
}
