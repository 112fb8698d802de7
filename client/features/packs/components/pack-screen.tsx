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
  const { data: pack, mutate, ...result } = usePack(packId);
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
