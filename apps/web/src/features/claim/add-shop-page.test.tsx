// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_TEXTS, INITIAL_CLAIM_DRAFT, MESSAGES, PERSIST_KEY, type IndianState } from '@local-shops/shared';
import { sampleClaimDraft } from '@local-shops/shared/testing';
import { resetScreen } from '../../lib/reset-screen.ts';
import { useAppStore } from '../../lib/store.ts';
import { requestedUrls, stubApi } from '../../lib/test-helpers.ts';
import { toast, Toaster } from '../../lib/toast.tsx';
import { AddShopPage } from './add-shop-page.tsx';

vi.mock('../../lib/scale-image.ts', () => ({
  imageFileToDataUrl: vi.fn(async () => 'data:image/jpeg;base64,/9j/AAAA'),
}));

const STATES: IndianState[] = [
  {
    code: 'UP',
    name: 'Uttar Pradesh',
    kind: 'state',
    lat: 26.85,
    long: 80.95,
    towns: [
      { name: 'Varanasi', lat: 25.3176, long: 82.9739, pin: '221001' },
      { name: 'Lucknow', lat: 26.8467, long: 80.9462, pin: '226001' },
    ],
  },
  {
    code: 'BR',
    name: 'Bihar',
    kind: 'state',
    lat: 25.6,
    long: 85.1,
    towns: [{ name: 'Patna', lat: 25.5941, long: 85.1376, pin: '800001' }],
  },
];

const CATEGORIES = [
  { id: 'food', label: 'Food & Grocery', subCategories: [] },
  { id: 'medical', label: 'Medical & Health', subCategories: [] },
];

const SUB_CATEGORIES = [
  { id: 'kirana', label: 'Kirana', categoryId: 'food' },
  { id: 'dairy', label: 'Dairy', categoryId: 'food' },
  { id: 'chemist', label: 'Chemist', categoryId: 'medical' },
];

const VALID = sampleClaimDraft();

function stubReferenceData() {
  return stubApi((url) => {
    if (url.pathname === '/v1/reference/states') return { body: { items: STATES } };
    if (url.pathname === '/v1/categories/filter') return { body: { items: CATEGORIES } };
    if (url.pathname === '/v1/sub-categories/filter') {
      const ids = (url.searchParams.get('categoryIds') ?? '').split(',');
      return { body: { items: SUB_CATEGORIES.filter((sub) => ids.includes(sub.categoryId)) } };
    }
    return undefined;
  });
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/add-shop']}>
      <Routes>
        <Route path="/add-shop" element={<AddShopPage />} />
        <Route path="/add-store-front-picture" element={<h1>Store front step</h1>} />
        <Route path="/instructions" element={<h1>Instructions step</h1>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

const draft = () => useAppStore.getState().claimShop;

beforeEach(() => {
  localStorage.clear();
  useAppStore.setState({
    claimShop: INITIAL_CLAIM_DRAFT,
    savedShop: { savedShopDetails: null },
    location: { latitude: null, longitude: null, error: null },
    validMobileNumber: '',
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  await resetScreen();
});

describe('AddShopPage', () => {
  it("says 'Please provide the shop name.' for Next on an empty form, as a toast and beside the field", async () => {
    stubReferenceData();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Claim Shop - Add details' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText(MESSAGES.shopNameRequired)).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.shopNameRequired);
    const name = screen.getByLabelText('Shop name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(screen.queryByRole('dialog')).toBeNull();

    // Typing a name clears the mark, and the next check speaks up.
    fireEvent.change(name, { target: { value: 'Gupta Kirana' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText(MESSAGES.introRequired)).toHaveLength(2);
    await screen.findByRole('option', { name: 'Bihar' });
  });

  it('marks every invalid field at once, focuses the first and names it alone in the toast', async () => {
    stubReferenceData();
    useAppStore.setState({
      claimShop: { ...VALID, intro: ' ', pin: '012345', email: 'ganesh@', shopOwnerCancelledChequeImage: null },
    });
    renderPage();
    await screen.findByRole('option', { name: 'Bihar' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    // The toast says the first failure in SPEC.md's order; each field says its own.
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.introRequired);
    const marked: Array<[HTMLElement, string]> = [
      [screen.getByLabelText('Short intro'), MESSAGES.introRequired],
      [screen.getByLabelText('Pin code'), MESSAGES.pincodeInvalid],
      [screen.getByLabelText('Email address'), MESSAGES.emailInvalid],
      [screen.getByRole('button', { name: CLAIM_TEXTS.uploadImage }), MESSAGES.chequeImageRequired],
    ];
    for (const [field, message] of marked) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const error = document.getElementById(field.getAttribute('aria-describedby')!.split(' ').at(-1)!);
      expect(error?.textContent).toBe(message);
    }
    expect(screen.getByLabelText('Shop name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(MESSAGES.shopNameRequired)).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Short intro'));

    // Fixing one field clears only its own mark.
    fireEvent.change(screen.getByLabelText('Pin code'), { target: { value: '221001' } });
    expect(screen.getByLabelText('Pin code').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
  });

  it("keeps every digit of a pasted pin code: '560 001' gives 560001", () => {
    stubReferenceData();
    renderPage();
    const pin = screen.getByLabelText<HTMLInputElement>('Pin code');
    // What a browser inserts on paste: the text cut to maxLength, when the field has one.
    const paste = (input: HTMLInputElement, text: string) =>
      fireEvent.change(input, { target: { value: input.maxLength >= 0 ? text.slice(0, input.maxLength) : text } });
    paste(pin, '560 001');
    expect(draft().pin).toBe('560001');
    expect(pin.value).toBe('560001');
    paste(pin, 'PIN: 560-0012');
    expect(draft().pin).toBe('560001');

    const number = screen.getByLabelText<HTMLInputElement>('Owner contact number');
    paste(number, '+91 98765 43210');
    expect(draft().shopOwnerContactNumber).toBe('+919876543210');
  });

  it('goes straight to the store-front step when the number is the verified one', async () => {
    stubReferenceData();
    useAppStore.setState({ claimShop: VALID, validMobileNumber: VALID.shopOwnerContactNumber });
    renderPage();
    await screen.findByRole('option', { name: 'Varanasi' });
    expect(screen.getByRole('button', { name: 'Image Uploaded' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Store front step' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens KYC Verification for a number not yet verified, and goes on once it is verified', async () => {
    stubApi((url) => {
      if (url.pathname === '/v1/otp/verification') return { body: { message: 'OTP sent.' } };
      if (url.pathname === '/v1/otp/verify-otp') return { body: { mobileNumber: VALID.shopOwnerContactNumber } };
      if (url.pathname === '/v1/reference/states') return { body: { items: STATES } };
      return { body: { items: [] } };
    });
    useAppStore.setState({ claimShop: VALID, validMobileNumber: '+919000000000' });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = screen.getByRole('dialog', { name: 'KYC Verification' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Enter Mobile number').value).toBe(
      VALID.shopOwnerContactNumber,
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    fireEvent.change(await within(dialog).findByLabelText('OTP'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('heading', { name: 'Store front step' })).toBeTruthy();
    expect(useAppStore.getState().validMobileNumber).toBe(VALID.shopOwnerContactNumber);
  });

  it("saves the draft locally with 'Data saved locally.'", () => {
    stubReferenceData();
    useAppStore.setState({ claimShop: { ...VALID, name: '' } });
    renderPage();
    fireEvent.change(screen.getByLabelText('Shop name'), { target: { value: 'Sharma Medicals' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(MESSAGES.dataSavedLocally)).toBeTruthy();
    const expected = { ...VALID, name: 'Sharma Medicals', isSaved: true };
    expect(useAppStore.getState().savedShop.savedShopDetails).toEqual(expected);
    expect(JSON.parse(localStorage.getItem(PERSIST_KEY)!).state.savedShop.savedShopDetails).toEqual(expected);
  });

  it('says when the phone storage is full, and keeps the form and the old saved draft', () => {
    stubReferenceData();
    useAppStore.setState({ claimShop: VALID });
    renderPage();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toContain(CLAIM_TEXTS.storageFull);
    expect(useAppStore.getState().savedShop.savedShopDetails).toBeNull();
    expect(draft()).toEqual(VALID);
    expect(screen.getByLabelText<HTMLInputElement>('Shop name').value).toBe(VALID.name);
  });

  it('offers the towns of the chosen state, and a new state clears the city', async () => {
    stubReferenceData();
    renderPage();
    const city = screen.getByLabelText<HTMLSelectElement>('City');
    expect(city.disabled).toBe(true);
    expect(within(city).getAllByRole('option')).toHaveLength(1);
    await screen.findByRole('option', { name: 'Bihar' });

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Uttar Pradesh' } });
    expect(
      within(city)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose city', 'Lucknow', 'Varanasi']);
    fireEvent.change(city, { target: { value: 'Varanasi' } });
    expect(draft().city).toBe('Varanasi');

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Bihar' } });
    expect(draft()).toMatchObject({ state: 'Bihar', city: null });
    expect(
      within(city)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose city', 'Patna']);
  });

  it('loads the sub-categories of the chosen categories and drops those of a removed category', async () => {
    const api = stubReferenceData();
    renderPage();
    const subToggle = screen.getByRole('button', { name: /^Sub-category/ });
    expect(subToggle).toHaveProperty('disabled', true);

    const categoryToggle = screen.getByRole('button', { name: /^Category/ });
    fireEvent.click(categoryToggle);
    expect(categoryToggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Food & Grocery' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Medical & Health' }));
    expect(draft().categories.map((c) => c.id)).toEqual(['food', 'medical']);
    expect(categoryToggle.textContent).toContain('2 selected');

    // One tap on the next picker closes this one: no Done tap needed.
    fireEvent.click(subToggle);
    expect(categoryToggle.getAttribute('aria-expanded')).toBe('false');
    expect(subToggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Kirana' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Chemist' }));
    expect(requestedUrls(api)).toContain('/v1/sub-categories/filter?categoryIds=food,medical');
    expect(screen.getByRole('group', { name: 'Food & Grocery' })).toBeTruthy();
    expect(draft().subCategories).toEqual([
      { id: 'kirana', label: 'Kirana', categoryId: 'food' },
      { id: 'chemist', label: 'Chemist', categoryId: 'medical' },
    ]);
    act(() => screen.getByLabelText('Shop owner name').focus());
    expect(subToggle.getAttribute('aria-expanded')).toBe('false');

    const chips = screen.getByRole('list', { name: 'Selected category' });
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove Medical & Health' }));
    expect(draft().categories.map((c) => c.id)).toEqual(['food']);
    expect(draft().subCategories.map((s) => s.id)).toEqual(['kirana']);
    expect(document.activeElement).toBe(categoryToggle);
  });

  it("stores the owner's number as +91 and the national digits", () => {
    stubReferenceData();
    renderPage();
    const number = screen.getByLabelText<HTMLInputElement>('Owner contact number');
    expect(number.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('+91')).toBeTruthy();
    fireEvent.change(number, { target: { value: '98765 43210' } });
    expect(draft().shopOwnerContactNumber).toBe('+919876543210');
    expect(number.value).toBe('9876543210');
    fireEvent.change(number, { target: { value: '' } });
    expect(draft().shopOwnerContactNumber).toBe('');
  });

  it('fills state, city and pin from the nearest town with Use my location', async () => {
    stubReferenceData();
    useAppStore.setState({ location: { latitude: 25.28, longitude: 83.0, error: null } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(draft()).toMatchObject({ state: 'Uttar Pradesh', city: 'Varanasi', pin: '221001' });
    expect(screen.getByLabelText<HTMLSelectElement>('City').value).toBe('Varanasi');
    expect(screen.getByText(CLAIM_TEXTS.filledFromLocation('Varanasi', 'Uttar Pradesh'))).toBeTruthy();
  });

  it('has no Use my location without a device position', async () => {
    stubReferenceData();
    renderPage();
    await screen.findByRole('option', { name: 'Bihar' });
    expect(screen.queryByRole('button', { name: 'Use my location' })).toBeNull();
  });

  it('takes an image for the cheque and refuses any other file', async () => {
    stubReferenceData();
    const { container } = renderPage();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/*');

    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cheque.pdf', { type: 'application/pdf' })] } });
    expect(screen.getAllByText(MESSAGES.chequeImageNotImage)).toHaveLength(2);
    expect(draft().shopOwnerCancelledChequeImage).toBeNull();

    fireEvent.change(input, { target: { files: [new File(['jpeg'], 'cheque.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByRole('button', { name: 'Image Uploaded' })).toBeTruthy();
    expect(draft().shopOwnerCancelledChequeImage).toBe('data:image/jpeg;base64,/9j/AAAA');
    act(() => toast.dismiss());
    // The mark beside the field goes with the new photo.
    expect(screen.queryByText(MESSAGES.chequeImageNotImage)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.getByRole('button', { name: 'Upload Image' })).toBeTruthy();
    expect(draft().shopOwnerCancelledChequeImage).toBeNull();
  });

  it("takes 'provide the cheque' away once the cheque is added, so it never stands over the OTP dialog", async () => {
    stubReferenceData();
    useAppStore.setState({ claimShop: { ...VALID, shopOwnerCancelledChequeImage: null } });
    const { container } = renderPage();
    await screen.findByRole('option', { name: 'Bihar' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.chequeImageRequired);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['jpeg'], 'cheque.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByRole('button', { name: 'Image Uploaded' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(MESSAGES.chequeImageRequired)).toBeNull();
  });

  it('Cancel goes back to the instructions', () => {
    stubReferenceData();
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Instructions step' })).toBeTruthy();
  });
});
