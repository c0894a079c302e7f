// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StarRating } from './star-rating';

afterEach(cleanup);

// One element per rating: read out as a picture with its value, the filled
// layer ending after the last full star, or halfway through the next one.
describe('StarRating', () => {
  const filledWidth = (element: HTMLElement) => element.style.getPropertyValue('--star-filled');

  it('reads out the rating and fills whole stars with the gaps between them', () => {
    render(<StarRating value={4} size={16} />);
    const stars = screen.getByRole('img', { name: '별점 4.0점 (5점 만점)' });
    expect(stars.dataset.stars).toBe('full full full full empty');
    expect(filledWidth(stars)).toBe(`${4 * (16 + 2)}px`);
    expect(stars.childElementCount).toBe(0);
  });

  it('stops halfway through the star a half point falls on', () => {
    render(<StarRating value={3.5} size={20} label="평균 별점 3.5점 (5점 만점)" />);
    const stars = screen.getByRole('img', { name: '평균 별점 3.5점 (5점 만점)' });
    expect(stars.dataset.stars).toBe('full full full half empty');
    expect(filledWidth(stars)).toBe(`${3 * (20 + 2) + 10}px`);
    expect(stars.style.getPropertyValue('--star-size')).toBe('20px');
  });

  it('rounds an average to the nearest half and leaves no fill at zero', () => {
    const { rerender } = render(<StarRating value={3.74} />);
    expect(screen.getByRole('img').dataset.stars).toBe('full full full half empty');
    rerender(<StarRating value={0} />);
    expect(filledWidth(screen.getByRole('img'))).toBe('0px');
  });
});
