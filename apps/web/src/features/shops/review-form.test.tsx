// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOwnerSession } from '../../lib/owner-session.ts';
import { resetScreen } from '../../lib/reset-screen.ts';
import { sentBody, stubApi } from '../../lib/test-helpers.ts';
import { Toaster } from '../../lib/toast.tsx';
import { ReviewForm } from './review-form.tsx';
import { ShopReviews } from './shop-reviews.tsx';

const EMPTY = { items: [], links: { next: null }, meta: { total: 0, page: 1, rating: { average: null, count: 0 } } };

beforeEach(() => {
  forgetOwnerSession();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await resetScreen();
});

describe('ReviewForm', () => {
  it('asks for a rating first, then posts the stars and the text', async () => {
    const api = stubApi((url) =>
      url.pathname === '/v1/claim-shops/shop-1/reviews'
        ? {
            status: 201,
            body: {
              id: 'r1',
              status: 'pending',
              message: 'Thank you! Your review will appear once our team has checked it.',
            },
          }
        : undefined,
    );
    const onSubmitted = vi.fn();
    render(
      <>
        <Toaster />
        <ReviewForm
          shopId="shop-1"
          shopName="Gupta Kirana"
          onClose={() => undefined}
          onSubmitted={onSubmitted}
          onError={() => undefined}
        />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Please choose a rating from 1 to 5 stars.')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText('Your review (optional)'), { target: { value: '  Honest weights.  ' } });
    expect(screen.getByText('981 characters left')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() =>
      expect(onSubmitted).toHaveBeenCalledWith('Thank you! Your review will appear once our team has checked it.'),
    );
    const [, init] = api.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(await sentBody(init.body)).toEqual({ rating: '5', text: 'Honest weights.' });
  });
});

describe("'Write a review'", () => {
  const renderReviews = () =>
    render(
      <MemoryRouter>
        <ShopReviews
          shopId="shop-1"
          shopName="Gupta Kirana"
          rating={{ average: null, count: 0 }}
          onReviewed={() => undefined}
        />
      </MemoryRouter>,
    );

  it('asks a visitor without a session to verify their number first', async () => {
    stubApi((url) =>
      url.pathname === '/v1/otp/session'
        ? { body: { mobileNumber: null } }
        : url.pathname === '/v1/claim-shops/shop-1/reviews'
          ? { body: EMPTY }
          : undefined,
    );
    renderReviews();
    expect(await screen.findByText('No reviews yet. Be the first to review this shop.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    expect(await screen.findByRole('dialog', { name: 'Verify your number to review' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Rate this shop' })).toBeNull();
  });

  it('opens the form at once for a number the session already proves', async () => {
    stubApi((url) =>
      url.pathname === '/v1/otp/session'
        ? { body: { mobileNumber: '+919800000003' } }
        : url.pathname === '/v1/claim-shops/shop-1/reviews'
          ? { body: EMPTY }
          : undefined,
    );
    renderReviews();
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    expect(await screen.findByRole('dialog', { name: 'Rate this shop' })).toBeTruthy();
  });
});
