import { describe, it, expect } from 'vitest';
import { averageRating, formatRating, isValidRating, ratingBucket, ratingShares, starFills, starIcon } from './rating';

const percents = (ratings: number[]) => Object.fromEntries(ratingShares(ratings).map((row) => [row.star, row.percent]));
const counts = (ratings: number[]) => Object.fromEntries(ratingShares(ratings).map((row) => [row.star, row.count]));

describe('isValidRating', () => {
  it('accepts 0.5 to 5 in half steps', () => {
    for (const rating of [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]) {
      expect(isValidRating(rating)).toBe(true);
    }
  });

  it('rejects everything else', () => {
    for (const rating of [0, -0.5, 5.5, 6, 4.3, 0.25, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isValidRating(rating)).toBe(false);
    }
    expect(isValidRating('4')).toBe(false);
    expect(isValidRating(null)).toBe(false);
  });
});

describe('averageRating', () => {
  it('averages to one decimal', () => {
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([5, 4])).toBe(4.5);
    expect(averageRating([5, 5, 4.5])).toBe(4.8);
    expect(averageRating([1, 2])).toBe(1.5);
    expect(averageRating([3])).toBe(3);
  });

  it('rounds half up at the second decimal', () => {
    // 9 × 5 + 11 × 4 = 89 over 20 ratings = 4.45 → 4.5.
    const ratings = [...Array<number>(9).fill(5), ...Array<number>(11).fill(4)];
    expect(averageRating(ratings)).toBe(4.5);
    // (1 + 1 + 1.5 + 1.5) / 4 = 1.25 → 1.3
    expect(averageRating([1, 1, 1.5, 1.5])).toBe(1.3);
  });

  it('is 0 for no ratings and ignores invalid ones', () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([5, 0, 7, Number.NaN])).toBe(5);
  });

  it('formats with one decimal always', () => {
    expect(formatRating(averageRating([4, 4]))).toBe('4.0');
    expect(formatRating(4.3)).toBe('4.3');
    expect(formatRating(0)).toBe('0.0');
    expect(formatRating(Number.NaN)).toBe('0.0');
  });
});

describe('starIcon', () => {
  it('rounds to the nearest half', () => {
    expect(starIcon(4.3)).toBe(4.5);
    expect(starIcon(4.2)).toBe(4);
    expect(starIcon(4.25)).toBe(4.5);
    expect(starIcon(4.75)).toBe(5);
    expect(starIcon(4.7)).toBe(4.5);
    expect(starIcon(3)).toBe(3);
    expect(starIcon(0)).toBe(0);
    expect(starIcon(0.2)).toBe(0);
  });

  it('stays within 0..5', () => {
    expect(starIcon(7)).toBe(5);
    expect(starIcon(-1)).toBe(0);
    expect(starIcon(Number.NaN)).toBe(0);
  });

  it('gives the five star fills', () => {
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(4.3)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});

describe('ratingShares', () => {
  it('lists stars 5 down to 1', () => {
    expect(ratingShares([5]).map((row) => row.star)).toEqual([5, 4, 3, 2, 1]);
  });

  it('puts half ratings in the bucket of their whole star (floor), and 0.5 in 1 star', () => {
    expect(ratingBucket(4.5)).toBe(4);
    expect(ratingBucket(1.5)).toBe(1);
    expect(ratingBucket(0.5)).toBe(1);
    expect(ratingBucket(5)).toBe(5);
    expect(counts([4.5, 4, 5, 0.5, 1, 2.5])).toEqual({ 5: 1, 4: 2, 3: 0, 2: 1, 1: 2 });
  });

  it('gives integer percentages', () => {
    expect(percents([5, 5, 4, 3])).toEqual({ 5: 50, 4: 25, 3: 25, 2: 0, 1: 0 });
    expect(percents([5])).toEqual({ 5: 100, 4: 0, 3: 0, 2: 0, 1: 0 });
  });

  it('shows equal shares for equal counts (campaign 16: one 2-star and one 1-star review of 15)', () => {
    // 9, 3, 1, 1, 1 of 15: three stars of 6.7 each cannot share the two missing points equally;
    // rounding all three up (101) is nearer 100 than leaving them at 6 (98).
    const fifteen = [...Array<number>(9).fill(5), 4, 4, 4, 3, 2, 1];
    expect(percents(fifteen)).toEqual({ 5: 60, 4: 20, 3: 7, 2: 7, 1: 7 });
    // Thirds cannot be equal and add up to 100: equal wins, 99 in all.
    expect(percents([5, 4, 3])).toEqual({ 5: 33, 4: 33, 3: 33, 2: 0, 1: 0 });
    const shares = ratingShares([...Array<number>(8).fill(5), 4, 4, 4, 3, 3, 2, 1]);
    expect(shares.find((row) => row.star === 2)?.percent).toBe(shares.find((row) => row.star === 1)?.percent);
  });

  it('makes the percentages of a non-empty set add up to 100', () => {
    // 8, 3, 2, 1, 1 of 15: 53.3, 20, 13.3, 6.7, 6.7; the two 6.7s take the two missing points together.
    expect(percents([...Array<number>(8).fill(5), 4, 4, 4, 3, 3, 2, 1])).toEqual({ 5: 53, 4: 20, 3: 13, 2: 7, 1: 7 });
    // 1/6 = 16.7 and 5/6 = 83.3: the larger remainder wins.
    expect(percents([5, 5, 5, 5, 5, 1])).toEqual({ 5: 83, 4: 0, 3: 0, 2: 0, 1: 17 });
    // One of each: 20 each, no adjustment.
    expect(percents([1, 2, 3, 4, 5])).toEqual({ 5: 20, 4: 20, 3: 20, 2: 20, 1: 20 });
    for (const ratings of [[5, 4, 4, 3, 3, 3, 2], [0.5, 1.5, 2.5, 3.5, 4.5, 5, 5], Array<number>(7).fill(4.5)]) {
      const total = ratingShares(ratings).reduce((sum, row) => sum + row.percent, 0);
      expect(total).toBe(100);
    }
  });

  it('never gives points to a star nobody chose', () => {
    const shares = ratingShares([5, 4, 4]);
    expect(shares.find((row) => row.star === 1)?.percent).toBe(0);
    expect(percents([5, 4, 4])).toEqual({ 5: 33, 4: 67, 3: 0, 2: 0, 1: 0 });
  });

  it('shows 0 everywhere for no ratings', () => {
    expect(percents([])).toEqual({ 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 });
    expect(counts([])).toEqual({ 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 });
  });

  it('ignores invalid ratings', () => {
    expect(counts([5, 0, 6, 4.2])).toEqual({ 5: 1, 4: 0, 3: 0, 2: 0, 1: 0 });
    expect(percents([5, 0, 6])).toEqual({ 5: 100, 4: 0, 3: 0, 2: 0, 1: 0 });
  });
});
