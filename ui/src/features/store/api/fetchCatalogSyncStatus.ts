/**
 * GET /api/admin/v1/store/sync/status (signed in): the business's catalog sync, `none` before
 * the first one, with the number of products synced so far.
 */
import { apiGet, type RequestOptions } from '../../../lib/api';
import type { CatalogSyncStatus } from '../catalogSync';

export function fetchCatalogSyncStatus(options?: RequestOptions): Promise<CatalogSyncStatus> {
  return apiGet<CatalogSyncStatus>('/admin/v1/store/sync/status', options);
}
