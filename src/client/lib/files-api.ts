import { api } from './http-client.ts';
import { uploadFile, type UploadedFile } from './upload-file.ts';

export type { UploadedFile };

export async function fetchMyResumes(): Promise<UploadedFile[]> {
  return (await api<{ items: UploadedFile[] }>('/files?kind=resume')).items;
}

/** Uploads a résumé (kind 'resume'); errors carry the server's message. */
export async function uploadResume(file: File): Promise<UploadedFile> {
  return uploadFile('resume', file);
}
