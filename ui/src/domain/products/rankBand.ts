/**
 * Colour band of a top-performing product's rank 0–100 (docs/analytics.md#top-products): five bands
 * of twenty from red to green, so a glance at the column tells good from poor sellers.
 */
export type RankBand = 'red' | 'orange' | 'yellow' | 'lime' | 'green';

/** 0–20 red, 21–40 orange, 41–60 yellow, 61–80 lime, 81–100 green; out-of-range values clamp. */
export function rankBand(rank: number): RankBand {
  const value = Math.min(100, Math.max(0, Math.round(Number.isFinite(rank) ? rank : 0)));
  if (value <= 20) return 'red';
  if (value <= 40) return 'orange';
  if (value <= 60) return 'yellow';
  if (value <= 80) return 'lime';
  return 'green';
}

/** Fill colours of the bands (a traffic-light scale, not part of the brand theme). */
export const RANK_BAND_COLOURS: Readonly<Record<RankBand, string>> = {
  red: '#d93025',
  orange: '#f29900',
  yellow: '#f2c200',
  lime: '#8bc34a',
  green: '#1e8e3e',
};
