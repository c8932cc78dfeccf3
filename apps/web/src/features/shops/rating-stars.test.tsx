// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { shop } from '../../lib/test-helpers.ts';
import { RatingSummary } from './rating-stars.tsx';
import { ShopRow } from './shop-row.tsx';

afterEach(cleanup);

const row = (rating: { average: number | null; count: number }) =>
  render(
    <MemoryRouter>
      <ul>
        <ShopRow shop={shop('s1', { name: 'Gupta Sweets', rating })} deviceLat={null} deviceLong={null} />
      </ul>
    </MemoryRouter>,
  );

describe('ratings', () => {
  it('shows a list row rating as the average and the count, read out in words', () => {
    const { container } = row({ average: 4.3, count: 1234 });
    expect(container.querySelector('.row-rating')?.textContent).toContain('4.3 (1,234)');
    expect(screen.getByText('4.3 out of 5, 1,234 reviews')).toBeTruthy();
  });

  it('shows nothing in a row without reviews', () => {
    const { container } = row({ average: null, count: 0 });
    expect(container.querySelector('.row-rating')).toBeNull();
    expect(container.querySelector('.shops-row__meta')).toBeNull();
  });

  it("shows the shop page's stars filled to the average, or 'No reviews yet'", () => {
    const { container } = render(<RatingSummary rating={{ average: 3.5, count: 2 }} />);
    expect(screen.getByRole('link', { name: '3.5 out of 5 (2 reviews)' }).getAttribute('href')).toBe('#reviews');
    const fills = [...container.querySelectorAll('.stars__full')].map(
      (p) => (p as SVGPathElement).style.clipPath || 'full',
    );
    expect(fills).toEqual(['inset(0 0% 0 0)', 'inset(0 0% 0 0)', 'inset(0 0% 0 0)', 'inset(0 50% 0 0)']);
    cleanup();
    render(<RatingSummary rating={{ average: null, count: 0 }} />);
    expect(screen.getByRole('link', { name: 'No reviews yet' })).toBeTruthy();
  });
});
