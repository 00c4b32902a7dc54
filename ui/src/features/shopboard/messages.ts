/**
 * What a failed shopboard call tells the merchant: the server's own words when it explained a
 * refusal (the free trial has ended, more than five products, a network not set up), in the
 * page's language when the UI knows them; the catalogue's texts for a timeout, a rate limit or
 * an unexpected failure.
 */
import type { Translate } from '../../i18n/translate';
import { ApiError } from '../../lib/api';
import { localizeServerMessage } from '../../lib/serverMessages';

const EXPLAINED = new Set(['bad_request', 'validation_failed', 'forbidden', 'conflict', 'not_found']);

export function failureText(t: Translate, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'timeout') return t('errors.timeout');
    if (error.code === 'rate_limited') return t('errors.rateLimited');
    if (EXPLAINED.has(error.code) && error.message) return localizeServerMessage(t, error.message);
  }
  return t('errors.generic');
}
