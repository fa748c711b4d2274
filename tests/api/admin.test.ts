import { and, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminCalls, type AuditEntry, type PremiumAccount } from '../../src/shared/contracts/admin';
import { accounts, emailOutbox, notifications, offers } from '../../src/server/db/schema/index';
import { runPremiumDay } from '../../src/server/features/accounts/premium.service';
import { runStaffCreate } from '../../src/server/cli/staff-create';
import enMail from '../../src/shared/i18n/en/mail.json';
import frMail from '../../src/shared/i18n/fr/mail.json';
import {
  api,
  clearRateLimits,
  dataOf,
  errorOf,
  freshIp,
  login,
  staffLogin,
  uniqueEmail,
} from '../api-helpers';
import { useTestApp } from '../build-test-app';
import { factoryPassword, insertAccount, insertChef, insertOffer, insertRestaurant } from '../factories';

/** The back office (docs/decisions/053-back-office.md): staff sign-in, moderation, Premium, the audit log. */
describe('the back office', () => {
  const t = useTestApp();
  const db = () => t.database.db;
  beforeEach(() => clearRateLimits(t));

  const tokenOf = async (email: string) => (await login(t.app, email, factoryPassword)).token!;
  const pathOf = (path: string) => path.replace(/^\/api\//, '');
  const call = <T = unknown>(
    path: string,
    method: string,
    token: string | undefined,
    body: Record<string, unknown> = {},
  ) =>
    method === 'GET'
      ? api<T>(
          t.app,
          `${pathOf(path)}?${new URLSearchParams(body as Record<string, string>)}`,
          {},
          { token, method: 'GET' },
        )
      : api<T>(t.app, pathOf(path), body, { token });

  const mailTo = async (to: string) =>
    db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(emailOutbox.id);

  const auditOf = async (token: string, filters: Record<string, string>) =>
    dataOf(await call<{ items: AuditEntry[] }>('/api/admin/audit', 'GET', token, filters)).items;

  describe('who may call it', () => {
    it('answers 404 to visitors, chefs, restaurants and Premium restaurants on every call', async () => {
      const chef = await insertChef(db());
      const free = await insertRestaurant(db());
      const premium = await insertRestaurant(db(), { account: { subscription: 1, subscriptionStatus: 1 } });
      const tokens = [
        undefined,
        await tokenOf(chef.account.email),
        await tokenOf(free.account.email),
        await tokenOf(premium.account.email),
      ];
      for (const declared of adminCalls)
        for (const token of tokens) {
          const res = await call(declared.path, declared.method, token, {});
          expect([declared.name, res.status, errorOf(res).code]).toEqual([declared.name, 404, 'not_found']);
        }
      // An unknown path under /api/admin/ says the same.
      expect((await call('/api/admin/nothing', 'GET', undefined)).status).toBe(404);
    });

    it('lets a moderator moderate but not manage Premium or read the audit log', async () => {
      const { token } = await staffLogin(t, 'moderator');
      expect(dataOf(await call<{ role: string }>('/api/admin/overview', 'GET', token)).role).toBe(
        'moderator',
      );
      expect((await call('/api/admin/moderation', 'GET', token, { kind: 'chef' })).status).toBe(200);
      for (const [path, method] of [
        ['/api/admin/premium', 'GET'],
        ['/api/admin/premium/activate', 'POST'],
        ['/api/admin/premium/end', 'POST'],
        ['/api/admin/audit', 'GET'],
      ] as const) {
        const res = await call(path, method, token, method === 'POST' ? { account: 1 } : {});
        expect([path, res.status, errorOf(res).code]).toEqual([path, 403, 'forbidden']);
      }
    });
  });

  describe('signing in', () => {
    it('asks a staff account for its code, refuses a wrong, reused or old one, and takes a recovery code once', async () => {
      const staff = await staffLogin(t, 'moderator');
      const again = (otp?: string) =>
        login(t.app, staff.email, staff.password, otp === undefined ? {} : { otp }, { ip: freshIp() });
      const bare = await again();
      expect([bare.status, errorOf(bare).code]).toEqual([401, 'otp_required']);
      expect(bare.token).toBeUndefined();

      const wrong = await again('000000');
      expect([wrong.status, errorOf(wrong).code]).toEqual([401, 'otp_invalid']);
      // The code staffLogin used a moment ago is spent.
      const reused = await again(await generate({ secret: staff.secret }));
      expect(errorOf(reused).code).toBe('otp_invalid');
      const old = await again(
        await generate({ secret: staff.secret, epoch: Math.floor(Date.now() / 1000) - 120 }),
      );
      expect(errorOf(old).code).toBe('otp_invalid');

      await clearRateLimits(t);
      const recovery = staff.recoveryCodes[0]!;
      const withRecovery = await again(recovery.toUpperCase());
      expect(withRecovery.status).toBe(200);
      await clearRateLimits(t);
      expect(errorOf(await again(recovery)).code).toBe('otp_invalid');
    });

    it('gives staff a 12-hour session whatever "remember me" says, and a wrong password stays the same refusal', async () => {
      const staff = await staffLogin(t, 'admin');
      const next = await generate({ secret: staff.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
      const res = await login(t.app, staff.email, staff.password, { otp: next, remember: 1 });
      expect(res.status).toBe(200);
      const [session] = await db()
        .execute<{ hours: number }>(
          sql`select extract(epoch from expires_at - created_at) / 3600 as hours from sessions order by id desc limit 1`,
        )
        .then((r) => r.rows);
      expect(Math.round(Number(session!.hours))).toBe(12);
      const wrong = await login(t.app, staff.email, 'not-the-password', { otp: next });
      expect(errorOf(wrong).code).toBe('login_combination');
    });

    it('creates the first admin from the command line, and renews its secrets when run again', async () => {
      const email = uniqueEmail('admin');
      const first = await runStaffCreate(db(), t.config.sessionSecret, [email, '--role', 'admin']);
      expect(first.code).toBe(0);
      expect(first.lines.join('\n')).toMatch(/otpauth:\/\/totp\/Brigade:/);
      const [row] = await db().select().from(accounts).where(eq(accounts.email, email));
      expect(row).toMatchObject({ type: 'staff', staffRole: 'admin' });
      expect((await runStaffCreate(db(), t.config.sessionSecret, [email, '--role', 'boss'])).code).toBe(2);
      const chef = await insertChef(db());
      const refused = await runStaffCreate(db(), t.config.sessionSecret, [chef.account.email]);
      expect(refused.code).toBe(1);
      expect((await runStaffCreate(db(), t.config.sessionSecret, [email])).lines[0]).toMatch(
        /^Renewed moderator/,
      );
    });
  });

  describe('moderation', () => {
    it('approves an offer into public view and rejects one with a reason its owner reads in their language', async () => {
      const moderator = await staffLogin(t, 'moderator');
      const admin = await staffLogin(t, 'admin');
      const owner = await insertRestaurant(db(), { account: { language: 'fr' } });
      const venue = owner.venues[0];
      const good = await insertOffer(db(), {
        restaurantProfileId: venue.id,
        name: 'Chef de partie',
        approved: 0,
      });
      const bad = await insertOffer(db(), {
        restaurantProfileId: venue.id,
        name: 'Plongeur du soir',
        approved: 0,
      });
      const show = (id: number) => api(t.app, `offer/show?id=${id}`, {}, { method: 'GET' });
      expect((await show(good.id)).status).toBe(404);

      const queue = dataOf(
        await call<{ items: { id: number; owner: { email: string } }[]; total: number }>(
          '/api/admin/moderation',
          'GET',
          moderator.token,
          { kind: 'offer' },
        ),
      );
      expect(queue.items.map((i) => i.id)).toEqual(expect.arrayContaining([good.id, bad.id]));
      expect(queue.items.find((i) => i.id === good.id)?.owner.email).toBe(owner.account.email);

      const approve = await call('/api/admin/moderation/decide', 'POST', moderator.token, {
        kind: 'offer',
        id: good.id,
        decision: 'approve',
      });
      expect(dataOf(approve)).toEqual({ id: good.id, kind: 'offer', approved: 1 });
      expect((await show(good.id)).status).toBe(200);
      const twice = await call('/api/admin/moderation/decide', 'POST', moderator.token, {
        kind: 'offer',
        id: good.id,
        decision: 'reject',
        reason: 'misleading',
      });
      expect([twice.status, errorOf(twice).code]).toEqual([409, 'moderation_moved_on']);

      const noReason = await call('/api/admin/moderation/decide', 'POST', moderator.token, {
        kind: 'offer',
        id: bad.id,
        decision: 'reject',
      });
      expect(errorOf(noReason).issues?.[0]).toMatchObject({ field: 'reason', code: 'reason_required' });
      const reject = await call('/api/admin/moderation/decide', 'POST', moderator.token, {
        kind: 'offer',
        id: bad.id,
        decision: 'reject',
        reason: 'contact_details',
        note: 'Retirez le numéro de téléphone de la description.',
      });
      expect(dataOf(reject)).toMatchObject({ approved: -1 });
      expect((await show(bad.id)).status).toBe(404);
      const [told] = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.accountId, owner.account.id), eq(notifications.kind, 'offer_rejected')));
      expect(told).toBeDefined();
      const mails = await mailTo(owner.account.email);
      const mail = mails.find((m) => m.template === 'rejected_offer');
      expect(mail?.subject).toBe(frMail.rejected_offer_subject.replace('{{name}}', 'Plongeur du soir'));
      expect(mail?.text).toContain(frMail.rejection_reason_contact_details);
      expect(mail?.text).toContain('Retirez le numéro de téléphone');
      expect(mail?.language).toBe('fr');

      // The owner's edit sends it back to the queue.
      const ownerToken = await tokenOf(owner.account.email);
      const resaved = await api(
        t.app,
        'offer/manage/edit',
        {
          id: bad.id,
          rid: venue.id,
          name: 'Plongeur du soir',
          position: 6,
          description: '<p>Plonge et mise en place, le soir.</p>',
          salarytype: 'year',
          salaryfrom: '24000',
          salaryto: '26000',
          term: 'full-time',
          hours: 40,
          holidays: 25,
          daysoff: 2,
          status: 1,
          language: 'fr',
        },
        { token: ownerToken, form: true },
      );
      expect(resaved.status).toBe(200);
      const [row] = await db()
        .select({ approved: offers.approved })
        .from(offers)
        .where(eq(offers.id, bad.id));
      expect(row?.approved).toBe(0);

      const audit = await auditOf(admin.token, { kind: 'offer', object: String(bad.id) });
      expect(audit[0]).toMatchObject({
        action: 'reject',
        staff: { email: moderator.email },
        before: { approved: 0 },
        after: { approved: -1, reason: 'contact_details' },
      });
      expect((await auditOf(admin.token, { staff: moderator.email })).map((a) => a.action)).toEqual(
        expect.arrayContaining(['approve', 'reject']),
      );
    });

    it('approves a chef and rejects a venue, each owner told, in the queues oldest first', async () => {
      const { token } = await staffLogin(t, 'moderator');
      const chef = await insertChef(db(), { profile: { approved: 0 } });
      const venueOwner = await insertRestaurant(db(), { venues: [{ approved: 0, name: 'Tasca Nova' }] });
      const chefs = dataOf(
        await call<{ items: { id: number; path: string }[] }>('/api/admin/moderation', 'GET', token, {
          kind: 'chef',
          qty: '100',
        }),
      );
      expect(chefs.items.find((i) => i.id === chef.profile.id)?.path).toMatch(/^\/en\/chef\/view\//);
      await call('/api/admin/moderation/decide', 'POST', token, {
        kind: 'chef',
        id: chef.profile.id,
        decision: 'approve',
      });
      expect((await api(t.app, `chefs/show?id=${chef.profile.id}`, {}, { method: 'GET' })).status).toBe(200);

      const other = await call('/api/admin/moderation/decide', 'POST', token, {
        kind: 'venue',
        id: venueOwner.venues[0].id,
        decision: 'reject',
        reason: 'other',
      });
      expect(errorOf(other).issues?.[0]).toMatchObject({ field: 'note', code: 'note_required' });
      await call('/api/admin/moderation/decide', 'POST', token, {
        kind: 'venue',
        id: venueOwner.venues[0].id,
        decision: 'reject',
        reason: 'other',
        note: 'Add a photo of the kitchen.',
      });
      const mails = await mailTo(venueOwner.account.email);
      expect(mails.find((m) => m.template === 'rejected_venue')?.text).toContain(
        'Add a photo of the kitchen.',
      );
    });
  });

  describe('Premium', () => {
    it('activates the Premium a restaurant asked for, which opens its applicants page; ends and declines', async () => {
      const admin = await staffLogin(t, 'admin');
      const owner = await insertRestaurant(db(), { venues: [{}, {}] });
      const venue = owner.venues[0];
      const offer = await insertOffer(db(), { restaurantProfileId: venue.id });
      const ownerToken = await tokenOf(owner.account.email);
      const applicants = () => api(t.app, 'offer/applicants/list', { oid: offer.id }, { token: ownerToken });
      expect(errorOf(await applicants()).code).toBe('premium_required');
      expect(
        (await api(t.app, 'account/requestsubscription', { type: 1 }, { token: ownerToken })).status,
      ).toBe(200);

      const requested = dataOf(
        await call<{ items: PremiumAccount[] }>('/api/admin/premium', 'GET', admin.token, {
          state: 'requested',
          qty: '100',
        }),
      );
      const row = requested.items.find((i) => i.account.id === owner.account.id);
      expect(row).toMatchObject({ venues: 2, price: 1000, subscription: 0, request: { plan: 1 } });

      const today = new Date().toISOString().slice(0, 10);
      const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
      const badDates = await call('/api/admin/premium/activate', 'POST', admin.token, {
        account: owner.account.id,
        start: nextYear,
        end: today,
      });
      expect(errorOf(badDates).issues?.[0]).toMatchObject({ field: 'end', code: 'premium_dates_order' });
      const activated = dataOf(
        await call<PremiumAccount>('/api/admin/premium/activate', 'POST', admin.token, {
          account: owner.account.id,
          start: today,
          end: nextYear,
        }),
      );
      expect(activated).toMatchObject({
        subscription: 1,
        request: null,
        period: { start: today, end: nextYear },
      });
      expect((await applicants()).status).toBe(200);
      expect((await mailTo(owner.account.contactEmail)).map((m) => m.template)).toContain(
        'premium_activated',
      );
      const overlap = await call('/api/admin/premium/activate', 'POST', admin.token, {
        account: owner.account.id,
        start: today,
        end: nextYear,
      });
      expect(errorOf(overlap).code).toBe('premium_period_overlaps');

      const ended = dataOf(
        await call<PremiumAccount>('/api/admin/premium/end', 'POST', admin.token, {
          account: owner.account.id,
        }),
      );
      expect(ended.subscription).toBe(0);
      expect(errorOf(await applicants()).code).toBe('premium_required');
      expect(
        errorOf(await call('/api/admin/premium/end', 'POST', admin.token, { account: owner.account.id }))
          .code,
      ).toBe('premium_not_active');
      expect(
        errorOf(await call('/api/admin/premium/decline', 'POST', admin.token, { account: owner.account.id }))
          .code,
      ).toBe('premium_not_requested');

      const audit = await auditOf(admin.token, { kind: 'account', object: String(owner.account.id) });
      expect(audit.map((a) => a.action)).toEqual(['premium_end', 'premium_activate']);
      expect(audit[1]).toMatchObject({
        before: { subscription: 0 },
        after: { subscription: 1, start: today },
      });
    });

    it('ends expired periods at night and reminds 30 and 7 days before, once (clock injected)', async () => {
      const admin = await staffLogin(t, 'admin');
      const owner = await insertRestaurant(db(), { account: { language: 'en' } });
      await call('/api/admin/premium/activate', 'POST', admin.token, {
        account: owner.account.id,
        start: '2026-01-10',
        end: '2027-01-10',
      });
      const deps = { db: db(), mailer: t.app.mailer, config: t.config };
      const templates = async () => (await mailTo(owner.account.contactEmail)).map((m) => m.template);
      await runPremiumDay(deps, '2026-12-11');
      await runPremiumDay(deps, '2026-12-11');
      expect((await templates()).filter((x) => x === 'premium_ending')).toHaveLength(1);
      await runPremiumDay(deps, '2027-01-03');
      expect((await templates()).filter((x) => x === 'premium_ending')).toHaveLength(2);
      const ending = (await mailTo(owner.account.contactEmail)).filter(
        (m) => m.template === 'premium_ending',
      );
      expect(ending[1]?.subject).toBe(enMail.premium_ending_subject.replace('{{count}}', '7'));

      await runPremiumDay(deps, '2027-01-10');
      const [account] = await db().select().from(accounts).where(eq(accounts.id, owner.account.id));
      expect(account?.subscription).toBe(0);
      expect(await templates()).toContain('premium_ended');
    });
  });

  it('keeps the audit log as written: no update or delete goes through', async () => {
    const admin = await staffLogin(t, 'admin');
    const owner = await insertRestaurant(db());
    await call('/api/admin/premium/activate', 'POST', admin.token, {
      account: owner.account.id,
      start: '2026-01-01',
      end: '2026-02-01',
    });
    await expect(db().execute(sql`update staff_actions set action = 'nothing'`)).rejects.toThrow();
    await expect(db().execute(sql`delete from staff_actions`)).rejects.toThrow();
    expect((await auditOf(admin.token, { staff: admin.email })).length).toBeGreaterThan(0);
  });

  it('lists a staff account only once among accounts (factory default role)', async () => {
    const staff = await insertAccount(db(), { type: 'staff' });
    expect(staff.staffRole).toBe('moderator');
  });
});
