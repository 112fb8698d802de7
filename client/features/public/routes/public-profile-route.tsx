import { useParams } from 'react-router';
import { PageTitle } from '@client/components/page-title';
import { isPublicNotFound, usePublicProfile } from '@client/features/public/api/use-public';
import { PublicLoadFailed, PublicLoading } from '@client/features/public/components/public-states';
import { PublicNotFound, PublicProfilePage } from '@client/features/public/pages';

/** /u/:username for a signed-in visitor: the public profile inside the app's frame. */
export function Component() {
  const { username = '' } = useParams();
  const { data: profile, error, mutate } = usePublicProfile(username);
  if (error && !profile) {
    if (isPublicNotFound(error)) {
      return (
        <>
          <PageTitle title="Not Found" />
          <PublicNotFound />
        </>
      );
    }
    return <PublicLoadFailed what="This profile" error={error} onRetry={() => void mutate()} />;
  }
  if (!profile) return <PublicLoading what="profile" />;
  return (
    <>
      <PageTitle title={profile.owner.displayName} />
      <PublicProfilePage profile={profile} />
    </>
  );
}
