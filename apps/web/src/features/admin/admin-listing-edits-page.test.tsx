// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminListingEdit } from '@local-shops/shared/listing';
import { AdminListingEditsPage } from './admin-listing-edits-page.tsx';
import { onePage, renderConsolePage, resetConsoleTest, stubConsoleApi } from './admin-test-support.tsx';

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

afterEach(resetConsoleTest);

describe('console listing edits', () => {
  it('shows each changed field before and after, and approves the edit', async () => {
    let decided = false;
    const sent = stubConsoleApi(({ method }) => {
      if (method === 'POST') decided = true;
      return {
        body:
          method === 'POST'
            ? { ...EDIT, status: 'approved' }
            : onePage([decided ? { ...EDIT, status: 'approved' } : EDIT]),
      };
    });
    renderConsolePage('/admin/listing-edits', <AdminListingEditsPage />);
    const card = await screen.findByRole('article', { name: 'Edit of Old Name Stores' });
    expect(within(card).getByRole('row', { name: /^Name/ }).textContent).toBe('NameOld Name StoresNew Name Stores');
    expect(within(card).getByRole('row', { name: /^Categories/ }).textContent).toBe(
      'CategoriesFood & GroceryMedical & Health',
    );
    // Latitude and longitude did not change: not shown.
    expect(within(card).queryByRole('row', { name: /^Latitude/ })).toBeNull();
    expect((within(card).getByRole('button', { name: 'Reject edit' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(card).getByRole('button', { name: 'Approve edit' }));
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/v1/admin/listing-edits/edit-1/approve',
    ]);
    expect(screen.queryByRole('button', { name: 'Approve edit' })).toBeNull();
  });
});
