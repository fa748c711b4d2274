import { describe, expect, it } from 'vitest';
import {
  accountMenuButton,
  createAccount,
  loginThroughUi,
  resetCodeFor,
  url,
  useBrowser,
  waitForMail,
} from './fixtures';

/** Forgot password, the e-mailed link, the new password, the spent link. */

const b = useBrowser();

describe('password reset', () => {
  it('a French user resets the password from the login dialog and the link works only once', async () => {
    const { page } = b;
    const account = await createAccount({ type: 'chef', name: 'Claire Martin', lang: 'fr' });

    // From the login dialog, "forgot password" asks for a link.
    await page.goto(url('/fr/'));
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Se connecter' });
    await login.getByLabel('Adresse e-mail').fill(account.email);
    await login.getByRole('button', { name: 'Mot de passe oublié ?' }).click();

    const request = page.getByRole('dialog', { name: 'Réinitialiser le mot de passe' });
    await request.getByText('Indiquez l’adresse e-mail de votre compte').waitFor();
    // The address typed in the login dialog came along.
    expect(await request.getByLabel('Adresse e-mail').inputValue()).toBe(account.email);
    await request.getByRole('button', { name: 'Recevoir le lien' }).click();
    const sent = request.getByRole('status');
    await sent.waitFor();
    expect(await sent.textContent()).toContain(
      'Si un compte existe pour cette adresse, nous lui avons envoyé un lien pour choisir un nouveau mot de passe.',
    );

    // The e-mail arrives in French with a /fr/resetpassword?code= link to this server.
    const mail = await waitForMail(account.email);
    expect(mail.subject).toBe('Choisissez un nouveau mot de passe pour Brigade');
    expect(mail.text).toContain('Choisir un nouveau mot de passe');
    const link = /https?:\/\/\S+\/fr\/resetpassword\?code=[^\s"<>)\]]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    expect(mail.html).toContain('/fr/resetpassword?code=');
    const resetLink = new URL(link ?? '');
    expect(resetLink.origin).toBe(new URL(url('/')).origin);
    const code = resetLink.searchParams.get('code') ?? '';
    expect(code.length).toBeGreaterThan(10);

    // Opening the link shows the reset dialog with the code: a new-password form.
    await page.goto(resetLink.toString());
    const confirm = page.getByRole('dialog', { name: 'Réinitialiser le mot de passe' });
    await confirm.getByText('Choisissez un nouveau mot de passe pour votre compte.').waitFor();
    expect(await confirm.locator('input[type="hidden"][name="code"]').inputValue()).toBe(code);
    await confirm.getByLabel('Nouveau mot de passe').fill('brand-new-pass');
    await confirm.getByLabel('Confirmez le mot de passe').fill('brand-new-pass');
    await confirm.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();

    const success = page.getByRole('dialog', { name: 'C’est fait' });
    await success.getByText('Votre mot de passe a été modifié.').waitFor();
    await success.getByRole('button', { name: 'OK' }).click();

    // The login dialog follows; the new password works (the old one no longer does).
    const loginAgain = page.getByRole('dialog', { name: 'Se connecter' });
    await loginAgain.waitFor();
    await loginAgain.getByLabel('Adresse e-mail').fill(account.email);
    await loginAgain.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await loginAgain.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await loginAgain.getByText('L’adresse e-mail ou le mot de passe est incorrect.').waitFor();
    await loginAgain.getByLabel('Mot de passe', { exact: true }).fill('brand-new-pass');
    await loginAgain.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await loginAgain.waitFor({ state: 'detached' });
    await accountMenuButton(page, 'fr').waitFor();
    expect(await accountMenuButton(page, 'fr').textContent()).toContain('Claire Martin');
    expect(new URL(page.url()).pathname).toBe('/fr/');

    // The same link a second time: the page says at once that it is spent (no new-password form to fill
    // in vain) and offers to send a new link to the address typed there.
    await b.context.clearCookies();
    await page.goto(resetLink.toString());
    const spent = page.getByRole('dialog', { name: 'Réinitialiser le mot de passe' });
    const invalid = spent.getByRole('alert');
    await invalid.waitFor();
    expect(await invalid.textContent()).toBe(
      'Ce lien a déjà été utilisé ou a expiré. Saisissez votre adresse e-mail et nous vous en enverrons un nouveau.',
    );
    expect(await spent.getByLabel('Nouveau mot de passe').count()).toBe(0);
    await spent.getByLabel('Adresse e-mail').fill(account.email);
    await spent.getByRole('button', { name: 'Recevoir le lien' }).click();
    await spent.getByRole('status').getByText('Si un compte existe pour cette adresse').waitFor();

    // The password set with the link is still the one that works.
    await page.keyboard.press('Escape');
    await spent.waitFor({ state: 'detached' });
    await loginThroughUi(page, { email: account.email, password: 'brand-new-pass' }, 'fr');
    await accountMenuButton(page, 'fr').waitFor();
    expect(b.pageErrors).toEqual([]);
  });

  it('the reset forms show localized field errors', async () => {
    const { page } = b;
    const account = await createAccount({ type: 'chef', lang: 'es' });
    const code = await resetCodeFor(account.email);
    await page.goto(url(`/es/resetpassword?code=${code}`));
    const dialog = page.getByRole('dialog', { name: 'Restablecer la contraseña' });
    await dialog.getByLabel('Nueva contraseña').fill('short');
    await dialog.getByLabel('Repite la contraseña').fill('other-pass');
    await dialog.getByRole('button', { name: 'Guardar la nueva contraseña' }).click();
    await dialog.getByText('La contraseña debe tener al menos 6 caracteres.').waitFor();
    await dialog.getByText('Las contraseñas no coinciden.').waitFor();
    expect(b.pageErrors).toEqual([]);
  });

  it('a made-up or spent link says so when it opens, in the page language, and asks for a new one', async () => {
    const { page } = b;
    await page.goto(url('/es/resetpassword?code=not-a-real-code'));
    const dialog = page.getByRole('dialog', { name: 'Restablecer la contraseña' });
    await dialog
      .getByRole('alert')
      .getByText('Este enlace ya se ha usado o ha caducado. Escribe tu correo electrónico')
      .waitFor();
    expect(await dialog.getByLabel('Nueva contraseña').count()).toBe(0);
    await dialog.getByLabel('Correo electrónico').waitFor();
    await dialog.getByRole('button', { name: 'Enviarme el enlace' }).waitFor();
    expect(b.pageErrors).toEqual([]);
  });
});
