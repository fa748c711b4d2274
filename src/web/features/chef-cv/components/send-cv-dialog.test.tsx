import type { BriefSessionUser } from '@shared/contracts/accounts';
import type { SentCvView } from '@shared/contracts/chef-cv';
import type { MediaItem } from '@shared/contracts/media';
import type { Language } from '@shared/i18n/languages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOverlay } from '@web/lib/device';
import { refusal, stubApi, success, type ApiRoute } from '@web/testing/api-stub';
import { renderInApp } from '@web/testing/render';
import type { SendCvTarget } from '../dialogs';
import { SendCvButton } from './send-cv-button';
import SendCvDialog from './send-cv-dialog';

/** A chef account with its profile in brief, as account/session answers it. */
const chefUser: BriefSessionUser = {
  id: 5,
  type: 'chef',
  session: 'token',
  isLogged: true,
  email: 'rita@example.com',
  name: 'Rita Fonseca',
  language: 'en',
  subscription: 0,
  subscription_status: 0,
  contactemail: '',
  phone: '',
  main: null,
  profiles: [],
  profile: {
    id: 12,
    slug: 'rita-fonseca',
    name: 'Rita Fonseca',
    active: 1,
    approved: '1',
    status: 1,
    images: { profile: null, header: null },
    pendingnotifications: { notifications: 0, messages: 0, pending: 0, review: 0, accepted: 0, offers: 0 },
  },
};

const restaurantUser: BriefSessionUser = { ...chefUser, type: 'restaurant', profile: null };

function cvFile(id: number, name: string, type: MediaItem['type'] = 'curriculum'): MediaItem {
  return {
    id,
    type,
    src: `/media/documents/${String(id).padStart(32, '0')}/original.pdf`,
    name,
    contentType: type === 'curriculum' ? 'application/pdf' : 'image/jpeg',
    size: 48_000,
    width: type === 'curriculum' ? null : 600,
    height: type === 'curriculum' ? null : 600,
    sizes: {},
    created: '2026-11-02T09:30:00.000Z',
  };
}

const target: SendCvTarget = { rid: 7, venueName: 'Tasca do Porto', oid: 41, offerName: 'Sous Chef' };

const sentCv: SentCvView = {
  id: 3,
  rid: 7,
  oid: 41,
  mid: 9,
  source: 'file',
  language: 'pt',
  created: '2026-11-28T10:00:00.000Z',
};

/** The API as the dialog meets it: the session, the album and the send, each replaceable. */
function stubSendCvApi(user: BriefSessionUser | null, routes: Record<string, ApiRoute> = {}) {
  const api = stubApi({
    '/api/account/session': () =>
      user ? success({ user }) : refusal(401, 'not_logged_in', 'Please log in.'),
    '/api/account/album': () => success([cvFile(9, 'Rita-CV-2026.pdf'), cvFile(10, 'kitchen.jpg', 'image')]),
    '/api/offer/sendcv': () => success({ sent: sentCv }, 201),
    ...routes,
  });
  return {
    sends: () => api.callsTo('/api/offer/sendcv').map((call) => call.body),
    asked: (path: string) => api.callsTo(path).length > 0,
  };
}

async function openDialog(language: Language, data: SendCvTarget = target) {
  const close = vi.fn();
  const complete = vi.fn();
  await renderInApp(<SendCvDialog data={data} close={close} complete={complete} />, {
    language,
    namespaces: ['chef'],
  });
  const dialog = within(await screen.findByRole('dialog', {}, { timeout: 10_000 }));
  return { dialog, close, complete };
}

beforeEach(() => {
  // The session marker: without it the app asks nobody who is logged in.
  document.cookie = 'logged_in=1; Path=/';
});

afterEach(() => {
  document.cookie = 'logged_in=; Max-Age=0; Path=/';
  vi.unstubAllGlobals();
});

describe('the sendcv dialog', { timeout: 15_000 }, () => {
  it('says what goes to whom: the profile’s PDF or one of the album’s CV files, to the venue, about the offer', async () => {
    stubSendCvApi(chefUser);
    const { dialog } = await openDialog('en');
    expect(screen.getByRole('dialog', { name: 'Send my CV to Tasca do Porto' })).toBeTruthy();
    expect(dialog.getByText(/receives your CV by e-mail for the offer “Sous Chef”/)).toBeTruthy();
    expect(dialog.getByText('Tasca do Porto, at the e-mail address it uses for applications')).toBeTruthy();
    expect(dialog.getByText('Sous Chef')).toBeTruthy();
    const profileCv = dialog.getByRole('radio', { name: /My Brigade CV/ }) as HTMLInputElement;
    expect(profileCv.checked).toBe(true);
    const file = (await dialog.findByRole('radio', { name: /Rita-CV-2026\.pdf/ })) as HTMLInputElement;
    expect(file.checked).toBe(false);
    // The album's pictures are no CV.
    expect(dialog.queryByRole('radio', { name: /kitchen\.jpg/ })).toBeNull();
    expect(dialog.getAllByRole('radio')).toHaveLength(2);
  });

  it('sends the chosen file with the venue and the offer, confirms with a toast and hands back what was sent', async () => {
    const api = stubSendCvApi(chefUser);
    const { dialog, complete } = await openDialog('pt');
    fireEvent.click(await dialog.findByRole('radio', { name: /Rita-CV-2026\.pdf/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Enviar o meu CV' }));
    await waitFor(() => expect(complete).toHaveBeenCalledWith(sentCv));
    expect(api.sends()).toEqual([{ rid: 7, oid: 41, mid: 9, lang: 'pt' }]);
    await screen.findByText('O seu CV está a caminho de Tasca do Porto.');
  });

  it('sends the profile’s PDF about no offer from the venue’s page', async () => {
    const api = stubSendCvApi(chefUser);
    const { dialog, complete } = await openDialog('en', { rid: 7, venueName: 'Tasca do Porto' });
    expect(dialog.queryByText('About:')).toBeNull();
    expect(dialog.getByText(/^Tasca do Porto receives your CV by e-mail, with a link/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Send my CV' }));
    await waitFor(() => expect(complete).toHaveBeenCalled());
    expect(api.sends()).toEqual([{ rid: 7, oid: 0, mid: 0, lang: 'en' }]);
  });

  it('shows a refusal in the server’s words (already sent today, in French) and stays open', async () => {
    const api = stubSendCvApi(chefUser, {
      '/api/offer/sendcv': () =>
        refusal(
          409,
          'cv_already_sent',
          'Vous avez déjà envoyé votre CV à ce restaurant pour cette offre aujourd’hui. Vous pourrez le renvoyer demain.',
        ),
    });
    const { dialog, complete, close } = await openDialog('fr');
    expect(screen.getByRole('dialog', { name: 'Envoyer mon CV à Tasca do Porto' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Envoyer mon CV' }));
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toBe(
      'Vous avez déjà envoyé votre CV à ce restaurant pour cette offre aujourd’hui. Vous pourrez le renvoyer demain.',
    );
    expect(complete).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
    expect(api.sends()).toHaveLength(1);
  });
});

/** Shows which dialog the button opened (the dialog host is the app's, not this test's). */
function OpenedDialog() {
  const { dialog } = useOverlay();
  return (
    <output aria-label="opened dialog">
      {dialog ? `${dialog.name} ${JSON.stringify(dialog.data)}` : ''}
    </output>
  );
}

describe('the Send my CV button', { timeout: 15_000 }, () => {
  async function renderButton(user: BriefSessionUser | null) {
    if (!user) document.cookie = 'logged_in=; Max-Age=0; Path=/';
    const api = stubSendCvApi(user);
    await renderInApp(
      <>
        <SendCvButton target={target} />
        <OpenedDialog />
      </>,
      { namespaces: ['offers'] },
    );
    return api;
  }

  it('opens the sendcv dialog for a chef', async () => {
    await renderButton(chefUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Send my CV' }));
    expect(screen.getByLabelText('opened dialog').textContent).toBe(`sendcv ${JSON.stringify(target)}`);
  });

  it('asks a visitor to log in first, as apply does', async () => {
    await renderButton(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Send my CV' }));
    expect(screen.getByLabelText('opened dialog').textContent).toBe(
      `login ${JSON.stringify({ resume: true, signupType: 'chef' })}`,
    );
  });

  it('is not shown to a restaurant', async () => {
    const api = await renderButton(restaurantUser);
    // The button decides once the session is read.
    await waitFor(() => expect(api.asked('/api/account/session')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Send my CV' })).toBeNull();
  });
});
