// The file manager texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

export const FILE_MANAGER_NAME_MAX_LENGTH = 120;

export const FILE_MANAGER_DESCRIPTION_MAX_LENGTH = 1000;

/** Folders nest this deep at most: deeper trees are hard to find one's way in, and to draw. */
export const FILE_MANAGER_MAX_DEPTH = 8;

/** Files are bounded by the upload quota; folders by this. */
export const FILE_MANAGER_MAX_FOLDERS = 200;

export const FILE_MANAGER_TEXTS = {
  notFound: 'The file or folder was not found.',
  folderNotFound: 'The folder was not found.',
  nameRequired: 'Enter a name',
  nameTooLong: `A name can be at most ${FILE_MANAGER_NAME_MAX_LENGTH} characters`,
  nameInvalid: 'A name cannot contain / or \\, control characters, or be . or ..',
  nameTaken: 'There is already an item with this name in this folder',
  descriptionTooLong: `The description can be at most ${FILE_MANAGER_DESCRIPTION_MAX_LENGTH} characters`,
  moveIntoItself: 'A folder cannot be moved into itself or into one of its own folders',
  tooDeep: `Folders can nest at most ${FILE_MANAGER_MAX_DEPTH} levels deep`,
  tooManyFolders: `You can keep at most ${FILE_MANAGER_MAX_FOLDERS} folders; delete some first`,
  folderNotEmpty: 'This folder is not empty: confirm to delete it with everything in it',
  fileInvalid: 'Choose a file you uploaded to the file manager',
  fileAlreadyKept: 'This upload is already in your file manager',
  nothingToChange: 'Send at least one field to change',
} as const;
