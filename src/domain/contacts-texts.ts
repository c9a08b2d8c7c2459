// The contacts texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

export const CONTACT_NAME_MAX_LENGTH = 120;

export const CONTACT_TEXT_MAX_LENGTH = 200;

export const CONTACT_NOTES_MAX_LENGTH = 5000;

export const CONTACT_ITEMS_MAX = 10;

export const CONTACT_TAGS_MAX = 20;

export const CONTACT_TAG_TITLE_MAX_LENGTH = 40;

export const CONTACTS_TEXTS = {
  notFound: 'The contact was not found.',
  tagNotFound: 'The tag was not found.',
  nameRequired: 'Enter a name',
  nameTooLong: `The name must be at most ${CONTACT_NAME_MAX_LENGTH} characters`,
  textTooLong: `At most ${CONTACT_TEXT_MAX_LENGTH} characters`,
  notesTooLong: `The notes must be at most ${CONTACT_NOTES_MAX_LENGTH} characters`,
  emailRequired: 'Add at least one e-mail address',
  emailInvalid: 'Enter a valid e-mail address',
  emailDuplicate: 'This e-mail address is already on the contact',
  phoneRequired: 'Add at least one phone number',
  phoneInvalid: 'This is not a valid phone number for the chosen country',
  phoneDuplicate: 'This phone number is already on the contact',
  countryInvalid: 'Choose a country',
  labelInvalid: 'Choose a label: personal, work, home or mobile',
  tooManyItems: `At most ${CONTACT_ITEMS_MAX} items`,
  birthdayInvalid: 'Enter a date in the past, like 1990-05-21',
  imageInvalid: 'Upload the picture yourself first',
  tagUnknown: 'Choose tags from your own list',
  tooManyTags: `At most ${CONTACT_TAGS_MAX} tags`,
  tagTitleRequired: 'Enter the tag’s name',
  tagTitleTooLong: `A tag’s name must be at most ${CONTACT_TAG_TITLE_MAX_LENGTH} characters`,
  tagTitleTaken: 'You already have a tag with this name',
  pageTokenInvalid: 'The page link is not valid; start from the first page',
  searchTooLong: 'The search is too long',
} as const;
