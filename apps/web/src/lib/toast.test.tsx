// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster, dismissErrorsOnNavigation, toast } from './toast.tsx';

function routerWithToaster() {
  const router = createMemoryRouter(
    [
      { path: '/subscribe', element: null },
      { path: '/successful-thank-you', element: null },
    ],
    { initialEntries: ['/subscribe'] },
  );
  const stop = dismissErrorsOnNavigation(router);
  render(<Toaster />);
  return { router, stop };
}

afterEach(() => {
  cleanup();
  act(() => toast.dismiss());
});

describe('toasts and navigation', () => {
  it('dismisses an error toast when the screen changes, so thank-you never shows a decline', async () => {
    const { router, stop } = routerWithToaster();
    act(() => toast.error('Payment declined by the bank.'));
    expect(screen.getByRole('alert').textContent).toContain('Payment declined by the bank.');
    await act(() => router.navigate('/successful-thank-you', { state: { success: true } }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Payment declined by the bank.')).toBeNull();
    stop();
  });

  it('keeps a success toast across the navigation it explains', async () => {
    const { router, stop } = routerWithToaster();
    act(() => toast.success('Submitted successfully'));
    await act(() => router.navigate('/successful-thank-you', { state: { success: true } }));
    expect(screen.getByRole('status').textContent).toContain('Submitted successfully');
    stop();
  });

  it('dismissErrors clears a complaint and leaves good news alone', () => {
    render(<Toaster />);
    act(() => toast.error('Could not save.'));
    act(() => toast.dismissErrors());
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => toast.info('Filled in from your location.'));
    act(() => toast.dismissErrors());
    expect(screen.getByRole('status').textContent).toContain('Filled in from your location.');
  });
});
