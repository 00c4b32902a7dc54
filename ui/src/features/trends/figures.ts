/**
 * The combinations as the page lists them, and the figures in plain words: each combination
 * with its products (in the combination's order) and statistics (docs/trends.md#statistics),
 * shares as whole percentages, lift to one decimal, the combination score as precise as it needs.
 * The SSR engine has no `Intl`, so numbers are formatted here, the same in every language.
 */
import type { CombinationStatistics } from '../../generated/CombinationStatistics';
import type { TopCombinations } from '../../generated/TopCombinations';
import type { TrendProduct } from '../../generated/TrendProduct';

export interface Combination {
  /** The product ids joined: unique within the list. */
  key: string;
  products: TrendProduct[];
  statistics: CombinationStatistics;
}

/**
 * The answer's combinations with their products and statistics, best first. One whose products
 * or statistics are missing from the answer is left out rather than shown in part.
 */
export function combinationsOf(answer: TopCombinations): Combination[] {
  const byId = new Map(answer.products.map((product) => [product.id, product]));
  return answer.top_combinations.flatMap((ids, index) => {
    const products = ids.flatMap((id) => byId.get(id) ?? []);
    const statistics = answer.statistics[index];
    if (!statistics || products.length !== ids.length || ids.length < 2) return [];
    return [{ key: ids.join(','), products, statistics }];
  });
}

/** A share (0–1) as a whole percentage: 0.3 → 30. */
export function percentOf(share: number): number {
  return Math.round(share * 100);
}

/** One decimal, without a trailing `.0`: 2.4567 → "2.5", 3 → "3". */
export function oneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * A combination score (0–100, two decimals): whole from 10, one decimal from 1, both decimals
 * below, where small scores differ and a score above 0 must not read as 0.
 */
export function scoreText(score: number): string {
  if (score >= 10) return String(Math.round(score));
  if (score >= 1) return oneDecimal(score);
  return String(Math.round(score * 100) / 100);
}
