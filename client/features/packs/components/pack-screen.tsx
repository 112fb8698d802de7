import { PageTitle } from '@client/components/page-title';
import { useFirstAnswerDeferred } from '@client/hooks/use-first-answer-deferred';
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
  // A long pack's editor is drawn in slices of a deferred render.
  const pack = useFirstAnswerDeferred(data);
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
