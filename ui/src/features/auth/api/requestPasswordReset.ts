/**
 * Password reset requests (docs/accounts.md#password-reset). Both always answer success whether or
 * not the account exists (docs/decisions.md), so the UI shows the reset-email-sent dialog.
 */
import { apiPost } from '../../../lib/api';

/** Merchant: username or email. */
export function requestMerchantReset(usernameOrEmail: string): Promise<unknown> {
  return apiPost('/auth/password/reset/request', { username: usernameOrEmail.trim() });
}

/** Influencer: the merchant's username or email, and the influencer's username or email. */
export function requestInfluencerReset(merchant: string, influencer: string): Promise<unknown> {
  return apiPost('/auth/password/reset/request/influencer', {
    username: merchant.trim(),
    influencer_username: influencer.trim(),
  });
}
