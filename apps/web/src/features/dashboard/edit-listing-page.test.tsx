// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnerListing } from '@local-shops/shared/listing';
import { forgetOwnerSession } from '../../lib/owner-session.ts';
import { resetScreen } from '../../lib/reset-screen.ts';
import { stubApi } from '../../lib/test-helpers.ts';
import { Toaster } from '../../lib/toast.tsx';
import { EditListingPage } from './edit-listing-page.tsx';

const LISTING: OwnerListing = {
  id: 'shop-1',
  name: 'Gupta Kirana Store',
  intro: 'Daily groceries.',
  lat: 25.28,
  long: 82.99,
  categories: [{ id: 'food-and-grocery', label: 'Food & Grocery' }],
  openingHours: null,
  holidays: [],
  phoneVisible: false,
  phone: '+919876543210',
  whatsappNumber: null,
  photos: [],
  edit: null,
};

function stub(status = 200) {
  const bodies: unknown[] = [];
  const api = stubApi(() => undefined);
  // PATCH answers are built from what was sent.
  api.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push(body);
      const { name, ...direct } = body;
      const answer = {
        ...LISTING,
        ...direct,
        edit: name
          ? {
              id: 'e1',
              status: 'pending_review',
              before: { name: LISTING.name },
              after: { name },
              submittedAt: '',
              decidedAt: null,
              reason: null,
            }
          : null,
      };
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    if (url.pathname === '/v1/otp/session')
      return new Response(JSON.stringify({ mobileNumber: '+919876543210' }), { status: 200 });
    if (url.pathname === '/v1/categories/filter')
      return new Response(
        JSON.stringify({ items: [{ id: 'food-and-grocery', label: 'Food & Grocery', subCategories: [] }] }),
        { status: 200 },
      );
    if (url.pathname === '/v1/owner/shops/shop-1') {
      return status === 200
        ? new Response(JSON.stringify(LISTING), { status: 200 })
        : new Response(JSON.stringify({ statusCode: status, error: 'Forbidden', message: 'no' }), { status });
    }
    return new Response('{}', { status: 404 });
  });
  return bodies;
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/dashboard/shops/shop-1/edit']}>
      <Routes>
        <Route path="/dashboard/shops/:shopId/edit" element={<EditListingPage />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  forgetOwnerSession();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  await resetScreen();
});

describe('EditListingPage', () => {
  it('sets the hours (closed on Sunday, Monday copied to all days) and sends only what changed', async () => {
    const bodies = stub();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Set opening hours' }));
    fireEvent.change(screen.getByLabelText('Monday closes'), { target: { value: '20:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy Monday to all days' }));
    const sunday = screen.getByText('Sunday').closest('li')!;
    fireEvent.click(within(sunday).getByLabelText('Closed'));
    fireEvent.click(screen.getByLabelText('Show a Call button with +919876543210'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your listing is saved.')).toBeTruthy();
    const range = [{ opens: '09:00', closes: '20:00' }];
    expect(bodies).toEqual([
      {
        openingHours: { mon: range, tue: range, wed: range, thu: range, fri: range, sat: range, sun: [] },
        phoneVisible: true,
      },
    ]);
  });

  it('says a new name goes to review, and refuses a WhatsApp number that is too short before sending', async () => {
    const bodies = stub();
    renderPage();
    fireEvent.change(await screen.findByLabelText('Shop name'), { target: { value: 'Gupta General Store' } });
    fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '98123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^whatsappNumber must be an Indian mobile number/)).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/go to our review team first/)).toBeTruthy();
    expect(bodies).toEqual([{ name: 'Gupta General Store' }]);
    await waitFor(() => expect(screen.getByText('Waiting for review')).toBeTruthy());
  });

  it("tells a number that is not the shop's approved owner so", async () => {
    stub(403);
    renderPage();
    expect(
      await screen.findByText('Only the number whose claim on this shop was approved can edit its listing.'),
    ).toBeTruthy();
  });
});
