// The employer account texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

/**
 * The English texts the schemas (and so the API) use; the client maps a text back to its key and
 * shows its own translation (`employerAccountMessageKeyOf`). Includes createEmployerSchema's texts.
 */
export const EMPLOYER_ACCOUNT_TEXTS = {
  firstNameRequired: 'Enter your first name',
  firstNameTooLong: 'The first name must be at most 80 characters',
  lastNameRequired: 'Enter your last name',
  lastNameTooLong: 'The last name must be at most 80 characters',
  titleTooLong: 'The job title must be at most 100 characters',
  addressTooLong: 'The address must be at most 300 characters',
  cityTooLong: 'The city must be at most 100 characters',
  countryCode: 'The country code has two letters, like TR or AE',
  phone: 'Enter a phone number of digits, spaces, dashes and an optional leading +',
  email: 'Enter a valid email address',
  companyName: 'Enter the company name (at least 2 characters)',
  companyNameTooLong: 'The company name must be at most 200 characters',
  logo: 'Upload the logo as an image file',
  industry: 'Choose an industry from the list',
  size: 'Choose a company size from the list',
  website: 'Enter a valid web address, starting with https://',
  licenseTooLong: 'The license number must be at most 100 characters',
  companyId: 'The company id is not valid',
  inviteLink: 'The invitation link is not valid. Open the link from the email again.',
} as const;
