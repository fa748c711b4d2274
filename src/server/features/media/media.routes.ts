import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accountAlbum,
  accountImage,
  accountImageDelete,
  chefImageSlots,
  maxImageBytes,
  offerImage,
  profileImage,
  venueImageSlots,
} from '@shared/contracts/media';
import { actorFromAuth, ownChefProfileId, requireAccess } from '../../access';
import { AppError } from '../../lib/app-error';
import { registerCall } from '../../lib/calls';
import { readMultipartForm } from '../../lib/multipart';
import type { Deps } from '../../lib/deps';
import { mediaUrlPrefix } from '../../lib/storage';
import { applyBodyLanguage } from '../../plugins/request-context';
import { tokenFromRequest } from '../../plugins/session';
import {
  album,
  deleteMedia,
  fileForKey,
  fillSlot,
  imagesOfOffers,
  uploadMedia,
  type Upload,
} from './media.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The file of a multipart upload, read before validation. */
    upload?: Upload;
  }
}

const fileField = 'image';

/** Reads the upload's text fields and its one `image` file (up to the image limit; the PDF limit is checked after). */
async function readUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; file?: Upload }> {
  const { fields, files } = await readMultipartForm(request, {
    fileFields: new Set([fileField]),
    maxFileBytes: maxImageBytes,
    maxFiles: 1,
    maxFields: 10,
    maxFieldBytes: 1024,
    keepEmptyFiles: true,
    limitInMessage: true,
  });
  const [file] = files;
  return { fields, file: file && { filename: file.filename, content: file.content } };
}

/**
 * The album and slot calls (docs/api.md "account/image" to "offer/image"), and GET /media/* that serves
 * the stored files. Ownership of venues and offers is asked of the access module (src/server/access).
 */
export async function mediaRoutes(app: FastifyInstance, deps: Deps) {
  registerCall(
    app,
    accountImage,
    async ({ input, auth, request }) => {
      if (!request.upload)
        throw new AppError('invalid_input', {
          issues: [{ field: fileField, code: 'file_required' }],
          message: { key: 'validation:file_required' },
        });
      const media = await uploadMedia(deps, auth.account.id, request.upload, input.type);
      return {
        data: { media, user: await deps.sessionUser(auth.account, auth.token, request.lang) },
        message: 'api:media_uploaded',
      };
    },
    {
      bodyLimit: maxImageBytes + 256 * 1024,
      readBody: async (request) => {
        if (!request.isMultipart()) return;
        const { fields, file } = await readUpload(request);
        request.body = fields;
        request.upload = file;
        applyBodyLanguage(request, fields);
      },
    },
  );

  registerCall(app, accountAlbum, async ({ auth }) => ({
    data: await album(deps, auth.account.id),
    message: 'api:action_completed',
  }));

  registerCall(app, accountImageDelete, async ({ input, auth }) => {
    await deleteMedia(deps, auth.account.id, input.id);
    return { data: null, message: 'api:media_deleted' };
  });

  registerCall(app, profileImage, async ({ input, auth, request }) => {
    const account = auth.account;
    if (account.type === 'chef') {
      if (!(chefImageSlots as readonly string[]).includes(input.key)) throw slotRefused();
      // A chef has no venues: a venue id here is a client's mistake, not a slot of theirs.
      if (input.rid !== undefined)
        throw new AppError('invalid_input', { issues: [{ field: 'rid', code: 'invalid_value' }] });
      const chefProfileId = await ownChefProfileId(deps.db, account.id);
      if (chefProfileId === undefined) throw new AppError('not_found');
      await fillSlot(deps, account.id, { chefProfileId }, input.key, input.id);
    } else if (account.type === 'restaurant') {
      if (!(venueImageSlots as readonly string[]).includes(input.key)) throw slotRefused();
      if (input.rid === undefined)
        throw new AppError('invalid_input', { issues: [{ field: 'rid', code: 'required' }] });
      await requireAccess(deps.db, actorFromAuth(auth), 'venue.manage', input.rid, {
        refusal: 'venue_not_found',
      });
      await fillSlot(deps, account.id, { restaurantProfileId: input.rid }, input.key, input.id);
    } else {
      throw new AppError('forbidden');
    }
    return {
      data: { user: await deps.sessionUser(account, auth.token, request.lang) },
      message: 'api:image_saved',
    };
  });

  registerCall(app, offerImage, async ({ input, auth }) => {
    await requireAccess(deps.db, actorFromAuth(auth), 'offer.manage', input.oid, {
      refusal: 'offer_not_found',
    });
    await fillSlot(deps, auth.account.id, { offerId: input.oid }, input.key, input.id);
    const images = (await imagesOfOffers(deps, [input.oid])).get(input.oid)!;
    return { data: { offer: { id: input.oid, images } }, message: 'api:image_saved' };
  });

  // The files themselves (docs/api.md "Files"): keys are random and never reused, so an image may be
  // kept by browsers and proxies for a year; a CV only by its owner's browser, and as a download.
  app.get(`${mediaUrlPrefix}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = await fileForKey(deps, key);
    if (file?.private) {
      const token = tokenFromRequest(request);
      const auth = token ? await app.sessionStore.resolve(token) : null;
      if (auth?.account.id !== file.ownerId) throw new AppError('not_found');
    }
    const stored = file ? await deps.storage.getStream(file.key) : null;
    if (!file || !stored) throw new AppError('not_found');
    reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', stored.size)
      .header('X-Content-Type-Options', 'nosniff')
      // A file is never a page: nothing in it may run, even if a browser were tricked into rendering it.
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      // Public pictures may be shown by other sites (webmail, social cards); a CV stays with this site.
      .header('Cross-Origin-Resource-Policy', file.private ? 'same-origin' : 'cross-origin')
      .header('Cache-Control', file.private ? 'private, no-cache' : 'public, max-age=31536000, immutable');
    // A PDF is never shown inside the site's pages: it is saved (named by the server, not the uploader).
    if (file.contentType === 'application/pdf')
      reply.header('Content-Disposition', 'attachment; filename="document.pdf"');
    return reply.send(stored.stream);
  });
}

function slotRefused(): AppError {
  return new AppError('invalid_input', {
    issues: [{ field: 'key', code: 'image_slot' }],
    message: { key: 'validation:image_slot' },
  });
}
