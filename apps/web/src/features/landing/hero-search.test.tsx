// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeroSearch, SHOPS_SECTION_ID } from './hero-search.tsx';

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

afterEach(cleanup);

describe('HeroSearch', () => {
  it('puts the search in the address, keeping the rest of it, and scrolls to the list', () => {
    const scrollIntoView = vi.fn();
    render(
      <MemoryRouter initialEntries={['/?sort=name&q=old']}>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <HeroSearch />
                <section
                  id={SHOPS_SECTION_ID}
                  ref={(node) => {
                    if (node) node.scrollIntoView = scrollIntoView;
                  }}
                />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    const box = screen.getByRole('searchbox', { name: 'Find a shop near you' });
    expect((box as HTMLInputElement).value).toBe('old');
    fireEvent.change(box, { target: { value: '  sweats ' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('address').textContent).toBe('/?sort=name&q=sweats');
    expect(scrollIntoView).toHaveBeenCalled();

    fireEvent.click(screen.getByRole('link', { name: /Shops near you/ }));
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });
});
