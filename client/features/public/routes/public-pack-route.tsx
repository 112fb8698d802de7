import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@client/components/page-title';
import { isPublicNotFound, usePublicPack } from '@client/features/public/api/use-public';
import { CopyToGear } from '@client/features/public/components/copy-to-gear';
import { PublicLoadFailed, PublicLoading } from '@client/features/public/components/public-states';
import { PublicNotFound, PublicPackPage } from '@client/features/public/pages';
import { unitFromSearch } from '@client/features/public/utils/unit-address';

/** /u/:username/pack/:slug for a signed-in visitor: the public pack inside the app's frame. */
export function Component() {
  const { username = '', slug = '' } = useParams();
  const [search] = useSearchParams();
  const { data: pack, error, mutate } = usePublicPack(username, slug);
  if (error && !pack) {
    if (isPublicNotFound(error)) {
      return (
        <>
          <PageTitle title="Not Found" />
          <PublicNotFound />
        </>
      );
    }
    return <PublicLoadFailed what="This pack" error={error} onRetry={() => void mutate()} />;
  }
  if (!pack) return <PublicLoading what="pack" />;
  return (
    <>
      <PageTitle title={pack.name} />
      <PublicPackPage
        key={`${username}/${slug}`}
        pack={pack}
        unit={unitFromSearch(search.toString(), pack.weightUnit)}
        actions={<CopyToGear username={username} slug={slug} />}
      />
    </>
  );
}
