// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DismissOnNavigation, toast, Toaster } from './toast.tsx';

/** The toaster beside a router, as main.tsx and app/router.tsx put them; the buttons move between screens. */
function Screens() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <DismissOnNavigation screen={location.pathname} />
      <button type="button" onClick={() => void navigate('/successful-thank-you', { state: { success: true } })}>
        Next screen
      </button>
      <button type="button" onClick={() => void navigate('/')}>
        Home
      </button>
      <button type="button" onClick={() => void navigate('?order=name')}>
        Order by name
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

const tap = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

afterEach(() => {
  cleanup();
  act(() => toast.dismiss());
});

describe('toasts and navigation', () => {
  it('dismisses an error toast when the screen changes, so thank-you never shows a decline', () => {
    routerWithToaster();
    act(() => void toast.error('Payment declined by the bank.'));
    expect(screen.getByRole('alert').textContent).toContain('Payment declined by the bank.');
    tap('Next screen');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Payment declined by the bank.')).toBeNull();
  });

  it('dismisses a success toast of the screen left, so "OTP sent" never shows on the photo page', () => {
    routerWithToaster();
    act(() => void toast.success('OTP sent successfully.'));
    tap('Next screen');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps a toast raised for the next screen across the navigation it explains, and not past it', () => {
    routerWithToaster();
    act(() => void toast.success('Submitted successfully', { forNextScreen: true }));
    tap('Next screen');
    expect(screen.getByRole('status').textContent).toContain('Submitted successfully');
    tap('Home');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the toast when only the query changes: the screen is the same', () => {
    routerWithToaster();
    act(() => void toast.info('Filled in from your location.'));
    tap('Order by name');
    expect(screen.getByRole('status').textContent).toContain('Filled in from your location.');
  });

  it('dismiss(id) takes that toast away, and leaves a newer one alone', () => {
    render(<Toaster />);
    let first = 0;
    act(() => void (first = toast.error('Please provide the cheque.')));
    act(() => toast.dismiss(first));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => void (first = toast.error('Please provide the cheque.')));
    act(() => void toast.error('Something else.'));
    act(() => toast.dismiss(first));
    expect(screen.getByRole('alert').textContent).toContain('Something else.');
  });

  it('dismissErrors clears a complaint and leaves good news alone', () => {
    render(<Toaster />);
    act(() => void toast.error('Could not save.'));
    act(() => toast.dismissErrors());
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => void toast.info('Filled in from your location.'));
    act(() => toast.dismissErrors());
    expect(screen.getByRole('status').textContent).toContain('Filled in from your location.');
  });

  it("sits below the header's visible part, clear of its menu and language switch", () => {
    render(<header className="site-header" />);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ height: 61 }));
    render(<Toaster />);
    act(() => void toast.success('Shop saved.'));
    expect(screen.getByRole('status').style.getPropertyValue('--toast-top')).toBe('61px');
    vi.restoreAllMocks();
  });
});
