// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@local-shops/shared';
import { AdminLayout } from './admin-layout.tsx';
import { answerInTurn, resetConsoleTest, stubConsoleApi } from './admin-test-support.tsx';

afterEach(resetConsoleTest);

const stubApi = (answers: Parameters<typeof answerInTurn>[0]) => stubConsoleApi(answerInTurn(answers));

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin" element={<AdminLayout />}>
          <Route index element={<p>claims queue</p>} />
          <Route path="*" element={<p>not found</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

describe('console sign-in with two-factor', () => {
  it('asks for the code after a right password, shows a wrong code, and signs in with the right one', async () => {
    const unauthorized = {
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: REVIEW_MESSAGES.adminSignInRequired },
    };
    const sent = stubApi({
      'GET /v1/admin/session': [unauthorized],
      'POST /v1/admin/login': [{ status: 200, body: { secondFactor: 'required' } }],
      'POST /v1/admin/login/code': [
        { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: REVIEW_MESSAGES.adminCodeWrong } },
        { status: 200, body: { email: 'reviewer@shops.test' } },
      ],
    });
    renderAt('/admin');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'reviewer@shops.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery staple' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText('Two-factor code');
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REVIEW_MESSAGES.adminCodeWrong);
    fireEvent.change(screen.getByLabelText('Two-factor code'), { target: { value: 'abcde-fghjk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('claims queue')).toBeTruthy();
    expect(sent.filter((s) => s.path === '/v1/admin/login/code').map((s) => s.body)).toEqual([
      { code: '123456' },
      { code: 'abcde-fghjk' },
    ]);
  });

  it('opens the enrolment page without a session: QR code, secret, then the recovery codes', async () => {
    const token = 'T'.repeat(43);
    const sent = stubApi({
      'POST /v1/admin/enrolment/start': [
        {
          status: 200,
          body: {
            email: 'new@shops.test',
            secret: 'JBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/x',
            qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
          },
        },
      ],
      'POST /v1/admin/enrolment/confirm': [{ status: 200, body: { recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'] } }],
    });
    renderAt(`/admin/enroll?token=${token}`);
    expect((await screen.findByRole('img', { name: 'QR code of the two-factor secret' })).getAttribute('src')).toBe(
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(screen.getByText('Account: new@shops.test')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Two-factor code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    expect(await screen.findByText('Two-factor sign-in is on.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['aaaaa-bbbbb', 'ccccc-ddddd']);
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /v1/admin/enrolment/start',
      'POST /v1/admin/enrolment/confirm',
    ]);
    expect(sent[1]!.body).toEqual({ token, code: '654321' });
  });
});
