// Review rating rules (spec 000 section 9): the average with one decimal, a
// star icon rounded to the nearest half, and each of 1 to 5 stars with its
// share as an integer percentage.
//
// Decisions:
// - A rating is 0.5 to 5 in steps of 0.5 (isValidRating). The helpers below
//   skip anything else (0, 5.5, 4.3, NaN), so one bad row cannot distort the summary.
// - Half ratings go into the bucket of their whole star (floor): 4.5 counts
//   as 4 stars, 1.5 as 1 star. 0.5 has no whole star and counts as 1 star, so
//   every valid rating lands in exactly one of the five buckets.
// - Equal counts always show equal shares, and the shares of a non-empty set
//   add up to 100 whenever that allows: each bucket gets the whole part of its
//   percentage, and the points still missing go to the buckets with the
//   largest remainders (largest remainder method), where buckets of equal
//   count are rounded up together or not at all. Only when no such rounding
//   reaches 100 does the total land as near as it can: thirds read
//   33 + 33 + 33 = 99, and 9, 3, 1, 1, 1 of 15 read 60, 20, 7, 7, 7 = 101.
//   An empty set shows 0 everywhere. A bucket with ratings can still show 0%
//   when its share is below one point (1 of 300).

export const minRating = 0.5;
export const maxRating = 5;
export const ratingStep = 0.5;

/** 0.5, 1, 1.5, ... 5. */
export function isValidRating(rating: unknown): rating is number {
  return typeof rating === 'number' && Number.isFinite(rating) && rating >= minRating && rating <= maxRating && Number.isInteger(rating / ratingStep);
}

/** How many ratings give each value: a summary kept by the database instead of every rating. */
export interface RatingCount {
  rating: number;
  count: number;
}

/** The ratings as counts per value, the form every rule below works on. */
function countsOf(ratings: readonly number[]): RatingCount[] {
  const counts = new Map<number, number>();
  for (const rating of ratings) counts.set(rating, (counts.get(rating) ?? 0) + 1);
  return [...counts].map(([rating, count]) => ({ rating, count }));
}

function validCounts(counts: readonly RatingCount[]): RatingCount[] {
  return counts.filter(({ rating, count }) => isValidRating(rating) && count > 0);
}

/** Average of the valid ratings to one decimal (half up); 0 when there are none. */
export function averageRating(ratings: readonly number[]): number {
  return averageOfCounts(countsOf(ratings));
}

/** averageRating of the ratings these counts stand for. */
export function averageOfCounts(counts: readonly RatingCount[]): number {
  const valid = validCounts(counts);
  const total = valid.reduce((sum, { count }) => sum + count, 0);
  if (total === 0) return 0;
  const sum = valid.reduce((all, { rating, count }) => all + rating * count, 0);
  // Halves times whole counts add up exactly, so sum * 10 is an exact integer
  // and only the final division rounds.
  return Math.round((sum * 10) / total) / 10;
}

/** An average as shown: one decimal always ('4.0', '3.5'). */
export function formatRating(average: number): string {
  return (Number.isFinite(average) ? average : 0).toFixed(1);
}

/** The star icon value: the average rounded to the nearest half, within 0..5 (4.3 → 4.5, 4.2 → 4). */
export function starIcon(average: number): number {
  if (!Number.isFinite(average)) return 0;
  const rounded = Math.round(average * 2) / 2;
  return Math.min(maxRating, Math.max(0, rounded));
}

export type StarFill = 'full' | 'half' | 'empty';

/** The five star icons for a value: starFills(3.5) → full, full, full, half, empty. */
export function starFills(average: number): StarFill[] {
  const value = starIcon(average);
  return [1, 2, 3, 4, 5].map((star) => (value >= star ? 'full' : value >= star - 0.5 ? 'half' : 'empty'));
}

export const starBuckets = [5, 4, 3, 2, 1] as const;
export type StarBucket = (typeof starBuckets)[number];

export interface RatingShare {
  star: StarBucket;
  count: number;
  /** Integer percentage; the five add up to 100 for a non-empty set. */
  percent: number;
}

/** The whole-star bucket of a valid rating: floor, with 0.5 counted as 1. */
export function ratingBucket(rating: number): StarBucket {
  return Math.min(5, Math.max(1, Math.floor(rating))) as StarBucket;
}

/** Share of each star from 5 down to 1, as the review summary lists them. */
export function ratingShares(ratings: readonly number[]): RatingShare[] {
  return sharesOfCounts(countsOf(ratings));
}

/** ratingShares of the ratings these counts stand for. */
export function sharesOfCounts(ratingCounts: readonly RatingCount[]): RatingShare[] {
  const valid = validCounts(ratingCounts);
  const counts = new Map<StarBucket, number>(starBuckets.map((star) => [star, 0]));
  for (const { rating, count } of valid) {
    const bucket = ratingBucket(rating);
    counts.set(bucket, (counts.get(bucket) ?? 0) + count);
  }
  const total = valid.reduce((sum, { count }) => sum + count, 0);
  const rows = starBuckets.map((star) => {
    const count = counts.get(star) ?? 0;
    const exact = total === 0 ? 0 : (count * 100) / total;
    return { star, count, percent: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  if (total > 0) {
    // Equal counts have equal remainders: they are rounded up together or not
    // at all, so two stars with one review each never read 7 % and 6 %. Of
    // the (at most 2^5) ways to round the groups, take the one whose total is
    // nearest 100, then the one nearest the exact shares.
    const groups = [...new Set(rows.filter((row) => row.remainder > 0).map((row) => row.count))].map((count) => rows.filter((row) => row.count === count));
    const floorSum = rows.reduce((sum, row) => sum + row.percent, 0);
    let best = { roundedUp: 0, distance: Infinity, error: Infinity };
    for (let roundedUp = 0; roundedUp < 1 << groups.length; roundedUp += 1) {
      let sum = floorSum;
      let error = 0;
      groups.forEach((group, index) => {
        const up = (roundedUp >> index) & 1;
        sum += up * group.length;
        error += group.reduce((sum, row) => sum + (up ? 1 - row.remainder : row.remainder), 0);
      });
      const distance = Math.abs(sum - 100);
      if (distance < best.distance || (distance === best.distance && error < best.error - 1e-9)) best = { roundedUp, distance, error };
    }
    groups.forEach((group, index) => {
      if ((best.roundedUp >> index) & 1) for (const row of group) row.percent += 1;
    });
  }
  return rows.map(({ star, count, percent }) => ({ star, count, percent }));
}
