/**
 * The signed-in influencer's earnings over a range (null: not yet known), read again when the
 * range changes, as every preview's analytics (hooks/useRangedFigures).
 */
import type { Earnings } from '../../generated/Earnings';
import { useRangedFigures, type RangedFigures } from '../../hooks/useRangedFigures';
import type { DateRange } from '../../lib/dateRange';
import { fetchEarnings } from './api';

export function useEarnings(range: DateRange | null): RangedFigures<Earnings> {
  return useRangedFigures('earnings', range, (days, signal) => fetchEarnings(days, signal), 'Loading the earnings failed');
}
