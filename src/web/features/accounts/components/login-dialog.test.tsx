import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, stubApi, success } from '@web/testing/api-stub';
import { restaurantUser } from '@web/testing/fixtures';
import { renderInApp } from '@web/testing/render';
import LoginDialog from './login-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function answer(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

async function openLogin(language: 'en' | 'es') {
  const close = vi.fn();
  const complete = vi.fn();
  await renderInApp(<LoginDialog data={{}} close={close} complete={complete} />, {
    language,
    namespaces: ['account', 'validation'],
  });
  return { close, complete };
}

describe('the login dialog', () => {
  it('says in the reader’s language what each empty field needs, and calls nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await openLogin('es');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    // The error is the field's description, read with it.
    const errors = email
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(errors).toContain('Introduce tu correo electrónico.');
    expect(screen.getByText('Introduce una contraseña.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of the pair as its own localized text, keeping what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer(401, { success: false, code: 'login_combination', message: 'server text' })),
    );
    const { complete } = await openLogin('en');
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1)!);
    await screen.findByText('The e-mail address or password is not correct.');
    expect(screen.queryByText('server text')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'E-mail address' }) as HTMLInputElement).value).toBe(
      'ana@example.com',
    );
    expect(complete).not.toHaveBeenCalled();
  });

  it('asks a staff account for its authentication code, keeping the e-mail and password, and shows a refused code under the field', async () => {
    const staff = restaurantUser(0, [], {
      id: 9,
      type: 'staff',
      name: 'Marta',
      email: 'marta@brigade.example',
    });
    const answers = [
      () => refusal(401, 'otp_required', 'Enter the code from your authenticator app.'),
      () => refusal(401, 'otp_invalid', 'This code is not valid or has been used.'),
      () => success({ user: staff }),
    ];
    const api = stubApi({ '/api/account/login': () => answers.shift()!() });
    // The page is in the account's language already: the login does not reload it in another one.
    window.history.replaceState(null, '', '/en/');
    const { complete } = await openLogin('en');
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), {
      target: { value: 'marta@brigade.example' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'kitchen-pass' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1)!);

    const code = await screen.findByRole('textbox', { name: 'Authentication code' });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByText(/A recovery code works too/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect((screen.getByRole('textbox', { name: 'E-mail address' }) as HTMLInputElement).value).toBe(
      'marta@brigade.example',
    );
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('kitchen-pass');
    expect(api.callsTo('/api/account/login')[0]!.body).not.toHaveProperty('otp');

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1)!);
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    const errors = code
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(errors).toContain('This code is not valid or has been used.');
    expect(api.callsTo('/api/account/login')[1]!.body).toEqual(
      expect.objectContaining({ username: 'marta@brigade.example', password: 'kitchen-pass', otp: '123456' }),
    );

    fireEvent.change(code, { target: { value: 'ABCD-EFGH' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1)!);
    await waitFor(() => expect(complete).toHaveBeenCalledWith(expect.objectContaining({ type: 'staff' })));
    expect(api.callsTo('/api/account/login')[2]!.body).toEqual(expect.objectContaining({ otp: 'ABCD-EFGH' }));
  });
});
