import { randomBytes } from 'node:crypto';
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fieldError, phone, url, useBrowser, expectAccessible, expectNoHorizontalScroll } from './fixtures';

/**
 * The contact page: /{lang}/contact with its two tabs and /{lang}/contact/{ids} (the send-CV-only flow).
 * Messages reach the service's inbox (CONTACT_EMAIL, hello@brigade.localhost in the e2e server) through the
 * real SMTP listener, the CV attached.
 */

const inbox = 'hello@brigade.localhost';

const texts = {
  en: {
    heading: 'Contact us',
    cvHeading: 'Send your CV',
    messageTab: 'Drop us a line',
    callbackTab: 'Call me back',
    name: 'First name',
    surname: 'Surname',
    phonecode: 'Country code',
    phone: 'Phone number',
    company: 'Company or restaurant',
    email: 'E-mail address',
    subject: 'Subject',
    enquiry: 'Your message',
    enquiryCallback: 'What would you like to talk about?',
    attach: 'Attach your CV',
    attached: 'Attached: ',
    remove: 'Remove the file ',
    send: 'Send message',
    sendCallback: 'Request a callback',
    sendCv: 'Send my CV',
    sent: 'Your message was sent. We will get back to you soon.',
    done: 'Done',
    ok: 'OK',
    formErrors: 'Please fill in the required fields correctly.',
    min4: 'Please write at least 4 characters.',
    emailInvalid: 'Please enter a valid e-mail address.',
    fileType: 'Please choose a PDF or an image (JPEG, PNG or WebP).',
    defaultCode: 'United Kingdom (+44)',
  },
  es: {
    heading: 'Contacta con nosotros',
    cvHeading: 'Envía tu CV',
    messageTab: 'Escríbenos',
    callbackTab: 'Te llamamos',
    name: 'Nombre',
    surname: 'Apellidos',
    phonecode: 'Prefijo',
    phone: 'Teléfono',
    company: 'Empresa o restaurante',
    email: 'Correo electrónico',
    subject: 'Asunto',
    enquiry: 'Tu mensaje',
    enquiryCallback: '¿De qué quieres hablar?',
    attach: 'Adjunta tu CV',
    attached: 'Adjunto: ',
    remove: 'Quitar el archivo ',
    send: 'Enviar mensaje',
    sendCallback: 'Solicitar llamada',
    sendCv: 'Enviar mi CV',
    sent: 'Tu mensaje se ha enviado. Te responderemos muy pronto.',
    done: 'Hecho',
    ok: 'Aceptar',
    formErrors: 'Rellena correctamente los campos obligatorios.',
    min4: 'Escribe al menos 4 caracteres.',
    emailInvalid: 'Introduce un correo electrónico válido.',
    fileType: 'Elige un PDF o una imagen (JPEG, PNG o WebP).',
    defaultCode: 'España (+34)',
  },
  fr: {
    heading: 'Nous contacter',
    cvHeading: 'Envoyer votre CV',
    messageTab: 'Écrivez-nous',
    callbackTab: 'Être rappelé',
    name: 'Prénom',
    surname: 'Nom',
    phonecode: 'Indicatif',
    phone: 'Numéro de téléphone',
    company: 'Entreprise ou restaurant',
    email: 'Adresse e-mail',
    subject: 'Objet',
    enquiry: 'Votre message',
    enquiryCallback: 'De quoi souhaitez-vous parler ?',
    attach: 'Joindre votre CV',
    attached: 'Fichier joint : ',
    remove: 'Retirer le fichier ',
    send: 'Envoyer le message',
    sendCallback: 'Me faire rappeler',
    sendCv: 'Envoyer mon CV',
    sent: 'Votre message a bien été envoyé. Nous vous répondrons très vite.',
    done: 'C’est fait',
    ok: 'OK',
    formErrors: 'Veuillez remplir correctement les champs obligatoires.',
    min4: 'Veuillez saisir au moins 4 caractères.',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
    fileType: 'Veuillez choisir un PDF ou une image (JPEG, PNG ou WebP).',
    defaultCode: 'France (+33)',
  },
  pt: {
    heading: 'Fale connosco',
    cvHeading: 'Enviar o seu CV',
    messageTab: 'Escreva-nos',
    callbackTab: 'Ligamos-lhe',
    name: 'Nome próprio',
    surname: 'Apelido',
    phonecode: 'Indicativo',
    phone: 'Número de telefone',
    company: 'Empresa ou restaurante',
    email: 'Endereço de e-mail',
    subject: 'Assunto',
    enquiry: 'A sua mensagem',
    enquiryCallback: 'Sobre o que gostaria de falar?',
    attach: 'Anexar o seu CV',
    attached: 'Anexado: ',
    remove: 'Remover o ficheiro ',
    send: 'Enviar mensagem',
    sendCallback: 'Liguem-me',
    sendCv: 'Enviar o meu CV',
    sent: 'A sua mensagem foi enviada. Responderemos em breve.',
    done: 'Concluído',
    ok: 'OK',
    formErrors: 'Preencha corretamente os campos obrigatórios.',
    min4: 'Escreva pelo menos 4 caracteres.',
    emailInvalid: 'Introduza um e-mail válido.',
    fileType: 'Escolha um PDF ou uma imagem (JPEG, PNG ou WebP).',
    defaultCode: 'Portugal (+351)',
  },
} as const;

type Lang = keyof typeof texts;

interface InboxMail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for the inbox e-mail whose subject contains `marker` (each test writes its own). */
async function waitForInboxMail(marker: string, timeoutMs = 10_000): Promise<InboxMail> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(inject('mailboxURL'))).json()) as InboxMail[];
    const found = mails.find((m) => m.subject.includes(marker) && m.to.some((to) => to.includes(inbox)));
    if (found) return found;
    if (Date.now() > end) throw new Error(`no e-mail with "${marker}" reached ${inbox}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The e-mails whose subject holds `marker`: other tests running beside this one write to the mailbox too. */
async function inboxMailsWith(marker: string): Promise<InboxMail[]> {
  const mails = (await (await fetch(inject('mailboxURL'))).json()) as InboxMail[];
  return mails.filter((m) => m.subject.includes(marker));
}

const marker = () => `E2E ${randomBytes(4).toString('hex')}`;

/** A small but real-looking PDF: the server checks the bytes, not the name. */
const pdf = (name = 'cv-maria-lopez.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
});

/** The form of the current tab (or of the CV page). */
function contactForm(page: Page): Locator {
  return page.locator('main form');
}

async function fillForm(
  form: Locator,
  lang: Lang,
  values: { subject: string; enquiry?: string; enquiryLabel?: string },
) {
  const t = texts[lang];
  await form.getByLabel(t.name, { exact: true }).fill('Maria');
  await form.getByLabel(t.surname, { exact: true }).fill('Lopez');
  await form.getByLabel(t.phone, { exact: true }).fill('612 345 678');
  await form.getByLabel(t.company, { exact: true }).fill('Casa Lopez');
  await form.getByLabel(t.email, { exact: true }).fill('maria.lopez@e2e.brigade.test');
  await form.getByLabel(t.subject, { exact: true }).fill(values.subject);
  await form
    .getByLabel(values.enquiryLabel ?? t.enquiry, { exact: true })
    .fill(values.enquiry ?? 'I am a sous chef looking for a position in a busy kitchen.');
}

/** The CV input (its label changes once a file is chosen: "Attach your CV", then "Choose another file"). */
function cvInput(form: Locator): Locator {
  return form.locator('input[type="file"]');
}

type SentBody = Record<string, string>;

/**
 * Records the multipart bodies the page sends (Playwright does not expose a body holding a file): text
 * fields as sent, files as "file:{name}:{type}:{size}". Call before the page loads.
 */
async function recordBodies(page: Page): Promise<() => Promise<SentBody[]>> {
  await page.addInitScript(() => {
    const bodies: Record<string, string>[] = [];
    (window as unknown as { sentBodies: typeof bodies }).sentBodies = bodies;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body?: Document | XMLHttpRequestBodyInit | null) {
      if (body instanceof FormData) {
        const fields: Record<string, string> = {};
        body.forEach((value, key) => {
          fields[key] = typeof value === 'string' ? value : `file:${value.name}:${value.type}:${value.size}`;
        });
        bodies.push(fields);
      }
      return send.call(this, body);
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { sentBodies: Record<string, string>[] }).sentBodies);
}

/** Records the calls to POST /api/contact the page makes. */
function contactRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact')
      requests.push(request);
  });
  return requests;
}

describe('contact page (desktop)', () => {
  const b = useBrowser();

  for (const lang of ['en', 'es'] as const) {
    it(`${lang}: sends a message with a PDF CV; the inbox gets it with the CV attached`, async () => {
      const { page } = b;
      const t = texts[lang];
      const requests = contactRequests(page);
      const sentBodies = await recordBodies(page);
      await page.goto(url(`/${lang}/contact`));
      await page.getByRole('heading', { level: 1, name: t.heading }).waitFor();
      expect(await page.title()).toContain('Brigade');
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      expect(await page.locator('link[rel="alternate"][hreflang="pt"]').getAttribute('href')).toMatch(
        /\/pt\/contact$/,
      );
      expect(await page.getByRole('tab', { name: t.messageTab }).getAttribute('aria-selected')).toBe('true');

      const form = contactForm(page);
      // The dial code defaults to the interface language's country.
      const code = form.getByLabel(t.phonecode, { exact: true });
      expect(await code.locator('option:checked').textContent()).toBe(t.defaultCode);

      const subject = marker();
      await fillForm(form, lang, { subject });
      await form.getByLabel(t.attach, { exact: true }).setInputFiles(pdf());
      // The name is shown cut at 20 characters.
      await form.getByText(`${t.attached}cv-maria-lopez.pdf`).waitFor();
      await form.getByRole('button', { name: t.send }).click();

      const dialog = page.getByRole('dialog', { name: t.done });
      await dialog.getByText(t.sent).waitFor();
      expect(requests).toHaveLength(1);
      expect(await sentBodies()).toEqual([
        {
          lang,
          name: 'Maria',
          surname: 'Lopez',
          phonecode: lang === 'en' ? '+44' : '+34',
          phone: '612 345 678',
          company: 'Casa Lopez',
          email: 'maria.lopez@e2e.brigade.test',
          subject,
          enquiry: 'I am a sous chef looking for a position in a busy kitchen.',
          callback: '0',
          fileupload: `file:cv-maria-lopez.pdf:application/pdf:${pdf().buffer.length}`,
        },
      ]);

      await dialog.getByRole('button', { name: t.ok }).click();
      // The form is emptied for the next message.
      expect(await form.getByLabel(t.subject, { exact: true }).inputValue()).toBe('');
      expect(await cvInput(form).evaluate((i: HTMLInputElement) => i.files?.length ?? 0)).toBe(0);
      await form.getByLabel(t.attach, { exact: true }).waitFor({ state: 'attached' });

      const mail = await waitForInboxMail(subject);
      expect(mail.subject).toBe(`Contact: ${subject}`);
      expect(mail.text).toContain('Maria Lopez <maria.lopez@e2e.brigade.test>');
      expect(mail.text).toContain(`Phone: ${lang === 'en' ? '+44' : '+34'} 612 345 678`);
      expect(mail.text).toContain(`Language: ${lang}`);
      expect(mail.text).toContain('Call back: no');
      // Named from the checked type, never from the sender's file name (cv-maria-lopez.pdf).
      expect(mail.text).toMatch(/The CV is attached: cv-\d+\.pdf/);
      expect(b.pageErrors).toEqual([]);
    });
  }

  it('the callback tab (also opened by #callback or ?tab=callback) sends callback=1', async () => {
    const { page } = b;
    const t = texts.pt;
    const sentBodies = await recordBodies(page);
    await page.goto(url('/pt/contact#callback'));
    const callbackTab = page.getByRole('tab', { name: t.callbackTab });
    await callbackTab.waitFor();
    expect(await callbackTab.getAttribute('aria-selected')).toBe('true');

    // Tabs follow the WAI-ARIA pattern; what was typed stays when switching.
    const form = contactForm(page);
    await form.getByLabel(t.name, { exact: true }).fill('Joana');
    await callbackTab.focus();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('tab', { name: t.messageTab, selected: true }).waitFor();
    expect(
      await page.getByRole('tab', { name: t.messageTab }).evaluate((tab) => tab === document.activeElement),
    ).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    await form.getByLabel(t.attach, { exact: true }).waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: t.callbackTab, selected: true }).waitFor();
    expect(new URL(page.url()).search).toBe('?tab=callback');
    expect(await form.getByLabel(t.name, { exact: true }).inputValue()).toBe('Joana');
    // No CV on a callback request.
    expect(await form.getByLabel(t.attach, { exact: true }).count()).toBe(0);

    await page.reload();
    await callbackTab.waitFor();
    expect(await callbackTab.getAttribute('aria-selected')).toBe('true');

    const subject = marker();
    await fillForm(form, 'pt', { subject, enquiryLabel: t.enquiryCallback });
    await form.getByLabel(t.phonecode, { exact: true }).selectOption({ label: 'Espanha (+34)' });
    await form.getByRole('button', { name: t.sendCallback }).click();
    await page.getByRole('dialog', { name: t.done }).getByText(t.sent).waitFor();
    const [body] = await sentBodies();
    expect(body).toMatchObject({ lang: 'pt', callback: '1', phonecode: '+34', subject });
    expect(body).not.toHaveProperty('fileupload');

    const mail = await waitForInboxMail(subject);
    expect(mail.subject).toBe(`Callback request: ${subject}`);
    expect(mail.text).toContain('Call back: yes');
    expect(mail.text).toContain('Phone: +34 612 345 678');
    expect(mail.text).toContain('Language: pt');
    expect(b.pageErrors).toEqual([]);
  });

  for (const lang of ['en', 'pt'] as const) {
    it(`${lang}: short fields show localized errors under them, focus the first, and nothing is sent`, async () => {
      const { page } = b;
      const t = texts[lang];
      const requests = contactRequests(page);
      await page.goto(url(`/${lang}/contact`));
      const form = contactForm(page);
      await form.getByLabel(t.name, { exact: true }).fill('Al');
      await form.getByLabel(t.surname, { exact: true }).fill('Li');
      await form.getByLabel(t.company, { exact: true }).fill('Bar');
      await form.getByLabel(t.email, { exact: true }).fill('not-an-email');
      await form.getByLabel(t.subject, { exact: true }).fill('Hi');
      await form.getByLabel(t.enquiry, { exact: true }).fill('Hey');
      await form.getByRole('button', { name: t.send }).click();

      await form.getByRole('alert').getByText(t.formErrors).waitFor();
      const name = form.getByLabel(t.name, { exact: true });
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      expect(await fieldError(name)).toBe(t.min4);
      expect(await fieldError(form.getByLabel(t.surname, { exact: true }))).toBe(t.min4);
      expect(await fieldError(form.getByLabel(t.company, { exact: true }))).toBe(t.min4);
      expect(await fieldError(form.getByLabel(t.subject, { exact: true }))).toBe(t.min4);
      expect(await fieldError(form.getByLabel(t.enquiry, { exact: true }))).toBe(t.min4);
      expect(await fieldError(form.getByLabel(t.email, { exact: true }))).toBe(t.emailInvalid);
      expect(await fieldError(form.getByLabel(t.phone, { exact: true }))).not.toBe('');
      expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
      await new Promise((r) => setTimeout(r, 300));
      expect(requests).toHaveLength(0);

      // Fixing a field clears its error; the others stay until fixed.
      await name.fill('Alice');
      await expect.poll(() => fieldError(name)).toBe('');
      expect(await form.getByText(t.formErrors).count()).toBe(1);
      expect(b.pageErrors).toEqual([]);
    });
  }

  it("es: a file that is not what its name says (HTML named cv.pdf) gets the server's localized error; nothing typed is lost", async () => {
    const { page } = b;
    const t = texts.es;
    await page.goto(url('/es/contact'));
    const form = contactForm(page);
    const subject = marker();
    await fillForm(form, 'es', { subject });
    const attach = cvInput(form);
    await form.getByLabel(t.attach, { exact: true }).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    });
    await form.getByRole('button', { name: t.send }).click();

    await expect.poll(() => fieldError(attach)).toBe(t.fileType);
    expect(await attach.getAttribute('aria-invalid')).toBe('true');
    await form.getByText(t.formErrors).waitFor();
    expect(await form.getByLabel(t.subject, { exact: true }).inputValue()).toBe(subject);
    expect(await form.getByLabel(t.name, { exact: true }).inputValue()).toBe('Maria');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Removing the file clears its error; the message then goes without a CV.
    await form.getByRole('button', { name: `${t.remove}cv.pdf` }).click();
    await expect.poll(() => fieldError(attach)).toBe('');
    await form.getByRole('button', { name: t.send }).click();
    await page.getByRole('dialog', { name: t.done }).getByText(t.sent).waitFor();
    const mail = await waitForInboxMail(subject);
    expect(mail.text).not.toContain('The CV is attached');
    // The refused send wrote nothing: one message with this subject, the one sent without the file.
    expect(await inboxMailsWith(subject)).toHaveLength(1);
    expect(b.pageErrors).toEqual([]);
  });

  it("en: the client refuses a CV of another type at once, in the visitor's language", async () => {
    const { page } = b;
    const t = texts.en;
    const requests = contactRequests(page);
    await page.goto(url('/en/contact'));
    const form = contactForm(page);
    const attach = cvInput(form);
    await form.getByLabel(t.attach, { exact: true }).setInputFiles({
      name: 'my-curriculum-vitae-for-brigade.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('PK\u0003\u0004 not really a docx'),
    });
    await expect.poll(() => fieldError(attach)).toBe(t.fileType);
    // The name is cut at 20 characters with an ellipsis.
    await form.getByText(`${t.attached}my-curriculum-vitae-…`).waitFor();
    await fillForm(form, 'en', { subject: marker() });
    await form.getByRole('button', { name: t.send }).click();
    await form.getByText(t.formErrors).waitFor();
    expect(await attach.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(requests).toHaveLength(0);
  });

  it('contact/{ids}: the send-CV-only flow sends the selected offers; ids that are not numbers are ignored', async () => {
    const { page } = b;
    const t = texts.en;
    const sentBodies = await recordBodies(page);
    // Ids of no offer (e2e/offer-page.spec.ts checks how live ones are named): none is named, the CV
    // still goes, and the server leaves the ids out of the message.
    await page.goto(url('/en/contact/999912&abc&999915'));
    await page.getByRole('heading', { level: 1, name: t.cvHeading }).waitFor();
    await page.getByText("Brigade's recruitment team").first().waitFor();
    await page.getByText('None of the selected offers is open any more').waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);

    const form = contactForm(page);
    const subject = marker();
    await form.getByLabel(t.name, { exact: true }).fill('Maria');
    await form.getByLabel(t.surname, { exact: true }).fill('Lopez');
    await form.getByLabel(t.phone, { exact: true }).fill('612 345 678');
    await form.getByLabel('Current or last workplace', { exact: true }).fill('Casa Lopez');
    await form.getByLabel(t.email, { exact: true }).fill('maria.lopez@e2e.brigade.test');
    await form.getByLabel(t.subject, { exact: true }).fill(subject);
    await form
      .getByLabel('A few words about you', { exact: true })
      .fill('Sous chef, five years in fine dining.');
    await form.getByLabel(t.attach, { exact: true }).setInputFiles(pdf('cv.pdf'));
    await form.getByRole('button', { name: t.sendCv }).click();
    await page.getByRole('dialog', { name: t.done }).getByText(t.sent).waitFor();

    const [body] = await sentBodies();
    expect(body?.offers).toBe('999912&999915');
    expect(body?.callback).toBe('0');
    expect(body?.fileupload).toMatch(/^file:cv\.pdf:application\/pdf:/);
    const mail = await waitForInboxMail(subject);
    expect(mail.text).toMatch(/The CV is attached: cv-\d+\.pdf/);

    // Nothing but letters: the plain contact page.
    await page.goto(url('/en/contact/abc'));
    await page.getByRole('heading', { level: 1, name: t.heading }).waitFor();
    expect(b.pageErrors).toEqual([]);
  });

  it('has no serious or critical WCAG 2 A/AA violation (axe)', async () => {
    const { page } = b;
    const t = texts.en;
    await page.goto(url('/en/contact'));
    await page.getByRole('heading', { level: 1, name: t.heading }).waitFor();
    await expectAccessible(page, 'contact, message tab');
    const form = contactForm(page);
    await form.getByLabel(t.attach, { exact: true }).setInputFiles(pdf());
    await form.getByRole('button', { name: t.send }).click();
    await form.getByText(t.formErrors).waitFor();
    await expectAccessible(page, 'contact with errors and a CV');
    await page.getByRole('tab', { name: t.callbackTab }).click();
    await expectAccessible(page, 'contact, callback tab');
    await page.goto(url('/en/contact/12'));
    await page.getByRole('heading', { level: 1, name: t.cvHeading }).waitFor();
    await expectAccessible(page, 'send-CV page');
    expect(b.pageErrors).toEqual([]);
  });
});

describe('contact page (phone, 390 px)', () => {
  const b = useBrowser(phone);

  it('fits the width with errors, a long file name and either tab, and sends from a phone', async () => {
    const { page } = b;
    const t = texts.fr;
    await page.goto(url('/fr/contact'));
    await page.getByRole('heading', { level: 1, name: t.heading }).waitFor();
    await expectNoHorizontalScroll(page, 'contact (fr)');
    // Both tab labels fit without scrolling the tab list.
    expect(await page.getByRole('tablist').evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(
      true,
    );
    const form = contactForm(page);
    await form
      .getByLabel(t.attach, { exact: true })
      .setInputFiles(pdf('curriculum-vitae-de-jean-baptiste-dupont-2025-version-finale.pdf'));
    await form.getByRole('button', { name: t.send }).click();
    await form.getByText(t.formErrors).waitFor();
    await expectNoHorizontalScroll(page, 'contact with errors (fr)');
    await expectAccessible(page, 'contact on a phone (fr)');

    const subject = marker();
    await fillForm(form, 'fr', { subject });
    await form.getByRole('button', { name: t.send }).click();
    await page.getByRole('dialog', { name: t.done }).getByText(t.sent).waitFor();
    await expectNoHorizontalScroll(page, 'success dialog (fr)');
    await page.getByRole('dialog').getByRole('button', { name: t.ok }).click();

    await page.getByRole('tab', { name: t.callbackTab }).click();
    await expectNoHorizontalScroll(page, 'callback tab (fr)');
    await page.goto(url('/fr/contact/4&5'));
    await page.getByRole('heading', { level: 1, name: t.cvHeading }).waitFor();
    await expectNoHorizontalScroll(page, 'send-CV page (fr)');
    const mail = await waitForInboxMail(subject);
    expect(mail.text).toMatch(/The CV is attached: cv-\d+\.pdf/);
    expect(mail.text).not.toContain('curriculum-vitae-de-jean-baptiste');
    expect(b.pageErrors).toEqual([]);
  });
});
