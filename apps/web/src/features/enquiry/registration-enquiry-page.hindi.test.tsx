// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LABELS as HI_LABELS } from '@local-shops/shared/locales/hi/labels';
import { MESSAGES as HI_MESSAGES } from '@local-shops/shared/locales/hi/messages';
import { ENQUIRY_LABELS as HI_ENQUIRY_LABELS } from '@local-shops/shared/locales/hi/review';
import { setLocale } from '../../lib/i18n.ts';
import { resetScreen } from '../../lib/reset-screen.ts';
import { useAppStore } from '../../lib/store.ts';
import { Toaster } from '../../lib/toast.tsx';
import { RegistrationEnquiryPage } from './registration-enquiry-page.tsx';

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/registration-enquiry']}>
      <Routes>
        <Route path="/registration-enquiry" element={<RegistrationEnquiryPage />} />
        <Route path="/successful-thank-you" element={<p>thank-you</p>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

const fill = (shop: string, owner: string, digits: string) => {
  fireEvent.change(screen.getByLabelText(HI_ENQUIRY_LABELS.shopName), { target: { value: shop } });
  fireEvent.change(screen.getByLabelText(HI_ENQUIRY_LABELS.ownersName), { target: { value: owner } });
  fireEvent.change(screen.getByLabelText(HI_ENQUIRY_LABELS.contactNumber), { target: { value: digits } });
};

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  useAppStore.setState({ registrationEnquiry: { validMobileNumber: [] } });
  window.dataLayer = [];
});

afterEach(async () => {
  await resetScreen();
});

describe('RegistrationEnquiryPage in Hindi', () => {
  it('shows the form and its own checks in Hindi', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderPage();
    await act(() => setLocale('hi'));
    expect(await screen.findByRole('heading', { name: HI_LABELS.enquiryTitle })).toBeTruthy();
    expect(screen.getByText(HI_LABELS.enquiryCallbackNote)).toBeTruthy();
    fill('गुप्ता किराना', 'रवि गुप्ता', '12345');
    fireEvent.click(screen.getByRole('button', { name: HI_LABELS.submit }));
    expect((await screen.findAllByText(HI_MESSAGES.enquiryContactInvalid)).length).toBeGreaterThan(0);
  });

  it("shows the server's answer as it comes (the server answers in Hindi itself)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(409, { statusCode: 409, error: 'Conflict', message: HI_MESSAGES.enquiryDuplicate })),
    );
    renderPage();
    await act(() => setLocale('hi'));
    fill('गुप्ता किराना', 'रवि गुप्ता', '9876543211');
    fireEvent.click(screen.getByRole('button', { name: HI_LABELS.submit }));
    expect((await screen.findAllByText(HI_MESSAGES.enquiryDuplicate)).length).toBeGreaterThan(0);
  });

  it("says 'Failed to Submit.' in Hindi on any other failure", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' })),
    );
    renderPage();
    await act(() => setLocale('hi'));
    fill('गुप्ता किराना', 'रवि गुप्ता', '9876543212');
    fireEvent.click(screen.getByRole('button', { name: HI_LABELS.submit }));
    expect(await screen.findByText(HI_MESSAGES.enquiryFailed)).toBeTruthy();
  });
});
