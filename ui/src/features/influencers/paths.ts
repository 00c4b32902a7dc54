/**
 * The influencers area's addresses (docs/dashboard.md#routes): the list at `/admin/influencers`,
 * an influencer's preview at `/admin/influencers/preview/{username}` and their edit form over the
 * list at `/admin/influencers/edit/{username}`; create is a dialog, also opened by `?create=1`.
 */
import { PATHS } from '../../lib/routes';

export const influencerPreviewPath = (username: string) => `${PATHS.influencers}/preview/${encodeURIComponent(username)}`;
export const influencerEditPath = (username: string) => `${PATHS.influencers}/edit/${encodeURIComponent(username)}`;
