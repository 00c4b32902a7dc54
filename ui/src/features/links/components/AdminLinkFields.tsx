/** The fields only admins see in the link and short editors: the influencer and tracking tags. */
import type { SessionUser } from '../../../generated/SessionUser';
import type { InfluencerSummary } from '../../../lib/links/types';
import type { Draft } from '../editorState';
import { InfluencerField } from './InfluencerField';
import { TrackingTagsField } from './TrackingTagsField';

interface Props {
  user: SessionUser;
  influencers: InfluencerSummary[] | null;
  draft: Draft;
  update: (change: (draft: Draft) => Draft) => void;
}

export function AdminLinkFields({ user, influencers, draft, update }: Props) {
  if (!user.isAdmin) return null;
  return (
    <>
      <InfluencerField influencers={influencers} value={draft.influencer} onChange={(influencer) => update((d) => ({ ...d, influencer }))} />
      <TrackingTagsField value={draft.utm} onChange={(utm) => update((d) => ({ ...d, utm }))} />
    </>
  );
}
