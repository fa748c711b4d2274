import type { Language } from '@shared/i18n/languages';
import { apiFile } from '@web/lib/api-client';
import { saveFile } from '@web/lib/save-file';

/**
 * chefs/cv: the chef's CV as a PDF in `language`, made by the server and saved under the name it gives
 * (brigade-{slug}-{language}.pdf). The declaration is imported when the download starts, so the
 * validation library stays out of the profile page's first load.
 */
export async function downloadCv(profileId: number, language: Language, signal?: AbortSignal) {
  const { chefsCv } = await import('@shared/contracts/chef-cv');
  const file = await apiFile(chefsCv, { id: profileId, language }, { signal });
  saveFile(file.blob, file.filename);
}
