// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_TEXTS, INITIAL_CLAIM_DRAFT, MESSAGES } from '@local-shops/shared';
import { sampleClaimDraft } from '@local-shops/shared/testing';
import { resetScreen } from '../../lib/reset-screen.ts';
import type * as ScaleImage from '../../lib/scale-image.ts';
import { useAppStore } from '../../lib/store.ts';
import { sentBody, xhrOverFetch } from '../../lib/test-helpers.ts';
import { Toaster } from '../../lib/toast.tsx';
import { StoreFrontPage } from './store-front-page.tsx';

vi.mock('../../lib/scale-image.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ScaleImage>()),
  scaleImageToDataUrl: vi.fn(async () => 'data:image/jpeg;base64,/9j/4AAQSkZJRg=='),
}));

const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
const NUMBER = '+919876543210';
const COMPOUND = 'H4WF+3R Varanasi, Uttar Pradesh, India';

const COMPLETE = sampleClaimDraft({
  shopOwnerContactNumber: NUMBER,
  storeFrontPicture: PHOTO,
  lat: 25.3176,
  long: 82.9739,
  capturedAddress: COMPOUND,
});

/** The towns the page reads for the pin code of the captured place. */
const STATES = [
  {
    code: 'UP',
    name: 'Uttar Pradesh',
    kind: 'state',
    lat: 26.85,
    long: 80.95,
    towns: [{ name: 'Varanasi', lat: 25.3176, long: 82.9739, pin: '221001' }],
  },
];

type Answer = { status?: number; body: unknown };
/** Stubs fetch: `answer` gets the method and path; every call but the towns' is recorded with its body (lib/test-helpers.ts sentBody). */
function stubFetch(answer: (method: string, path: string) => Answer | undefined) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/v1/reference/states')
      return new Response(JSON.stringify({ items: STATES }), { headers: { 'content-type': 'application/json' } });
    calls.push({ method, path: url.pathname + url.search, body: await sentBody(init?.body) });
    const reply = answer(method, url.pathname) ?? {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'Not found' },
    };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  // The claim goes by XMLHttpRequest, for its progress (issue 27): through the same stub.
  vi.stubGlobal('XMLHttpRequest', xhrOverFetch());
  return calls;
}

function setUserAgent(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

function setGeolocation(geolocation: Partial<Geolocation> | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/add-store-front-picture']}>
      <Routes>
        <Route path="/add-store-front-picture" element={<StoreFrontPage />} />
        <Route path="/add-shop" element={<h1>Add details step</h1>} />
        <Route path="/:shopId/subscribe" element={<h1>Subscribe step</h1>} />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

const flush = () => act(async () => {});
const draft = () => useAppStore.getState().claimShop;
const pickFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('Take a picture'), { target: { files: [file] } });

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
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('StoreFrontPage on a phone without the live camera (file input)', () => {
  it('offers a file input that opens the rear camera, and Back goes to /add-shop', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Store Front Picture' })).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>('Take a picture');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    expect(screen.getByRole('button', { name: 'Re-capture' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Add details step' })).toBeTruthy();
  });

  it("refuses a file that is not a png, jpeg, heic or webp image with 'Please provide a valid shop image.'", async () => {
    renderPage();
    pickFile(new File(['%PDF'], 'shop.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(MESSAGES.shopImageInvalid)).toBeTruthy();
    expect(draft().storeFrontPicture).toBeNull();
  });

  it("Finish without a photo says 'Please provide the store front picture.'", () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText(MESSAGES.storeFrontRequired)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("takes 'Please provide the store front picture.' away once the photo is there", () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.storeFrontRequired);
    act(() => useAppStore.getState().mergeClaim({ storeFrontPicture: PHOTO }));
    expect(screen.queryByText(MESSAGES.storeFrontRequired)).toBeNull();
  });

  it('reads the position once with the photo, and looks up the captured address', async () => {
    const getCurrentPosition = vi.fn<Geolocation['getCurrentPosition']>((success) =>
      success({ coords: { latitude: 25.3176, longitude: 82.9739 } } as GeolocationPosition),
    );
    setGeolocation({ getCurrentPosition });
    const calls = stubFetch((_method, path) =>
      path === '/v1/google-apis/address-lookup' ? { body: { plus_code: { compound_code: COMPOUND } } } : undefined,
    );
    renderPage();
    pickFile(new File(['jpeg'], 'shop.jpg', { type: 'image/jpeg' }));
    // As a person reads it (town, state, pin), with the plus code second.
    expect(await screen.findByText('Varanasi, Uttar Pradesh 221001')).toBeTruthy();
    expect(screen.getByText('Plus code: H4WF+3R')).toBeTruthy();
    expect(screen.getByText('Captured address:')).toBeTruthy();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(getCurrentPosition.mock.calls[0]![2]).toMatchObject({ enableHighAccuracy: true });
    expect(calls.map((call) => call.path)).toEqual(['/v1/google-apis/address-lookup?lat=25.3176&long=82.9739']);
    expect(draft()).toMatchObject({ storeFrontPicture: PHOTO, lat: 25.3176, long: 82.9739, capturedAddress: COMPOUND });
    expect(screen.getByRole('img', { name: 'Your store front photo' }).getAttribute('src')).toBe(PHOTO);
    expect(screen.getByRole('button', { name: 'Re-capture' })).toHaveProperty('disabled', false);
  });

  it('with a photo but no position, shows the location error and Finish says location is mandatory', async () => {
    setGeolocation({
      getCurrentPosition: (_success, failure) =>
        failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    });
    renderPage();
    pickFile(new File(['jpeg'], 'shop.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Location Error: User denied Geolocation')).toBeTruthy();
    expect(screen.getByText(/Location is blocked for this site/)).toBeTruthy();
    expect(screen.getByText(/lock icon in the address bar, then Permissions, and turn Location on/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText(MESSAGES.locationMandatory)).toBeTruthy();
  });

  it("says 'Location API not available in the device.' without geolocation", async () => {
    setGeolocation(undefined);
    renderPage();
    pickFile(new File(['png'], 'shop.png', { type: 'image/png' }));
    expect(await screen.findByText(APP_TEXTS.locationUnavailable)).toBeTruthy();
  });

  it('submits a complete draft, shows Claim Submitted, clears the claim state and Subscribe goes to /{id}/subscribe', async () => {
    useAppStore.setState({
      claimShop: COMPLETE,
      validMobileNumber: NUMBER,
      location: { latitude: 25.3, longitude: 82.9, error: null },
    });
    useAppStore.getState().saveDraft(COMPLETE);
    const calls = stubFetch((method, path) =>
      method === 'POST' && path === '/v1/claim-shops' ? { status: 201, body: { id: 'shop-77' } } : undefined,
    );
    renderPage();
    expect(await screen.findByText('Varanasi, Uttar Pradesh 221001')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    const confirm = screen.getByRole('dialog', { name: 'Are you sure' });
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Save' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
    expect(within(confirm).getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true);

    const submitted = await screen.findByRole('dialog', { name: 'Claim Submitted' });
    expect(within(submitted).getByText(/listed after successful verification/)).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: '/v1/claim-shops', body: COMPLETE }]);
    const state = useAppStore.getState();
    expect(state.claimShop).toEqual(INITIAL_CLAIM_DRAFT);
    expect(state.savedShop.savedShopDetails).toBeNull();
    expect(state.location).toEqual({ latitude: null, longitude: null, error: null });
    expect(state.validMobileNumber).toBe('');

    fireEvent.click(within(submitted).getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('heading', { name: 'Subscribe step' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel in Claim Submitted goes home; Cancel in Are you sure sends nothing', async () => {
    useAppStore.setState({ claimShop: COMPLETE });
    const calls = stubFetch(() => ({ status: 201, body: { id: 'shop-77' } }));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Are you sure' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Are you sure' })).getByRole('button', { name: 'Save' }));
    const submitted = await screen.findByRole('dialog', { name: 'Claim Submitted' });
    fireEvent.click(within(submitted).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it("on 401 shows the server's message and reopens KYC Verification; after verifying, the claim goes again", async () => {
    useAppStore.setState({ claimShop: COMPLETE, validMobileNumber: NUMBER });
    let claims = 0;
    const calls = stubFetch((method, path) => {
      if (path === '/v1/claim-shops') {
        claims += 1;
        return claims === 1
          ? { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: MESSAGES.verifyNumberAgain } }
          : { status: 201, body: { id: 'shop-9' } };
      }
      if (path === '/v1/otp/verification') return { body: { message: 'OTP sent.' } };
      if (path === '/v1/otp/verify-otp') return { body: { mobileNumber: NUMBER } };
      return undefined;
    });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Are you sure' })).getByRole('button', { name: 'Save' }));
    const kyc = await screen.findByRole('dialog', { name: 'KYC Verification' });
    expect(screen.getByText(MESSAGES.verifyNumberAgain)).toBeTruthy();
    expect(within(kyc).getByLabelText<HTMLInputElement>('Enter Mobile number').value).toBe(NUMBER);

    fireEvent.click(within(kyc).getByRole('button', { name: 'Send OTP' }));
    fireEvent.change(await within(kyc).findByLabelText('OTP'), { target: { value: '123456' } });
    fireEvent.click(within(kyc).getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('dialog', { name: 'Claim Submitted' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/v1/claim-shops')).toHaveLength(2);
  });

  it("shows the server's message when the claim fails and keeps the dialog for another try", async () => {
    useAppStore.setState({ claimShop: COMPLETE });
    let fails = true;
    stubFetch(() =>
      fails
        ? { status: 409, body: { statusCode: 409, error: 'Conflict', message: MESSAGES.claimAlreadyPending } }
        : { status: 201, body: { id: 'shop-78' } },
    );
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    const confirm = screen.getByRole('dialog', { name: 'Are you sure' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.claimAlreadyPending)).toBeTruthy();
    await flush();
    expect(within(confirm).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    expect(draft()).toEqual(COMPLETE);

    // The second try works: 'Claim Submitted' shows without the complaint of the first.
    fails = false;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Claim Submitted' })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.claimAlreadyPending)).toBeNull();
  });
});

describe('StoreFrontPage on Android', () => {
  const ANDROID =
    'Mozilla/5.0 (Linux; Android 13; SM-A045F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

  it("shows 'Camera Error: Camera API is not available in this device.' without getUserMedia", () => {
    setUserAgent(ANDROID);
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    renderPage();
    expect(screen.getByText(MESSAGES.cameraError(MESSAGES.cameraUnavailable))).toBeTruthy();
  });

  it('opens the rear camera live, shows its error as Camera Error, and stops the stream on unmount', async () => {
    setUserAgent(ANDROID);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const stop = vi.fn();
    const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream);
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    const { unmount } = renderPage();
    await flush();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    const shoot = screen.getByRole<HTMLButtonElement>('button', { name: 'Take a picture' });
    expect(screen.queryByLabelText('Take a picture')).toBeNull();
    // Nothing to take until the video has its first frame's size.
    expect(shoot.disabled).toBe(true);
    fireEvent.loadedMetadata(screen.getByLabelText(/camera/i, { selector: 'video' }));
    expect(shoot.disabled).toBe(false);
    unmount();
    expect(stop).toHaveBeenCalled();

    getUserMedia.mockRejectedValueOnce(Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' }));
    renderPage();
    expect(await screen.findByText('Camera Error: Permission denied')).toBeTruthy();
    // Chrome asks only once: the step says how to allow the camera again.
    expect(screen.getByText(/The camera is blocked for this site/)).toBeTruthy();
    expect(screen.getByText(/lock icon in the address bar, then Permissions, and turn Camera on/)).toBeTruthy();
    expect(screen.getByText(/Settings > Site settings > Camera/)).toBeTruthy();
  });

  it('gives no allow-again steps when the camera fails for another reason', async () => {
    setUserAgent(ANDROID);
    const getUserMedia = vi.fn(async () =>
      Promise.reject(Object.assign(new Error('Could not start video source'), { name: 'NotReadableError' })),
    );
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    renderPage();
    expect(await screen.findByText('Camera Error: Could not start video source')).toBeTruthy();
    expect(screen.queryByText(/blocked for this site/)).toBeNull();
  });
});
