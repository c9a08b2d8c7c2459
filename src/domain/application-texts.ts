// The application texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

export const UPLOAD_MAX_MB = 5;

export const COVER_LETTER_MAX_LENGTH = 5000;

export const APPLICATION_TEXTS = {
  fileMissing: 'Choose a file to upload.',
  kindInvalid: 'Say what the file is: kind must be resume, photo or logo.',
  fileTooLarge: `The file is too large: the limit is ${UPLOAD_MAX_MB} MB.`,
  fileEmpty: 'The file is empty.',
  resumeType: 'A résumé must be a PDF or a Word (DOCX) document.',
  imageType: 'An image must be a PNG, JPEG or WebP file.',
  documentType: 'A file must be a PDF, an Excel or Word document, plain text or a JPEG picture.',
  tooManyFiles: 'Upload one file at a time.',
  quotaReached: 'You have reached your upload limit. Delete files you no longer need (on your profile) and try again.',
  notMultipart: 'Send the file as multipart/form-data.',
  fileNotFound: 'The file was not found.',
  fileForbidden: 'You are not allowed to read this file.',
  fileDeleteForbidden: 'Only the owner can delete this file.',
  fileInUse: 'This résumé is attached to an application in progress; withdraw the application first.',
  signInToUpload: 'Sign in to upload files.',
  signInToRead: 'Sign in to read this file.',
  signInToApply: 'Sign in to apply.',
  verifyToApply: 'Verify your email address before applying.',
  jobNotFound: 'The job was not found.',
  jobClosed: 'This job is no longer open for applications.',
  jobExternal: 'This job takes applications on the employer’s own site, not here.',
  cpaRequired:
    'This job is open to certified public accountants only. Claim your CPA status with your CPA license in your profile; you can apply once the portal staff confirm it.',
  alreadyApplied: 'You have already applied to this job.',
  resumeNotYours: 'Choose one of your own résumés.',
  applicationNotFound: 'The application was not found.',
  applicationNotYours: 'You can only withdraw your own applications.',
  applicationFinal: 'This application can no longer be withdrawn.',
  applicationsForbidden: 'Only the employers of this company and the portal staff can see its applications.',
  userApplicationsForbidden: 'You are not allowed to see these applications.',
  salaryInvalid: 'Enter the expected salary as a whole number, 0 or more.',
  coverLetterTooLong: `The cover letter must be at most ${COVER_LETTER_MAX_LENGTH} characters.`,
  jobIdInvalid: 'The job id is not valid.',
  resumeIdInvalid: 'The résumé id is not valid.',
  resumeRequired: 'Choose one of your résumés or upload a new one.',
} as const;
