// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_TEXTS } from '@local-shops/shared';
import { failedChunk, RouteErrorBoundary } from './error-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ErrorPage', () => {
  it("names the chunk that failed to load after 'Unexpected Application Error!'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new TypeError(
      'Failed to fetch dynamically imported module: https://apnidukaan.in/static/js/admin-page-CH_nrShg.js',
    );
    // A screen whose chunk is gone after a deploy.
    const Screen = lazy(() => Promise.reject(failure));
    render(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="one">
          <Screen />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: APP_TEXTS.unexpectedError })).toBeTruthy();
    expect(screen.getByText('Loading chunk admin-page failed')).toBeTruthy();
  });

  it('says nothing about chunks for other errors', () => {
    expect(failedChunk(new Error('boom'))).toBeUndefined();
    expect(failedChunk(new Error('Failed to fetch dynamically imported module'))).toBe('N');
  });
});
