// @vitest-environment jsdom
import type { AdminListingEdit } from '@local-shops/shared/listing';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminListingEditsPage } from './admin-listing-edits-page.tsx';

const EDIT: AdminListingEdit = {
  id: 'edit-1',
  shopId: 'shop-1',
  shopName: 'Old Name Stores',
  mobileNumber: '+919876543210',
  status: 'pending_review',
  before: { name: 'Old Name Stores', categories: [{ id: 'food', label: 'Food & Grocery' }] },
  after: { name: 'New Name Stores', categories: [{ id: 'medical', label: 'Medical & Health' }] },
  submittedAt: '2026-09-01T08:00:00.000Z',
  decidedAt: null,
  reason: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('console listing edits', () => {
  it('shows each changed field before and after, and approves the edit', async () => {
    let decided = false;
    const posted: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        if (init?.method === 'POST') {
          posted.push(url.pathname);
          decided = true;
          return new Response(JSON.stringify({ ...EDIT, status: 'approved' }), { status: 200 });
        }
        const items = [decided ? { ...EDIT, status: 'approved' } : EDIT];
        return new Response(JSON.stringify({ items, links: { next: null }, meta: { total: 1 } }), { status: 200 });
      }),
    );
    render(
      <MemoryRouter initialEntries={['/admin/listing-edits']}>
        <Routes>
          <Route element={<Outlet context={{ onSignedOut: () => undefined }} />}>
            <Route path="/admin/listing-edits" element={<AdminListingEditsPage />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    const card = await screen.findByRole('article', { name: 'Edit of Old Name Stores' });
    expect(within(card).getByRole('row', { name: /^Name/ }).textContent).toBe('NameOld Name StoresNew Name Stores');
    expect(within(card).getByRole('row', { name: /^Categories/ }).textContent).toBe('CategoriesFood & GroceryMedical & Health');
    // Latitude and longitude did not change: not shown.
    expect(within(card).queryByRole('row', { name: /^Latitude/ })).toBeNull();
    expect((within(card).getByRole('button', { name: 'Reject edit' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(card).getByRole('button', { name: 'Approve edit' }));
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(posted).toEqual(['/v1/admin/listing-edits/edit-1/approve']);
    expect(screen.queryByRole('button', { name: 'Approve edit' })).toBeNull();
  });
});
