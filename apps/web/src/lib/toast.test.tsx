// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DismissErrorsOnNavigation, toast, Toaster } from './toast.tsx';

/** The toaster beside a router, as main.tsx and app/router.tsx put them; the button moves on to thank-you. */
function Screens() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <DismissErrorsOnNavigation locationKey={location.key} />
      <button type="button" onClick={() => void navigate('/successful-thank-you', { state: { success: true } })}>
        Next screen
      </button>
    </>
  );
}

function routerWithToaster() {
  render(
    <MemoryRouter initialEntries={['/subscribe']}>
      <Screens />
    </MemoryRouter>,
  );
  render(<Toaster />);
}

afterEach(() => {
  cleanup();
  act(() => toast.dismiss());
});

describe('toasts and navigation', () => {
  it('dismisses an error toast when the screen changes, so thank-you never shows a decline', async () => {
    routerWithToaster();
    act(() => toast.error('Payment declined by the bank.'));
    expect(screen.getByRole('alert').textContent).toContain('Payment declined by the bank.');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Next screen' })));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Payment declined by the bank.')).toBeNull();
  });

  it('keeps a success toast across the navigation it explains', async () => {
    routerWithToaster();
    act(() => toast.success('Submitted successfully'));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Next screen' })));
    expect(screen.getByRole('status').textContent).toContain('Submitted successfully');
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
