// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTopOnNavigation } from './scroll-to-top.tsx';

function Buttons() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate('/add-shop')}>
        Next
      </button>
      <button type="button" onClick={() => void navigate('?order=name')}>
        Order
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderAt(path: string) {
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTopOnNavigation />
      <Buttons />
    </MemoryRouter>,
  );
  return scrollTo;
}

const tap = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ScrollToTopOnNavigation', () => {
  it('opens the next screen at its top (Instructions -> Next opened the form 991 px down)', () => {
    const scrollTo = renderAt('/instructions');
    expect(scrollTo).not.toHaveBeenCalled();
    tap('Next');
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });

  it('keeps the place when only the query changes, and leaves Back to the browser', () => {
    const scrollTo = renderAt('/instructions');
    tap('Order');
    expect(scrollTo).not.toHaveBeenCalled();
    tap('Next');
    scrollTo.mockClear();
    tap('Back');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
