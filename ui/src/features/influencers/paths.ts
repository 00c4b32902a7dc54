/**
 * The influencers area's addresses (docs/dashboard.md#routes): the list at `/admin/influencers`,
 * an influencer's edit form over the list at `/admin/influencers/edit/{username}` (their preview,
 * `/admin/influencers/preview/{username}`, is in domain/influencers/influencers.ts: home links to it too);
 * create is a dialog, also opened by `?create=1`.
 */
import { PATHS } from '../../lib/routes';

export const influencerEditPath = (username: string) => `${PATHS.influencers}/edit/${encodeURIComponent(username)}`;
