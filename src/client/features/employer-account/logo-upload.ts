import { logoPath } from '../../../domain/employer-account-schemas.ts';
import { uploadFile } from '../../lib/upload-file.ts';

/** Uploads an image as a company logo (POST /api/files, kind 'logo') and returns its path. */
export async function uploadLogo(file: File): Promise<string> {
  return logoPath((await uploadFile('logo', file)).id);
}
