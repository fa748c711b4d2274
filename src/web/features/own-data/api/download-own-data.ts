import { accountExport } from '@shared/contracts/own-data';
import { apiFile } from '@web/lib/api-client';
import { saveFile } from '@web/lib/save-file';

/**
 * account/export: everything Brigade holds about the account as one zip, made by the server and saved
 * under the name it gives (brigade-data-{day}.zip). Loaded with the settings dialog, never before.
 */
export async function downloadOwnData(signal?: AbortSignal) {
  const file = await apiFile(accountExport, {}, { signal });
  saveFile(file.blob, file.filename);
}
