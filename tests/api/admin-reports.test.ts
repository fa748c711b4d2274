import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReportView } from '../../src/shared/contracts/admin-reports';
import { chefProfiles, emailOutbox, restaurantProfiles } from '../../src/server/db/schema/index';
import esMail from '../../src/shared/i18n/es/mail.json';
import { api, clearRateLimits, dataOf, errorOf, login, staffLogin } from '../api-helpers';
import { useTestApp } from '../build-test-app';
import { factoryPassword, insertChef, insertRestaurant } from '../factories';

/** Reports in the back office (decisions D6, docs/decisions/053-back-office.md). */
describe('reports in the back office', () => {
  const t = useTestApp();
  const db = () => t.database.db;
  beforeEach(() => clearRateLimits(t));

  const tokenOf = async (email: string) => (await login(t.app, email, factoryPassword)).token!;
  const list = async (token: string, query: Record<string, string> = {}) =>
    dataOf(
      await api<{ items: ReportView[]; total: number }>(
        t.app,
        `admin/reports?${new URLSearchParams(query)}`,
        {},
        { token, method: 'GET' },
      ),
    );
  const act = (token: string, body: Record<string, unknown>) =>
    api<ReportView>(t.app, 'admin/reports/act', body, { token });

  async function reported(options: { language?: 'en' | 'es' } = {}) {
    const chef = await insertChef(db(), { account: { language: options.language ?? 'en' } });
    const venue = await insertRestaurant(db());
    const token = await tokenOf(venue.account.email);
    await api(
      t.app,
      'moderation/report',
      { offender: chef.account.id, ischef: 1, reason: 'Asks for money before a trial.' },
      { token },
    );
    return { chef, venue };
  }

  it('is 404 to anyone but staff, and lists open reports with the item and the reporter’s words', async () => {
    const { chef, venue } = await reported();
    const chefToken = await tokenOf(chef.account.email);
    expect((await api(t.app, 'admin/reports', {}, { token: chefToken, method: 'GET' })).status).toBe(404);
    const { token } = await staffLogin(t, 'moderator');
    const open = await list(token, { kind: 'chef' });
    const report = open.items.find((r) => r.offender.id === chef.account.id)!;
    expect(report).toMatchObject({
      kind: 'chef',
      state: 'open',
      outcome: null,
      reason: 'Asks for money before a trial.',
      reporter: { id: venue.account.id },
      offender: { suspended: false, openReports: 1 },
      item: { name: chef.profile.name, path: expect.stringMatching(/^\/en\/chef\/view\//) },
    });
    expect((await list(token, { kind: 'restaurant' })).items.some((r) => r.id === report.id)).toBe(false);
  });

  it('warns in the account’s language, closing every open report about it; a second answer is refused', async () => {
    const { chef } = await reported({ language: 'es' });
    const other = await insertRestaurant(db());
    await api(
      t.app,
      'moderation/report',
      { offender: chef.account.id, ischef: 1 },
      { token: await tokenOf(other.account.email) },
    );
    const { token } = await staffLogin(t, 'moderator');
    const report = (await list(token)).items.find((r) => r.offender.id === chef.account.id)!;
    expect(report.offender.openReports).toBe(2);
    const warned = dataOf(
      await act(token, { id: report.id, action: 'warn', note: 'Sin pagos por adelantado.' }),
    );
    expect(warned).toMatchObject({ state: 'resolved', outcome: 'warned', offender: { openReports: 0 } });
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, chef.account.email));
    expect(mail).toMatchObject({
      subject: esMail.report_warned_subject,
      template: 'report_warned',
      language: 'es',
    });
    expect(mail?.text).toContain('Sin pagos por adelantado.');
    const again = await act(token, { id: report.id, action: 'dismiss' });
    expect([again.status, errorOf(again).code]).toEqual([409, 'report_moved_on']);
    expect(errorOf(await act(token, { id: 999_999, action: 'dismiss' })).code).toBe('not_found');
  });

  it('suspends: the account cannot log in, its page goes, and lifting brings both back', async () => {
    const { chef } = await reported();
    const sessionBefore = await tokenOf(chef.account.email);
    const moderator = await staffLogin(t, 'moderator');
    const admin = await staffLogin(t, 'admin');
    const report = (await list(moderator.token)).items.find((r) => r.offender.id === chef.account.id)!;
    const page = () => api(t.app, `chefs/show?id=${chef.profile.id}`, {}, { method: 'GET' });
    expect((await page()).status).toBe(200);

    const suspended = dataOf(await act(moderator.token, { id: report.id, action: 'suspend' }));
    expect(suspended.offender.suspended).toBe(true);
    expect((await page()).status).toBe(404);
    expect(errorOf(await login(t.app, chef.account.email, factoryPassword)).code).toBe('login_combination');
    expect((await api(t.app, 'account/user', {}, { token: sessionBefore })).status).toBe(401);
    const [profile] = await db().select().from(chefProfiles).where(eq(chefProfiles.id, chef.profile.id));
    expect(profile?.approved).toBe(-2);

    const lifted = await api(
      t.app,
      'admin/accounts/lift',
      { account: chef.account.id },
      { token: moderator.token },
    );
    expect(dataOf(lifted)).toEqual({ account: chef.account.id, suspended: false });
    expect((await page()).status).toBe(200);
    expect((await login(t.app, chef.account.email, factoryPassword)).status).toBe(200);
    const twice = await api(
      t.app,
      'admin/accounts/lift',
      { account: chef.account.id },
      { token: moderator.token },
    );
    expect(errorOf(twice).code).toBe('account_not_suspended');

    const audit = dataOf(
      await api<{ items: { action: string }[] }>(
        t.app,
        `admin/audit?staff=${encodeURIComponent(moderator.email)}`,
        {},
        { token: admin.token, method: 'GET' },
      ),
    );
    expect(audit.items.map((a) => a.action)).toEqual(['suspension_lift', 'report_suspend']);
  });

  it("hides a restaurant's venues until it edits them, and dismisses without telling anyone", async () => {
    const venueOwner = await insertRestaurant(db(), { venues: [{}, { name: 'Casa Lume Dos' }] });
    const chef = await insertChef(db());
    const chefToken = await tokenOf(chef.account.email);
    await api(
      t.app,
      'moderation/report',
      { offender: venueOwner.account.id, ischef: 0 },
      { token: chefToken },
    );
    const { token } = await staffLogin(t, 'moderator');
    const report = (await list(token, { kind: 'restaurant' })).items.find(
      (r) => r.offender.id === venueOwner.account.id,
    )!;
    expect(report.item?.name).toBe(venueOwner.venues[0].name);
    await act(token, { id: report.id, action: 'hide' });
    const venues = await db()
      .select({ approved: restaurantProfiles.approved })
      .from(restaurantProfiles)
      .where(eq(restaurantProfiles.accountId, venueOwner.account.id));
    expect(venues.map((v) => v.approved)).toEqual([-1, -1]);

    const third = await insertRestaurant(db());
    await api(t.app, 'moderation/report', { offender: third.account.id, ischef: 0 }, { token: chefToken });
    const next = (await list(token, { kind: 'restaurant' })).items.find(
      (r) => r.offender.id === third.account.id,
    )!;
    expect(dataOf(await act(token, { id: next.id, action: 'dismiss' }))).toMatchObject({
      state: 'dismissed',
      outcome: 'dismissed',
    });
    expect(
      await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, third.account.email)),
    ).toEqual([]);
    expect((await list(token, { state: 'dismissed' })).items.map((r) => r.id)).toContain(next.id);
  });
});
