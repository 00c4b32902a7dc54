/**
 * Who sees what on the trends page (docs/trends.md#who-sees-it): a merchant whose plan has
 * business features sees the trends; any other merchant gets the "upgrade to get access" dialog
 * and the page makes no call (the server would answer 403); an influencer is told trends are the
 * merchant's, as they are the whole shop's sales.
 */
import type { SessionUser } from '../../generated/SessionUser';
import { planState } from '../../lib/plan';

export type TrendsAccess = 'trends' | 'upgrade' | 'merchantOnly';

export function trendsAccess(user: SessionUser): TrendsAccess {
  if (!user.isAdmin) return 'merchantOnly';
  return planState(user).businessFeatures ? 'trends' : 'upgrade';
}
