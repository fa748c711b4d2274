import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@web/testing/render';
import LoginDialog from './login-dialog';

afterEach(() => vi.unstubAllGlobals());

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
});
