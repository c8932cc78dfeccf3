// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { InstructionsPage } from './instructions-page.tsx';

afterEach(cleanup);

describe('InstructionsPage', () => {
  it('lists the steps the claim really takes, and asks for no video', () => {
    render(
      <MemoryRouter initialEntries={['/instructions']}>
        <Routes>
          <Route path="/instructions" element={<InstructionsPage />} />
          <Route path="/add-shop" element={<h1>Add details step</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const steps = within(screen.getAllByRole('list').at(-1)!)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(steps.map((step) => step.split(':')[0])).toEqual([
      'Shop details',
      'Mobile number OTP',
      'Cancelled cheque or passbook photo',
      'Store-front photo, taken at your shop',
      'Premium (optional)',
    ]);
    expect(document.body.textContent).not.toMatch(/video|recording/i);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Add details step' })).toBeTruthy();
  });
});
