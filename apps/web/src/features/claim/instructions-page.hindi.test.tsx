// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { INSTRUCTIONS_TEXTS as HI_INSTRUCTIONS_TEXTS } from '@local-shops/shared/locales/hi/claim';
import { LABELS as HI_LABELS } from '@local-shops/shared/locales/hi/labels';
import { setLocale } from '../../lib/i18n.ts';
import { InstructionsPage } from './instructions-page.tsx';

afterEach(async () => {
  cleanup();
  await act(() => setLocale('en'));
  localStorage.clear();
});

describe('InstructionsPage in Hindi', () => {
  it('shows the requirements and the steps in Hindi', async () => {
    render(
      <MemoryRouter>
        <InstructionsPage />
      </MemoryRouter>,
    );
    await act(() => setLocale('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: HI_LABELS.instructionsTitle })).toBeTruthy();
    expect(screen.getByRole('heading', { name: HI_INSTRUCTIONS_TEXTS.requirements })).toBeTruthy();
    expect(screen.getByText(HI_INSTRUCTIONS_TEXTS.stepOtpText)).toBeTruthy();
    expect(screen.getByRole('button', { name: HI_LABELS.next })).toBeTruthy();
  });
});
