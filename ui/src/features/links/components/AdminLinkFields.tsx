/** The fields only admins see in the link and short editors: the influencer and tracking tags. */
import type { SessionUser } from '../../../generated/SessionUser';
import type { InfluencerListItem } from '../../../generated/InfluencerListItem';
import type { Draft } from '../../../domain/links/editorState';
import { influencerLocked, pickInfluencer } from '../influencerChoice';
import { InfluencerField } from './InfluencerField';
import { TrackingTagsField } from '../../../domain/links/editor/TrackingTagsField';

interface Props {
  user: SessionUser;
  influencers: InfluencerListItem[] | null;
  /** The influencer the link was saved with (null for a new link or none). */
  savedInfluencer: string | null;
  draft: Draft;
  update: (change: (draft: Draft) => Draft) => void;
}

export function AdminLinkFields({ user, influencers, savedInfluencer, draft, update }: Props) {
  if (!user.isAdmin) return null;
  return (
    <>
      <InfluencerField
        influencers={influencers}
        value={draft.influencer}
        locked={influencerLocked(savedInfluencer)}
        onChange={(influencer) => update((d) => pickInfluencer(d, influencer, influencers ?? []))}
      />
      <TrackingTagsField value={draft.utm} onChange={(utm) => update((d) => ({ ...d, utm }))} />
    </>
  );
}
