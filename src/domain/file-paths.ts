// An uploaded file is referred to by its address, /api/files/<id>: a company's logo, a person's
// photo, the home page's banner. The id is what the server checks (who uploaded it, of what kind).

export const FILE_PATH_PATTERN = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export const filePath = (fileId: string) => `/api/files/${fileId}`;

/** The file id of an uploaded file's address, or undefined for any other text. */
export const fileIdOfPath = (path: string): string | undefined => FILE_PATH_PATTERN.exec(path)?.[1];
