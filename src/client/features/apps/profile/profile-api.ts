import { clientPaths } from '../../../../domain/client-paths.ts';
import { graphql } from '../../../graphql/gql.ts';
import type { ProfilePageQuery, ProfileSettingsInput, ProfileTimelineQuery } from '../../../graphql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';

/** Every profile query starts with this key, so one invalidation refreshes the whole page. */
export const PROFILE_KEY = ['profile-page'] as const;
/** A post opened by its shared link (`?post=`). */
export const POST_KEY = [...PROFILE_KEY, 'post'] as const;
/**
 * What a change to a post shows in: a post opened by its link and the timeline (the same post may
 * be in both at once). Pass to `invalidateQueries`.
 */
export const POSTS_AND_TIMELINE = {
  predicate: ({ queryKey }: { queryKey: readonly unknown[] }) =>
    queryKey[0] === PROFILE_KEY[0] && (queryKey[1] === POST_KEY[1] || queryKey[1] === 'timeline'),
};

const PAGE = graphql(`
  query ProfilePage($userId: ID) {
    profilePage(userId: $userId) {
      person {
        id
        name
        avatar
      }
      role
      isSelf
      memberSince
      email
      location
      mobile
      linkedIn
      summary
      skills
      works {
        id
        title
        company
        description
        start
        end
        current
      }
      educations {
        id
        school
        degree
        start
        end
        current
      }
      licenses {
        id
        name
        organization
        start
        end
        current
      }
      companies {
        id
        name
        logo
        title
      }
      colleagues {
        id
        name
        avatar
      }
      settings {
        allowLikes
        allowComments
      }
      canLike
      canComment
    }
  }
`);

const POST_FIELDS = graphql(`
  fragment ProfilePostFields on ProfilePost {
    id
    content
    createdAt
    author {
      id
      name
      avatar
    }
    likeCount
    likedByMe
    shareCount
    sharedByMe
    commentCount
    comments {
      id
      content
      createdAt
      author {
        id
        name
        avatar
      }
      canDelete
    }
    canLike
    canComment
    canShare
    canDelete
  }
`);

const TIMELINE = graphql(`
  query ProfileTimeline($input: ProfileTimelineInput) {
    profileTimeline(input: $input) {
      items {
        id
        kind
        at
        status
        job {
          id
          position
          companyName
        }
        post {
          ...ProfilePostFields
        }
      }
      nextToken
    }
  }
`);

const PHOTOS = graphql(`
  query ProfilePhotos($userId: ID) {
    profilePhotos(userId: $userId) {
      id
      url
      name
      createdAt
    }
  }
`);

const CREATE = graphql(`
  mutation CreateProfilePost($input: ProfilePostInput!) {
    createProfilePost(input: $input) {
      id
    }
  }
`);

const DELETE = graphql(`
  mutation DeleteProfilePost($id: ID!) {
    deleteProfilePost(id: $id)
  }
`);

const LIKE = graphql(`
  mutation LikeProfilePost($id: ID!) {
    likeProfilePost(id: $id) {
      id
    }
  }
`);

const SHARE = graphql(`
  mutation ShareProfilePost($id: ID!) {
    shareProfilePost(id: $id) {
      id
    }
  }
`);

const ONE_POST = graphql(`
  query ProfilePost($id: ID!) {
    profilePost(id: $id) {
      ...ProfilePostFields
    }
  }
`);

const UNLIKE = graphql(`
  mutation UnlikeProfilePost($id: ID!) {
    unlikeProfilePost(id: $id) {
      id
    }
  }
`);

const COMMENT = graphql(`
  mutation CommentOnProfilePost($input: ProfileCommentInput!) {
    commentOnProfilePost(input: $input) {
      id
    }
  }
`);

const DELETE_COMMENT = graphql(`
  mutation DeleteProfileComment($id: ID!) {
    deleteProfileComment(id: $id) {
      id
    }
  }
`);

const SETTINGS = graphql(`
  mutation UpdateProfileSettings($input: ProfileSettingsInput!) {
    updateProfileSettings(input: $input) {
      allowLikes
      allowComments
    }
  }
`);

export type ProfilePageData = ProfilePageQuery['profilePage'];
export type TimelineEntry = ProfileTimelineQuery['profileTimeline']['items'][number];
export type { ProfilePostFieldsFragment as ProfilePost } from '../../../graphql/graphql.ts';
export { POST_FIELDS };

export const fetchProfilePage = async (userId?: string) => (await request(PAGE, { userId })).profilePage;
export const fetchTimeline = async (userId: string | undefined, nextToken: string | null) =>
  (await request(TIMELINE, { input: { userId, nextToken } })).profileTimeline;
export const fetchPhotos = async (userId?: string) => (await request(PHOTOS, { userId })).profilePhotos;
export const createPost = async (content: string) => (await request(CREATE, { input: { content } })).createProfilePost;
export const deletePost = async (id: string) => (await request(DELETE, { id })).deleteProfilePost;
export const likePost = async (id: string) => (await request(LIKE, { id })).likeProfilePost;
export const unlikePost = async (id: string) => (await request(UNLIKE, { id })).unlikeProfilePost;
export const sharePost = async (id: string) => (await request(SHARE, { id })).shareProfilePost;
export const fetchPost = async (id: string) => (await request(ONE_POST, { id })).profilePost;
/** The address a post's shared link opens: its owner's page, with the post shown first. */
export const postPath = (ownerId: string, postId: string) =>
  `${clientPaths.appsProfileOf.replace(':userId', ownerId)}?post=${encodeURIComponent(postId)}`;
export const commentOnPost = async (postId: string, content: string) =>
  (await request(COMMENT, { input: { postId, content } })).commentOnProfilePost;
export const deleteComment = async (id: string) => (await request(DELETE_COMMENT, { id })).deleteProfileComment;
export const updateSettings = async (input: ProfileSettingsInput) =>
  (await request(SETTINGS, { input })).updateProfileSettings;
