import type { BriefSessionUser } from '@shared/contracts/accounts';
import type { Language } from '@shared/i18n/languages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionUser } from '@web/lib/session';
import { answer, refusal, stubApi, success, type ApiRoute } from '@web/testing/api-stub';
import { renderInApp } from '@web/testing/render';
import { useLocation } from 'react-router';
import { DeleteAccountDialog } from './delete-account-dialog';
import { OwnDataSettings } from './own-data-settings';

/** A restaurant account, as account/session answers it. */
const restaurantUser: BriefSessionUser = {
  id: 8,
  type: 'restaurant',
  session: 'token',
  isLogged: true,
  email: 'marc@example.com',
  name: 'Marc Dubois',
  language: 'en',
  subscription: 0,
  subscription_status: 0,
  contactemail: '',
  phone: '',
  main: null,
  profiles: [],
  profile: null,
};

/** Where the app is, and who it thinks is logged in. */
function Whereabouts() {
  const location = useLocation();
  const { user } = useSessionUser();
  return (
    <>
      <output aria-label="page">{location.pathname}</output>
      <output aria-label="user">{user ? user.email : 'visitor'}</output>
    </>
  );
}

function stubOwnDataApi(routes: Record<string, ApiRoute> = {}) {
  return stubApi({
    '/api/account/session': () => success({ user: restaurantUser }),
    '/api/account/delete': () =>
      answer(200, { success: true, data: null, message: 'Your account and its data are deleted.' }),
    ...routes,
  });
}

async function openDialog(language: Language = 'en', path = `/${language}/restaurant/profile`) {
  const onOpenChange = vi.fn();
  await renderInApp(
    <>
      <DeleteAccountDialog open onOpenChange={onOpenChange} accountType="restaurant" />
      <Whereabouts />
    </>,
    { language, namespaces: ['account'], path },
  );
  const dialog = within(await screen.findByRole('dialog', {}, { timeout: 10_000 }));
  // The session is restored before the deletion clears it.
  await waitFor(() => expect(screen.getByLabelText('user').textContent).toBe(restaurantUser.email));
  return { dialog, onOpenChange };
}

beforeEach(() => {
  // The session marker: without it the app asks nobody who is logged in.
  document.cookie = 'logged_in=1; Path=/';
});

afterEach(() => {
  document.cookie = 'logged_in=; Max-Age=0; Path=/';
  vi.unstubAllGlobals();
});

describe('the delete account dialog', { timeout: 15_000 }, () => {
  it('says what goes and what stays, and asks for the password', async () => {
    stubOwnDataApi();
    const { dialog } = await openDialog();
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeTruthy();
    expect(dialog.getByText(/are deleted at once, and you are logged out on every device/)).toBeTruthy();
    expect(
      dialog.getByText(/stay in the other person’s conversation, from a “Deleted account”/),
    ).toBeTruthy();
    expect(dialog.getByText('The records of your Premium periods are kept for invoicing.')).toBeTruthy();
    expect(dialog.getByLabelText('Your password')).toBeTruthy();
  });

  it('asks for the password before calling the server', async () => {
    const api = stubOwnDataApi();
    const { dialog } = await openDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete my account for good' }));
    expect(await dialog.findByText('Please enter a password.')).toBeTruthy();
    expect(api.callsTo('/api/account/delete')).toEqual([]);
  });

  it('shows a wrong password under the field, in the server’s words, and stays open', async () => {
    const api = stubOwnDataApi({
      '/api/account/delete': () =>
        answer(400, {
          success: false,
          data: null,
          code: 'invalid_input',
          message: 'Dados inválidos.',
          issues: [
            { field: 'password', code: 'password_wrong', message: 'A palavra-passe não está correta.' },
          ],
        }),
    });
    const { dialog, onOpenChange } = await openDialog('pt');
    fireEvent.change(dialog.getByLabelText('A sua palavra-passe'), { target: { value: 'not-mine' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Eliminar a minha conta definitivamente' }));
    expect(await dialog.findByText('A palavra-passe não está correta.')).toBeTruthy();
    expect(api.callsTo('/api/account/delete').map((call) => call.body)).toEqual([
      { password: 'not-mine', lang: 'pt' },
    ]);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('user').textContent).toBe(restaurantUser.email);
  });

  it('deletes with the right password, then logs out, goes home and says so in a toast', async () => {
    const api = stubOwnDataApi();
    const { dialog } = await openDialog('en');
    fireEvent.change(dialog.getByLabelText('Your password'), { target: { value: 'kitchen-secret-1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText('Your account and its data are deleted.')).toBeTruthy();
    expect(api.callsTo('/api/account/delete').map((call) => call.body)).toEqual([
      { password: 'kitchen-secret-1', lang: 'en' },
    ]);
    expect(screen.getByLabelText('page').textContent).toBe('/en/');
    expect(screen.getByLabelText('user').textContent).toBe('visitor');
  });

  it('shows another refusal (too many tries) above the form', async () => {
    stubOwnDataApi({
      '/api/account/delete': () => refusal(429, 'rate_limited', 'Too many attempts. Please wait a moment.'),
    });
    const { dialog } = await openDialog();
    fireEvent.change(dialog.getByLabelText('Your password'), { target: { value: 'kitchen-secret-1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete my account for good' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Too many attempts. Please wait a moment.');
  });
});

describe('the Your data section of the settings', { timeout: 15_000 }, () => {
  it('downloads the zip the server makes and opens the delete dialog', async () => {
    const api = stubOwnDataApi({
      '/api/account/export': () =>
        new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
          status: 200,
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="brigade-data-2026-11-30.zip"',
          },
        }),
    });
    const saved: string[] = [];
    // jsdom has no object URLs: the saved file's name is what the test reads.
    const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = () => 'blob:zip';
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await renderInApp(<OwnDataSettings user={restaurantUser} />, { namespaces: ['account'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data has been downloaded.')).toBeTruthy();
    expect(api.callsTo('/api/account/export')).toHaveLength(1);
    expect(saved).toEqual(['brigade-data-2026-11-30.zip']);
    click.mockRestore();
    URL.createObjectURL = objectUrls.create;
    URL.revokeObjectURL = objectUrls.revoke;

    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('dialog', { name: 'Delete your account?' })).toBeTruthy();
  });
});
