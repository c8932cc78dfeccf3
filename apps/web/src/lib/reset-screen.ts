import { act, cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { setLocale } from './i18n.ts';
import { toast } from './toast.tsx';

/**
 * For a screen test's afterEach: unmounts what was rendered, closes the toasts, puts the language
 * back to English and forgets what the test stored, stubbed or spied on.
 */
export async function resetScreen(): Promise<void> {
  cleanup();
  act(() => toast.dismiss());
  await act(() => setLocale('en'));
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
