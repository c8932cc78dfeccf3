// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENQUIRY_LABELS, LABELS, MESSAGES } from '@local-shops/shared';
import { resetScreen } from '../../lib/reset-screen.ts';
import { useAppStore } from '../../lib/store.ts';
import { Toaster } from '../../lib/toast.tsx';
import { RegistrationEnquiryPage } from './registration-enquiry-page.tsx';

function ThankYouProbe() {
  const { state } = useLocation() as { state: unknown };
  return <p>thank-you {JSON.stringify(state)}</p>;
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/registration-enquiry']}>
      <Routes>
        <Route path="/registration-enquiry" element={<RegistrationEnquiryPage />} />
        <Route path="/successful-thank-you" element={<ThankYouProbe />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  const submit = () => screen.getByRole('button', { name: LABELS.submit });
  const fill = (shop: string, owner: string, digits: string) => {
    fireEvent.change(screen.getByLabelText(ENQUIRY_LABELS.shopName), { target: { value: shop } });
    fireEvent.change(screen.getByLabelText(ENQUIRY_LABELS.ownersName), { target: { value: owner } });
    fireEvent.change(screen.getByLabelText(ENQUIRY_LABELS.contactNumber), { target: { value: digits } });
  };
  return { submit, fill };
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  useAppStore.setState({ registrationEnquiry: { validMobileNumber: [] } });
  window.dataLayer = [];
});
afterEach(async () => {
  await resetScreen();
});

describe('RegistrationEnquiryPage', () => {
  it('shows the form of SPEC.md with Submit disabled while a field is empty', () => {
    const { submit, fill } = renderPage();
    expect(screen.getByRole('heading', { name: LABELS.enquiryTitle })).toBeTruthy();
    expect(screen.getByText(LABELS.enquiryCallbackNote)).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
    fill('Gupta Kirana', '', '9876543210');
    expect(submit()).toHaveProperty('disabled', true);
    fill('Gupta Kirana', 'Ravi Gupta', '9876543210');
    expect(submit()).toHaveProperty('disabled', false);
  });

  it('checks the number, then the numbers already submitted from this browser, without calling the server', async () => {
    const api = vi.fn();
    vi.stubGlobal('fetch', api);
    const { submit, fill } = renderPage();
    fill('Gupta Kirana', 'Ravi Gupta', '12345');
    fireEvent.click(submit());
    expect((await screen.findAllByText(MESSAGES.enquiryContactInvalid)).length).toBeGreaterThan(0);

    act(() => useAppStore.getState().addEnquiryNumber('+919876543210'));
    fill('Gupta Kirana', 'Ravi Gupta', '9876543210');
    fireEvent.click(submit());
    expect((await screen.findAllByText(MESSAGES.enquiryDuplicate)).length).toBeGreaterThan(0);
    expect(api).not.toHaveBeenCalled();
  });

  it('submits, shows Submitting..., remembers the number, tracks form_submission and goes to the thank-you page', async () => {
    let release: (r: Response) => void = () => {};
    const api = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', api);
    const { fill } = renderPage();
    fill(' Gupta Kirana ', 'Ravi Gupta', '98765 43210');
    fireEvent.click(screen.getByRole('button', { name: LABELS.submit }));
    const busy = await screen.findByRole('button', { name: ENQUIRY_LABELS.submitting });
    expect(busy).toHaveProperty('disabled', true);
    const [url, init] = api.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/enquiries');
    expect(JSON.parse(String(init.body))).toEqual({
      shopName: 'Gupta Kirana',
      ownersName: 'Ravi Gupta',
      contactNumber: '+919876543210',
    });

    await act(async () => release(answer(201, { id: 'e1', message: MESSAGES.enquirySubmitted })));
    expect(await screen.findByText('thank-you {"success":true}')).toBeTruthy();
    expect(screen.getByText(MESSAGES.enquirySubmitted)).toBeTruthy();
    expect(useAppStore.getState().registrationEnquiry.validMobileNumber).toEqual(['+919876543210']);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'form_submission' }));
  });

  it("shows the server's duplicate answer (a number submitted from another browser) and remembers it", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(409, { statusCode: 409, error: 'Conflict', message: MESSAGES.enquiryDuplicate })),
    );
    const { fill } = renderPage();
    fill('Gupta Kirana', 'Ravi Gupta', '9876543211');
    fireEvent.click(screen.getByRole('button', { name: LABELS.submit }));
    expect((await screen.findAllByText(MESSAGES.enquiryDuplicate)).length).toBeGreaterThan(0);
    expect(useAppStore.getState().registrationEnquiry.validMobileNumber).toEqual(['+919876543211']);
    expect(screen.getByRole('button', { name: LABELS.submit })).toHaveProperty('disabled', false);
  });

  it("says 'Failed to Submit.' on any other failure and lets the owner try again", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' })),
    );
    const { fill } = renderPage();
    fill('Gupta Kirana', 'Ravi Gupta', '9876543212');
    fireEvent.click(screen.getByRole('button', { name: LABELS.submit }));
    expect(await screen.findByText(MESSAGES.enquiryFailed)).toBeTruthy();
    expect(useAppStore.getState().registrationEnquiry.validMobileNumber).toEqual([]);
    expect(screen.getByRole('button', { name: LABELS.submit })).toHaveProperty('disabled', false);
  });
});
