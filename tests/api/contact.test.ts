import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../../src/shared/contracts/envelope';
import { maxCvBytes } from '../../src/shared/contracts/contact';
import enApi from '../../src/shared/i18n/en/api.json';
import enErrors from '../../src/shared/i18n/en/errors.json';
import enMail from '../../src/shared/i18n/en/mail.json';
import enValidation from '../../src/shared/i18n/en/validation.json';
import esValidation from '../../src/shared/i18n/es/validation.json';
import frValidation from '../../src/shared/i18n/fr/validation.json';
import esApi from '../../src/shared/i18n/es/api.json';
import frApi from '../../src/shared/i18n/fr/api.json';
import ptApi from '../../src/shared/i18n/pt/api.json';
import ptErrors from '../../src/shared/i18n/pt/errors.json';
import ptValidation from '../../src/shared/i18n/pt/validation.json';
import { contactMessages, emailOutbox, media, offers } from '../../src/server/db/schema/index';
import { contactRateLimit } from '../../src/server/features/contact/contact.service';
import {
  api,
  clearRateLimits,
  dataOf,
  errorOf,
  freshIp,
  issueMessage,
  issuesOf,
  multipartBody,
  registerUser,
  uniqueEmail,
  type ApiOptions,
  type ApiResult,
  type MultipartFile,
} from '../api-helpers';
import { testOrigin, useTestApp } from '../build-test-app';
import { insertOffer, insertRestaurant } from '../factories/index';
import { addressesOf, startSmtpListener, type SmtpListener } from '../smtp-listener';

const validationTexts = { en: enValidation, es: esValidation, fr: frValidation, pt: ptValidation };

/** The service's inbox (CONTACT_EMAIL) of this file's app. */
const inbox = 'inbox@brigade.test';

type IdData = { id: number };

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => String(params[key] ?? ''));

// Small files whose first bytes are what they claim (what the server sniffs).
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const pngBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
const jpegBytes = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.alloc(32, 1),
  Buffer.from([0xff, 0xd9]),
]);
// Files that are not what their name and declared type say.
const exeBytes = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(56),
  Buffer.from('This program cannot be run in DOS mode.', 'latin1'),
]);
const elfBytes = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), Buffer.alloc(57)]);
const htmlBytes = Buffer.from(
  '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
  'utf8',
);
// A PDF signature that is not at the start does not make a PDF.
const latePdfBytes = Buffer.from(' %PDF-1.4 hidden behind a space', 'latin1');

describe('POST /api/contact', () => {
  let listener: SmtpListener;
  beforeAll(async () => {
    listener = await startSmtpListener();
  });
  afterAll(() => listener.close());
  const t = useTestApp(() => ({ smtpUrl: listener.url, contactEmail: inbox }));
  beforeEach(() => clearRateLimits(t));

  let serial = 0;
  /** A valid contact form with a sender and subject of its own, so its e-mail can be found. */
  function contactForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
    serial += 1;
    return {
      name: 'Lucia',
      surname: 'Fernandez',
      phone: '600 123 456',
      phonecode: '+34',
      company: 'Casa Lucia',
      email: uniqueEmail('sender'),
      subject: `Summer brigade ${serial}`,
      enquiry: 'We are looking for a sous chef and two commis for the summer season.',
      ...overrides,
    };
  }

  /** Each call from its own client address unless told, so the per-address limit stays out of the way. */
  const send = (body: Record<string, unknown>, options: ApiOptions = {}) =>
    api<IdData>(t.app, 'contact', body, { ip: freshIp(), ...options });

  async function sendMultipart(
    fields: Record<string, unknown>,
    files: MultipartFile[] = [],
    options: ApiOptions = {},
  ) {
    const { raw, contentType } = await multipartBody(fields, files);
    return api<IdData>(t.app, 'contact', {}, { raw, contentType, ip: freshIp(), ...options });
  }

  async function messageRow(id: number) {
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row, `no contact_messages row ${id}`).toBeDefined();
    return row!;
  }

  async function mediaRow(id: number) {
    const [row] = await t.database.db.select().from(media).where(eq(media.id, id));
    expect(row, `no media row ${id}`).toBeDefined();
    return row!;
  }

  /** The e-mail whose Reply-To is the sender. */
  const mailFrom = (sender: string) =>
    listener.waitFor((m) => addressesOf(m.replyTo).includes(sender.toLowerCase()));

  /** Every file in the upload store, as storage keys. */
  async function storedFiles(): Promise<string[]> {
    const root = join(t.config.dataDir, 'uploads');
    if (!existsSync(root)) return [];
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
      .sort();
  }

  async function counts() {
    const [messages] = await t.database.db.select({ n: count() }).from(contactMessages);
    const [files] = await t.database.db.select({ n: count() }).from(media);
    const [mails] = await t.database.db.select({ n: count() }).from(emailOutbox);
    return { messages: messages!.n, media: files!.n, mails: mails!.n, stored: await storedFiles() };
  }

  /** Nothing of a refused message reached the database, the store or the inbox. */
  async function expectNothingKept(before: Awaited<ReturnType<typeof counts>>, sender: string) {
    expect(await counts()).toEqual(before);
    await t.app.mailer.idle();
    expect(listener.messages.filter((m) => addressesOf(m.replyTo).includes(sender))).toEqual([]);
  }

  function expectCreated(res: ApiResult<IdData>, message = enApi.message_sent): number {
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ success: true, data: { id: expect.any(Number) }, message });
    return dataOf(res).id;
  }

  describe('a valid message', () => {
    it('is stored and e-mailed to CONTACT_EMAIL (JSON), replies going to the sender', async () => {
      const form = contactForm({ email: 'Lucia.Sender@Example.com', subject: 'Need a pastry chef' });
      const res = await send(form);
      const id = expectCreated(res);

      expect(await messageRow(id)).toMatchObject({
        name: 'Lucia',
        surname: 'Fernandez',
        phone: '600 123 456',
        phoneCode: '+34',
        company: 'Casa Lucia',
        email: 'lucia.sender@example.com',
        subject: 'Need a pastry chef',
        enquiry: form.enquiry,
        callback: false,
        language: 'en',
        offerIds: [],
        cvMediaId: null,
        accountId: null,
        handledAt: null,
      });

      const mail = await mailFrom('lucia.sender@example.com');
      expect(addressesOf(mail.to)).toEqual([inbox]);
      expect(addressesOf(mail.replyTo)).toEqual(['lucia.sender@example.com']);
      expect(mail.subject).toBe(fill(enMail.contact_subject, { subject: 'Need a pastry chef' }));
      expect(mail.subject).toContain('Need a pastry chef');
      expect(mail.text).toContain(String(form.enquiry));
      expect(mail.text).toContain(enMail.contact_intro);
      expect(mail.text).toContain('Lucia Fernandez <lucia.sender@example.com>');
      expect(mail.text).toContain(`${enMail.contact_company}: Casa Lucia`);
      expect(mail.text).toContain(`${enMail.contact_phone}: +34 600 123 456`);
      expect(mail.text).toContain(`${enMail.contact_language}: en`);
      expect(mail.text).toContain(`${enMail.contact_callback}: ${enMail.no}`);
      expect(mail.html as string).toContain(String(form.enquiry));
      expect(mail.attachments).toEqual([]);

      await t.app.mailer.idle();
      const [outbox] = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, mail.subject!));
      expect(outbox).toMatchObject({
        toAddress: inbox,
        status: 'sent',
        template: 'contact',
        attachments: [],
      });
    });

    it('is accepted form-encoded as the web client sends it (submit=1), answered in Spanish', async () => {
      const form = contactForm();
      const res = await send({ ...form, submit: 1, lang: 'es', callback: 0 }, { form: true });
      const id = expectCreated(res, esApi.message_sent);
      const row = await messageRow(id);
      expect(row).toMatchObject({
        name: 'Lucia',
        subject: form.subject,
        language: 'es',
        callback: false,
        offerIds: [],
      });
      const mail = await mailFrom(String(form.email));
      // Staff read the message in English; the sender's language is named in it.
      expect(mail.subject).toBe(fill(enMail.contact_subject, { subject: String(form.subject) }));
      expect(mail.text).toContain(`${enMail.contact_language}: es`);
    });

    it('is accepted as multipart without a file, answered in French', async () => {
      const form = contactForm();
      const res = await sendMultipart({ ...form, submit: 1, lang: 'fr' });
      const id = expectCreated(res, frApi.message_sent);
      expect(await messageRow(id)).toMatchObject({ email: form.email, language: 'fr', cvMediaId: null });
      const mail = await mailFrom(String(form.email));
      expect(mail.text).toContain(String(form.enquiry));
      expect(mail.attachments).toEqual([]);
    });

    it('answers in Portuguese and takes the text "null" as empty for an optional field', async () => {
      const form = contactForm({ phonecode: 'null' });
      const id = expectCreated(await send({ ...form, lang: 'pt' }, { form: true }), ptApi.message_sent);
      expect(await messageRow(id)).toMatchObject({ phoneCode: '', language: 'pt' });
      const mail = await mailFrom(String(form.email));
      expect(mail.text).toContain(`${enMail.contact_phone}: 600 123 456`);
    });

    it('keeps HTML of the enquiry as text: escaped in the HTML part', async () => {
      const enquiry = 'Is <b>bold</b> & <script>alert(1)</script> shown?';
      const form = contactForm({ enquiry });
      const id = expectCreated(await send(form));
      expect((await messageRow(id)).enquiry).toBe(enquiry);
      const mail = await mailFrom(String(form.email));
      expect(mail.text).toContain(enquiry);
      expect(mail.html as string).not.toContain('<script>alert(1)</script>');
      expect(mail.html as string).toContain('&lt;script&gt;');
    });
  });

  describe('with a CV', () => {
    it('stores a PDF (media row, file in storage) and attaches it to the e-mail', async () => {
      const form = contactForm();
      const before = await storedFiles();
      const res = await sendMultipart(form, [
        {
          field: 'fileupload',
          filename: 'Lucia Fernandez CV.pdf',
          content: pdfBytes,
          contentType: 'application/pdf',
        },
      ]);
      const id = expectCreated(res);
      const row = await messageRow(id);
      expect(row.cvMediaId).toEqual(expect.any(Number));

      const file = await mediaRow(row.cvMediaId!);
      expect(file).toMatchObject({
        accountId: null,
        kind: 'curriculum',
        originalName: 'Lucia Fernandez CV.pdf',
        contentType: 'application/pdf',
        sizeBytes: pdfBytes.length,
        width: null,
        height: null,
      });
      expect(file.storageKey).toMatch(/^curriculum\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
      const path = join(t.config.dataDir, 'uploads', file.storageKey);
      expect(await readFile(path)).toEqual(pdfBytes);
      expect(await storedFiles()).toEqual([...before, file.storageKey].sort());

      const mail = await mailFrom(String(form.email));
      expect(mail.attachments).toHaveLength(1);
      const [attachment] = mail.attachments;
      expect(attachment!.filename).toBe(`cv-${id}.pdf`);
      expect(attachment!.contentType).toBe('application/pdf');
      expect(Buffer.compare(attachment!.content, pdfBytes)).toBe(0);
      expect(mail.text).toContain(fill(enMail.contact_attachment, { name: `cv-${id}.pdf` }));

      await t.app.mailer.idle();
      const [outbox] = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.subject, mail.subject!));
      expect(outbox?.attachments).toEqual([
        { filename: `cv-${id}.pdf`, contentType: 'application/pdf', storageKey: file.storageKey },
      ]);
    });

    it.each([
      {
        kind: 'PNG',
        content: pngBytes,
        filename: 'cv.png',
        declared: 'image/png',
        field: 'fileupload',
        type: 'image/png',
        ext: 'png',
      },
      {
        kind: 'JPEG',
        content: jpegBytes,
        filename: 'cv.jpg',
        declared: 'image/jpeg',
        field: 'curriculum',
        type: 'image/jpeg',
        ext: 'jpg',
      },
      // The type comes from the bytes, not from the name or the declared type.
      {
        kind: 'JPEG named .png',
        content: jpegBytes,
        filename: 'photo.png',
        declared: 'image/png',
        field: 'fileupload',
        type: 'image/jpeg',
        ext: 'jpg',
      },
      {
        kind: 'PDF declared as octet-stream',
        content: pdfBytes,
        filename: 'cv',
        declared: 'application/octet-stream',
        field: 'fileupload',
        type: 'application/pdf',
        ext: 'pdf',
      },
    ])(
      'accepts a $kind CV, typed from its bytes',
      async ({ content, filename, declared, field, type, ext }) => {
        const form = contactForm();
        const id = expectCreated(
          await sendMultipart(form, [{ field, filename, content, contentType: declared }]),
        );
        const file = await mediaRow((await messageRow(id)).cvMediaId!);
        expect(file).toMatchObject({
          kind: 'curriculum',
          contentType: type,
          originalName: filename,
          sizeBytes: content.length,
        });
        expect(file.storageKey.endsWith(`.${ext}`)).toBe(true);
        expect(await readFile(join(t.config.dataDir, 'uploads', file.storageKey))).toEqual(content);
        const mail = await mailFrom(String(form.email));
        expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`cv-${id}.${ext}`, type]]);
        expect(Buffer.compare(mail.attachments[0]!.content, content)).toBe(0);
      },
    );

    it.each([
      { filename: 'cv.html', content: pdfBytes, type: 'application/pdf', ext: 'pdf' },
      { filename: 'invoice.pdf.html', content: pngBytes, type: 'image/png', ext: 'png' },
      { filename: 'a"; filename="evil.html', content: jpegBytes, type: 'image/jpeg', ext: 'jpg' },
      { filename: '=?utf-8?B?ZXZpbC5odG1s?=', content: pdfBytes, type: 'application/pdf', ext: 'pdf' },
      { filename: '../../etc/passwd', content: pdfBytes, type: 'application/pdf', ext: 'pdf' },
      { filename: 'Curriculum Lucía Fernández.PDF', content: pdfBytes, type: 'application/pdf', ext: 'pdf' },
    ])(
      'names the e-mailed CV cv-<id>.$ext from its checked type, whatever the upload was called ($filename)',
      async ({ filename, content, type, ext }) => {
        const form = contactForm();
        const id = expectCreated(
          await sendMultipart(form, [{ field: 'fileupload', filename, content, contentType: 'text/html' }]),
        );
        const mail = await mailFrom(String(form.email));
        expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`cv-${id}.${ext}`, type]]);
        // The sender's name reaches no header of the e-mail: not the attachment's, not any other.
        const headers = mail.attachments[0]!.headers;
        for (const [, value] of headers) expect(JSON.stringify(value)).not.toContain('evil');
        expect(mail.text).toContain(fill(enMail.contact_attachment, { name: `cv-${id}.${ext}` }));
        // The media row still keeps (as data) what the sender called the file.
        expect((await mediaRow((await messageRow(id)).cvMediaId!)).originalName).not.toBe(`cv-${id}.${ext}`);
      },
    );

    it('accepts a CV of exactly 5 MB', async () => {
      const content = Buffer.concat([
        Buffer.from('%PDF-1.7\n', 'latin1'),
        Buffer.alloc(maxCvBytes - 9, 0x20),
      ]);
      expect(content.length).toBe(maxCvBytes);
      const form = contactForm();
      const id = expectCreated(
        await sendMultipart(form, [
          { field: 'fileupload', filename: 'big.pdf', content, contentType: 'application/pdf' },
        ]),
      );
      const file = await mediaRow((await messageRow(id)).cvMediaId!);
      expect(file.sizeBytes).toBe(maxCvBytes);
      const mail = await mailFrom(String(form.email));
      expect(mail.attachments[0]?.size).toBe(maxCvBytes);
    });

    it.each([
      { kind: 'a Windows executable', content: exeBytes },
      { kind: 'a Linux executable', content: elfBytes },
      { kind: 'an HTML page', content: htmlBytes },
      { kind: 'a PDF signature that is not at the start', content: latePdfBytes },
    ])('refuses $kind named cv.pdf and declared application/pdf, keeping nothing', async ({ content }) => {
      const form = contactForm();
      const before = await counts();
      const res = await sendMultipart(form, [
        { field: 'fileupload', filename: 'cv.pdf', content, contentType: 'application/pdf' },
      ]);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        data: null,
        message: enErrors.file_rejected,
        code: 'file_rejected',
        issues: [{ field: 'fileupload', code: 'file_type', message: enValidation.file_type }],
      });
      await expectNothingKept(before, String(form.email));
    });

    it('names the field the file came in, and answers in the request language', async () => {
      const form = contactForm();
      const before = await counts();
      const res = await sendMultipart({ ...form, lang: 'pt' }, [
        { field: 'curriculum', filename: 'cv.pdf', content: htmlBytes, contentType: 'application/pdf' },
      ]);
      expect(res.status).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'file_rejected', message: ptErrors.file_rejected });
      expect(issuesOf(res)).toEqual({ curriculum: 'file_type' });
      expect(issueMessage(res, 'curriculum')).toBe(ptValidation.file_type);
      await expectNothingKept(before, String(form.email));
    });

    it('refuses a file over 5 MB with 413 too_large, keeping nothing', async () => {
      const content = Buffer.concat([
        Buffer.from('%PDF-1.7\n', 'latin1'),
        Buffer.alloc(maxCvBytes - 8, 0x20),
      ]);
      expect(content.length).toBe(maxCvBytes + 1);
      const form = contactForm();
      const before = await counts();
      const res = await sendMultipart(form, [
        { field: 'fileupload', filename: 'huge.pdf', content, contentType: 'application/pdf' },
      ]);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        success: false,
        data: null,
        message: enErrors.too_large,
        code: 'too_large',
        issues: [
          {
            field: 'fileupload',
            code: 'file_too_large',
            message: fill(enValidation.file_too_large, { max: 5 }),
          },
        ],
      });
      await expectNothingKept(before, String(form.email));
    });

    it('refuses a file far over the limit (beyond the body limit) the same way', async () => {
      const content = Buffer.concat([
        Buffer.from('%PDF-1.7\n', 'latin1'),
        Buffer.alloc(maxCvBytes * 2, 0x20),
      ]);
      const form = contactForm();
      const before = await counts();
      const res = await sendMultipart(form, [
        { field: 'fileupload', filename: 'huge.pdf', content, contentType: 'application/pdf' },
      ]);
      expect(res.status).toBe(413);
      expect(errorOf(res).code).toBe('too_large');
      await expectNothingKept(before, String(form.email));
    });

    it('checks the fields before the file: an invalid form with a good CV stores nothing', async () => {
      const form = contactForm({ name: 'Al' });
      const before = await counts();
      const res = await sendMultipart(form, [
        { field: 'fileupload', filename: 'cv.pdf', content: pdfBytes, contentType: 'application/pdf' },
      ]);
      expect(res.status).toBe(400);
      expect(issuesOf(res)).toEqual({ name: 'min_4' });
      await expectNothingKept(before, String(form.email));
    });

    it('takes an empty file input (what a browser sends when no file is chosen) as no CV', async () => {
      const form = contactForm();
      const before = await storedFiles();
      const res = await sendMultipart(form, [
        { field: 'fileupload', filename: '', content: Buffer.alloc(0) },
      ]);
      const id = expectCreated(res);
      expect((await messageRow(id)).cvMediaId).toBeNull();
      expect(await storedFiles()).toEqual(before);
      const mail = await mailFrom(String(form.email));
      expect(mail.attachments).toEqual([]);
    });

    it('takes one CV only: a second file is refused and nothing is kept', async () => {
      const form = contactForm();
      const before = await counts();
      const res = await sendMultipart(form, [
        { field: 'fileupload', filename: 'a.pdf', content: pdfBytes, contentType: 'application/pdf' },
        { field: 'curriculum', filename: 'b.pdf', content: pdfBytes, contentType: 'application/pdf' },
      ]);
      expect(res.status).toBe(413);
      expect(errorOf(res).code).toBe('too_large');
      await expectNothingKept(before, String(form.email));
    });
  });

  describe('validation', () => {
    it.each([
      ['name', 'Ana', 'min_4'],
      ['name', '', 'required'],
      ['name', '    ', 'required'],
      ['surname', 'Li', 'min_4'],
      ['surname', '', 'required'],
      ['company', 'Bar', 'min_4'],
      ['company', '', 'required'],
      ['subject', 'Hi', 'min_4'],
      ['subject', '', 'required'],
      ['enquiry', 'Yes', 'min_4'],
      ['enquiry', '', 'required'],
      ['phone', 'abc', 'phone_digits'],
      ['phone', '600_123', 'phone_digits'],
      ['phone', '1', 'min_2'],
      ['phone', '', 'phone_required'],
      ['email', 'not-an-email', 'email_invalid'],
      ['email', 'ana@example', 'email_invalid'],
      ['email', '', 'email_required'],
      ['phonecode', 'abc', 'invalid_value'],
      ['phonecode', '+12345', 'invalid_value'],
      ['phonecode', '034', 'invalid_value'],
      ['phonecode', '+0034', 'invalid_value'],
      ['callback', 'maybe', 'invalid_value'],
    ])('%s %j -> %s, localized (pt)', async (field, value, code) => {
      const form = contactForm({ [field]: value, lang: 'pt' });
      const before = await counts();
      const res = await send(form);
      expect(res.status).toBe(400);
      const error = errorOf(res);
      expect(error.code).toBe('invalid_input');
      expect(error.message).toBe(ptErrors.invalid_input);
      expect(issuesOf(res)).toEqual({ [field]: code });
      expect(issueMessage(res, field)).toBe((ptValidation as Record<string, string>)[code]);
      await expectNothingKept(before, String(form.email));
    });

    it.each([
      ['name', 'Lucia\r\nBcc: victim@example.com'],
      ['surname', 'Fernan\ndez'],
      ['company', 'Casa\tLucia'],
      ['subject', 'Summer\r\nbrigade'],
      ['phone', '600\n123'],
      ['email', 'lucia\n@example.com'],
      ['name', 'Lu\u0000cia'],
      ['subject', 'Summer\u0085brigade'],
    ])(
      'refuses a control character in the single-line field %s %j, in each language',
      async (field, value) => {
        for (const [lang, texts] of Object.entries(validationTexts)) {
          const form = contactForm({ [field]: value, lang });
          const before = await counts();
          const res = await send(form, { form: true });
          expect(res.status).toBe(400);
          expect(issuesOf(res)).toEqual({ [field]: 'single_line' });
          expect(issueMessage(res, field)).toBe(texts.single_line);
          await expectNothingKept(before, String(form.email));
        }
      },
    );

    it('keeps the line breaks of the enquiry and refuses its other control characters', async () => {
      const enquiry = 'We need a sous chef.\nAnd two commis,\r\nfrom June.';
      const form = contactForm({ enquiry });
      const id = expectCreated(await send(form, { form: true }));
      expect((await messageRow(id)).enquiry).toBe(enquiry);
      for (const c of ['\t', '\u0000', '\u001b', '\r']) {
        const res = await send(contactForm({ enquiry: `We need${c}a sous chef`, lang: 'fr' }));
        expect(res.status).toBe(400);
        expect(issuesOf(res)).toEqual({ enquiry: 'control_characters' });
        expect(issueMessage(res, 'enquiry')).toBe(validationTexts.fr.control_characters);
      }
    });

    it.each(['34', '+34', '0034', ' 0034 '])(
      'takes the dial code %j and stores it in one form, +34',
      async (phonecode) => {
        const form = contactForm({ phonecode });
        const id = expectCreated(await send({ ...form, submit: 1 }, { form: true }));
        expect((await messageRow(id)).phoneCode).toBe('+34');
        const mail = await mailFrom(String(form.email));
        expect(mail.text).toContain(`${enMail.contact_phone}: +34 600 123 456`);
      },
    );

    it('accepts the minimum lengths exactly (4 characters, a 2-digit phone, an empty dial code)', async () => {
      const form = contactForm({
        name: 'Anna',
        surname: 'Lima',
        company: 'Olea',
        subject: 'Jobs',
        enquiry: 'Help',
        phone: '12',
        phonecode: '',
      });
      const id = expectCreated(await send(form));
      expect(await messageRow(id)).toMatchObject({
        name: 'Anna',
        phone: '12',
        phoneCode: '',
        enquiry: 'Help',
      });
    });

    it('limits the enquiry to 5,000 characters and the other texts to 255', async () => {
      const long = await send(contactForm({ enquiry: 'x'.repeat(5001), subject: 's'.repeat(256) }));
      expect(long.status).toBe(400);
      expect(issuesOf(long)).toEqual({ enquiry: 'max_length', subject: 'max_length' });
      expect(issueMessage(long, 'enquiry')).toBe(fill(enValidation.max_length, { max: 5000 }));
      expect(issueMessage(long, 'subject')).toBe(fill(enValidation.max_length, { max: 255 }));
      expectCreated(await send(contactForm({ enquiry: 'x'.repeat(5000) })));
    });

    it('lists every missing field of an empty form', async () => {
      const res = await send({});
      expect(res.status).toBe(400);
      expect(issuesOf(res)).toEqual({
        name: 'required',
        surname: 'required',
        phone: 'phone_required',
        company: 'required',
        email: 'email_required',
        subject: 'required',
        enquiry: 'required',
      });
    });

    it('refuses a field sent twice in a form body (repeated_field)', async () => {
      const form = contactForm({ name: ['Lucia', 'Maria'] });
      const before = await counts();
      const res = await send(form, { form: true });
      expect(res.status).toBe(400);
      expect(errorOf(res).code).toBe('invalid_input');
      expect(issuesOf(res)).toEqual({ name: 'repeated_field' });
      expect(issueMessage(res, 'name')).toBe(enValidation.repeated_field);
      await expectNothingKept(before, String(form.email));
    });

    it('refuses a field sent twice in a multipart body (repeated_field)', async () => {
      const form = contactForm({ email: [uniqueEmail('a'), uniqueEmail('b')] });
      const res = await sendMultipart(form);
      expect(res.status).toBe(400);
      expect(issuesOf(res)).toEqual({ email: 'repeated_field' });
    });
  });

  describe('callback and the send-CV-only flow', () => {
    it('callback=1 stores the flag and the e-mail says it is a callback request', async () => {
      const form = contactForm({ callback: 1 });
      const id = expectCreated(await send({ ...form, submit: 1 }, { form: true }));
      expect((await messageRow(id)).callback).toBe(true);
      const mail = await mailFrom(String(form.email));
      expect(mail.subject).toBe(fill(enMail.contact_subject_callback, { subject: String(form.subject) }));
      expect(mail.subject).toContain(String(form.subject));
      expect(mail.text).toContain(enMail.contact_intro_callback);
      expect(mail.text).toContain(`${enMail.contact_callback}: ${enMail.yes}`);
    });

    it('keeps only the selected offers that exist: none exist', async () => {
      const existing = await t.database.db
        .select({ id: offers.id })
        .from(offers)
        .where(inArray(offers.id, [12, 15]));
      expect(existing).toEqual([]);
      const form = contactForm();
      const id = expectCreated(await send({ ...form, offers: '12&15' }, { form: true }));
      expect((await messageRow(id)).offerIds).toEqual([]);
      const mail = await mailFrom(String(form.email));
      expect(mail.text).not.toContain(enMail.contact_offers);
    });

    describe('with a venue and its offers', () => {
      let venue: { id: number; name: string };
      let offer: { id: number; name: string };
      let deleted: { id: number; name: string };

      beforeAll(async () => {
        const db = t.database.db;
        [venue] = (
          await insertRestaurant(db, {
            account: { name: 'Casa Lucio' },
            venues: [{ name: 'El Faro de Vigo' }],
          })
        ).venues;
        offer = await insertOffer(db, { restaurantProfileId: venue.id, name: 'Sous Chef, seafood' });
        deleted = await insertOffer(db, {
          restaurantProfileId: venue.id,
          name: 'Commis Chef',
          deletedAt: new Date(),
        });
      });

      it('stores the existing offer and the e-mail lists it with its venue', async () => {
        const form = contactForm();
        const res = await sendMultipart({ ...form, offers: `${offer.id}&999999` }, [
          { field: 'fileupload', filename: 'my-cv.pdf', content: pdfBytes, contentType: 'application/pdf' },
        ]);
        const id = expectCreated(res);
        const row = await messageRow(id);
        expect(row.offerIds).toEqual([offer.id]);
        expect(row.cvMediaId).toEqual(expect.any(Number));

        const mail = await mailFrom(String(form.email));
        expect(mail.text).toContain(enMail.contact_intro_cv);
        expect(mail.text).toContain(enMail.contact_offers);
        expect(mail.text).toContain(`#${offer.id} ${offer.name} (${venue.name})`);
        expect(mail.text).not.toContain('999999');
        expect(mail.attachments.map((a) => a.filename)).toEqual([`cv-${id}.pdf`]);
        await t.app.mailer.idle();
        const [outbox] = await t.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.subject, mail.subject!));
        expect(outbox?.template).toBe('contact_cv');
      });

      it('takes a comma list or a JSON array, drops duplicates and deleted offers', async () => {
        const fromList = expectCreated(
          await send(contactForm({ offers: `${offer.id},${offer.id},${deleted.id}` })),
        );
        expect((await messageRow(fromList)).offerIds).toEqual([offer.id]);
        const fromArray = expectCreated(await send(contactForm({ offers: [deleted.id, offer.id, 424242] })));
        expect((await messageRow(fromArray)).offerIds).toEqual([offer.id]);
      });

      it('ignores offers that are not live: paused, in review, or of a hidden venue', async () => {
        const db = t.database.db;
        const paused = await insertOffer(db, { restaurantProfileId: venue.id, status: 0 });
        const inReview = await insertOffer(db, { restaurantProfileId: venue.id, approved: 0 });
        const [hiddenVenue] = (
          await insertRestaurant(db, { venues: [{ name: 'Closed for now', active: 0 }] })
        ).venues;
        const ofHidden = await insertOffer(db, { restaurantProfileId: hiddenVenue.id });
        const form = contactForm({ offers: `${paused.id},${offer.id},${inReview.id},${ofHidden.id}` });
        const id = expectCreated(await send(form));
        expect((await messageRow(id)).offerIds).toEqual([offer.id]);
        const mail = await mailFrom(String(form.email));
        expect(mail.text).toContain(`#${offer.id} ${offer.name} (${venue.name})`);
        expect(mail.text).not.toContain(`#${paused.id} `);
        expect(mail.text).not.toContain(`#${ofHidden.id} `);
      });

      it('refuses offer ids that are not numbers', async () => {
        const before = await counts();
        const form = contactForm({ offers: `${offer.id}&abc` });
        const res = await send(form, { form: true });
        expect(res.status).toBe(400);
        expect(errorOf(res).code).toBe('invalid_input');
        expect(Object.keys(issuesOf(res))).toHaveLength(1);
        expect(Object.keys(issuesOf(res))[0]).toMatch(/^offers/);
        await expectNothingKept(before, String(form.email));
      });
    });
  });

  describe('senders', () => {
    it("records a logged-in chef's account on the message and on the CV", async () => {
      const chef = await registerUser(t.app, { type: 'chef', name: 'Pedro Ruiz' });
      const form = contactForm();
      const id = expectCreated(
        await sendMultipart(
          form,
          [{ field: 'fileupload', filename: 'cv.pdf', content: pdfBytes, contentType: 'application/pdf' }],
          { token: chef.token },
        ),
      );
      const row = await messageRow(id);
      expect(row.accountId).toBe(chef.user.id);
      expect((await mediaRow(row.cvMediaId!)).accountId).toBe(chef.user.id);

      const viaJson = expectCreated(await send(contactForm(), { token: chef.token }));
      expect((await messageRow(viaJson)).accountId).toBe(chef.user.id);
    });

    it('refuses a message posted from another site (403 cross_origin), keeping nothing', async () => {
      const form = contactForm();
      const before = await counts();
      const res = await send(form, { origin: 'https://evil.example' });
      expect(res.status).toBe(403);
      expect((res.body as ErrorEnvelope).code).toBe('cross_origin');
      await expectNothingKept(before, String(form.email));
      // The app's own origin is fine.
      expectCreated(await send(contactForm(), { origin: testOrigin }));
    });

    it('limits messages per client address (429) while another address is still accepted', async () => {
      const limit = contactRateLimit.limit * t.config.rateLimitMultiplier;
      const busy = freshIp();
      for (let i = 0; i < limit; i += 1) expectCreated(await send(contactForm(), { ip: busy }));

      const form = contactForm();
      const before = await counts();
      const refused = await send(form, { ip: busy });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        success: false,
        data: null,
        message: enErrors.rate_limited,
        code: 'rate_limited',
      });
      await expectNothingKept(before, String(form.email));

      // With a CV too: nothing is stored for a refused message.
      const withCv = await sendMultipart(
        contactForm(),
        [{ field: 'fileupload', filename: 'cv.pdf', content: pdfBytes, contentType: 'application/pdf' }],
        { ip: busy },
      );
      expect(withCv.status).toBe(429);
      expect(await counts()).toEqual(before);

      expectCreated(await send(contactForm(), { ip: freshIp() }));
    });
  });
});
