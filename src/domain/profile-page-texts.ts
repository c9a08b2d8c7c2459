// The profile page texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

export const PROFILE_POST_MAX_LENGTH = 1000;

export const PROFILE_COMMENT_MAX_LENGTH = 500;

/** Enough for years of updates, small enough that one account cannot fill the database. */
export const PROFILE_POSTS_MAX_PER_USER = 500;

export const PROFILE_COMMENTS_MAX_PER_POST = 200;

export const PROFILE_TIMELINE_MAX_PAGE_SIZE = 50;

export const PROFILE_PAGE_TEXTS = {
  notFound: 'This profile was not found.',
  postNotFound: 'The post was not found.',
  commentNotFound: 'The comment was not found.',
  postRequired: 'Write something to post',
  postTooLong: `A post can be at most ${PROFILE_POST_MAX_LENGTH} characters`,
  commentRequired: 'Write a comment first',
  commentTooLong: `A comment can be at most ${PROFILE_COMMENT_MAX_LENGTH} characters`,
  tooManyPosts: `You can keep at most ${PROFILE_POSTS_MAX_PER_USER} posts; delete some first`,
  tooManyComments: `This post already has ${PROFILE_COMMENTS_MAX_PER_POST} comments, the most it can have`,
  likesClosed: 'The owner of this profile does not take likes on their posts',
  commentsClosed: 'The owner of this profile does not take comments on their posts',
  sharesClosed: 'Only you can open this page, so its posts cannot be shared',
  userInvalid: 'The profile id is not valid',
  cursorInvalid: 'The page of the timeline is not valid; reload the page',
  limitInvalid: `Ask for 1 to ${PROFILE_TIMELINE_MAX_PAGE_SIZE} entries`,
  settingsRequired: 'Send at least one setting to change',
} as const;
