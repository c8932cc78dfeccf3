// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DATA_CREDIT_TEXT as HI_CREDIT, LISTING_VIEW_TEXT as HI_LISTING } from '@local-shops/shared/locales/hi/shops';
import { setLocale } from '../../lib/i18n.ts';
import { renderPage, setUpShopPageTests, stubShop } from './shop-page.fixtures.tsx';

setUpShopPageTests();

/** Issue 28, decision 0072: what an OpenStreetMap shop's page shows of its source's data. */

const day = [{ opens: '07:00', closes: '21:30' }];
const allDay = [
  { opens: '00:00', closes: '12:00' },
  { opens: '12:00', closes: '00:00' },
];
const IMPORTED = {
  fromOpenStreetMap: true,
  openingHours: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: allDay },
  isOpenNow: true,
  contact: { phone: '+918023456789', whatsapp: null },
  streetAddress: '17, 8th Cross Road',
  locality: 'Malleshwaram',
  website: 'https://www.iyengar-bakery.example/',
};

describe('an OpenStreetMap shop page', () => {
  it('shows the hours with Open now, Call with the public number, the street address, the website and the credit', async () => {
    // Thursday 26 November 2026, noon in India.
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00+05:30'), toFake: ['Date'] });
    stubShop(IMPORTED);
    renderPage();
    expect(await screen.findByText('Open now')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+918023456789');
    expect(screen.getByText('17, 8th Cross Road, Malleshwaram')).toBeTruthy();
    const site = screen.getByRole('link', { name: 'iyengar-bakery.example' });
    expect(site.getAttribute('href')).toBe('https://www.iyengar-bakery.example/');
    expect(site.getAttribute('rel')).toContain('noopener');
    const credit = screen.getByRole('link', { name: '© OpenStreetMap contributors' });
    expect(credit.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
    const week = await screen.findByRole('table');
    expect(within(week).getByRole('row', { name: /Sunday/ }).textContent).toBe('Sunday0:00–12:00, 12:00–0:00');
    vi.useRealTimers();
  });

  it('shows hours it could not read as the text its source wrote, with no Open now', async () => {
    stubShop({ fromOpenStreetMap: true, openingHoursText: 'Mo-Sa 10:00-21:00; PH off' });
    renderPage();
    expect(await screen.findByText('Mo-Sa 10:00-21:00; PH off')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Opening hours' })).toBeTruthy();
    expect(screen.queryByText('Open now')).toBeNull();
    expect(screen.queryByText(/^Closed/)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('credits OpenStreetMap in Hindi', async () => {
    stubShop(IMPORTED);
    await act(() => setLocale('hi'));
    renderPage();
    expect(await screen.findByRole('link', { name: HI_CREDIT.openStreetMapContributors })).toBeTruthy();
    expect(screen.getByText(HI_CREDIT.shopDetailsFrom, { exact: false })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: HI_LISTING.hours })).toBeTruthy();
    expect(screen.getByRole('link', { name: HI_LISTING.call })).toBeTruthy();
  });

  it('shows no credit, address or website for a shop that did not come from OpenStreetMap', async () => {
    stubShop();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '© OpenStreetMap contributors' })).toBeNull();
    expect(document.querySelector('.shop-view__website, .shop-view__street')).toBeNull();
  });
});
