import type { GraphqlModule } from '../../graphql/module.ts';
import { requireUser } from '../../policies/roles.ts';
import {
  commentOnPost,
  createPost,
  deleteComment,
  deletePost,
  getPost,
  likePost,
  sharePost,
  unlikePost,
  updateSettings,
  type ProfilePostView,
} from './profile-posts-service.ts';
import { profilePage, profilePhotos, type ProfilePage } from './profile-service.ts';
import { timeline, type TimelineEntry } from './profile-timeline.ts';

const toPost = (p: ProfilePostView) => ({
  ...p,
  createdAt: p.createdAt.toISOString(),
  commentCount: p.comments.length,
  comments: p.comments.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
});

const toEntry = (e: TimelineEntry) => ({ ...e, at: e.at.toISOString(), post: e.post ? toPost(e.post) : null });

const toPage = (p: ProfilePage) => ({ ...p, memberSince: p.memberSince.toISOString() });

export const profileModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "Someone as the profile page shows them."
    type ProfilePerson {
      id: ID!
      name: String!
      "Their photo's address, or empty."
      avatar: String!
    }
    "A period of work, study or a licence."
    type ProfileWork {
      id: ID!
      title: String!
      company: String!
      description: String
      start: String
      end: String
      current: Boolean!
    }
    type ProfileEducation {
      id: ID!
      school: String!
      degree: String
      start: String
      end: String
      current: Boolean!
    }
    type ProfileLicense {
      id: ID!
      name: String!
      organization: String
      start: String
      end: String
      current: Boolean!
    }
    type ProfileCompany {
      id: ID!
      name: String!
      logo: String
      "The person's title at the company, when they gave one."
      title: String
    }
    "Whether others may like and comment on the owner's posts."
    type ProfileSettings {
      allowLikes: Boolean!
      allowComments: Boolean!
    }
    "A profile page (SPEC profile): the header and the about tab."
    type ProfilePage {
      person: ProfilePerson!
      "admin, staff, employer or jobseeker."
      role: String!
      isSelf: Boolean!
      memberSince: String!
      email: String!
      location: String
      "The rest of the about tab is the owner's own: null or empty on a colleague's page."
      mobile: String
      linkedIn: String
      summary: String
      skills: [String!]!
      works: [ProfileWork!]!
      educations: [ProfileEducation!]!
      licenses: [ProfileLicense!]!
      companies: [ProfileCompany!]!
      "Workspace colleagues (for staff and admins)."
      colleagues: [ProfilePerson!]!
      "The owner's settings; null on someone else's page."
      settings: ProfileSettings
      canLike: Boolean!
      canComment: Boolean!
    }
    type ProfileComment {
      id: ID!
      content: String!
      createdAt: String!
      author: ProfilePerson!
      canDelete: Boolean!
    }
    "A short plain-text update on its owner's timeline."
    type ProfilePost {
      id: ID!
      content: String!
      createdAt: String!
      author: ProfilePerson!
      likeCount: Int!
      likedByMe: Boolean!
      "How many people passed its link on (each counted once)."
      shareCount: Int!
      sharedByMe: Boolean!
      commentCount: Int!
      "Oldest first."
      comments: [ProfileComment!]!
      canLike: Boolean!
      canComment: Boolean!
      "Whether its link opens for anyone but the owner (a workspace colleague's page)."
      canShare: Boolean!
      canDelete: Boolean!
    }
    type ProfileTimelineJob {
      id: ID!
      position: String!
      companyName: String!
    }
    "One timeline entry: a post, or (on one's own page) something done on the portal."
    type ProfileTimelineEntry {
      id: ID!
      "post, applied, status, saved or posted."
      kind: String!
      at: String!
      job: ProfileTimelineJob
      "The application's new status, for status entries."
      status: String
      post: ProfilePost
    }
    type ProfileTimelinePage {
      items: [ProfileTimelineEntry!]!
      "Pass to get the next page; null on the last."
      nextToken: String
    }
    type ProfilePhoto {
      id: ID!
      url: String!
      name: String!
      createdAt: String!
    }
    input ProfileTimelineInput {
      "Whose timeline; the signed-in person's own when left out."
      userId: ID
      nextToken: String
      "1 to 50, 10 when left out."
      limit: Int
    }
    input ProfilePostInput {
      content: String!
    }
    input ProfileCommentInput {
      postId: ID!
      content: String!
    }
    input ProfileSettingsInput {
      allowLikes: Boolean
      allowComments: Boolean
    }
    extend type Query {
      "A profile page: one's own (no id), or a workspace colleague's (staff and admins)."
      profilePage(userId: ID): ProfilePage!
      "A timeline, newest first; another person's shows their posts only."
      profileTimeline(input: ProfileTimelineInput): ProfileTimelinePage!
      profilePhotos(userId: ID): [ProfilePhoto!]!
      "One post, as its shared link opens it (NOT_FOUND to anyone who may not see its owner's page)."
      profilePost(id: ID!): ProfilePost!
    }
    extend type Mutation {
      createProfilePost(input: ProfilePostInput!): ProfilePost!
      "Returns the deleted post's id."
      deleteProfilePost(id: ID!): ID!
      likeProfilePost(id: ID!): ProfilePost!
      unlikeProfilePost(id: ID!): ProfilePost!
      "Counts the viewer as having passed the post's link on (once a person)."
      shareProfilePost(id: ID!): ProfilePost!
      commentOnProfilePost(input: ProfileCommentInput!): ProfilePost!
      "The comment's writer or the post's owner; returns the post."
      deleteProfileComment(id: ID!): ProfilePost!
      updateProfileSettings(input: ProfileSettingsInput!): ProfileSettings!
    }
  `,
  resolvers: {
    Query: {
      profilePage: async (_root, { userId }, ctx) => toPage(await profilePage(ctx.db, requireUser(ctx), userId)),
      profileTimeline: async (_root, { input }, ctx) => {
        const page = await timeline(ctx.db, requireUser(ctx), withoutNulls(input ?? {}));
        return { items: page.items.map(toEntry), nextToken: page.nextToken };
      },
      profilePost: async (_root, { id }, ctx) => toPost(await getPost(ctx.db, requireUser(ctx), id)),
      profilePhotos: async (_root, { userId }, ctx) =>
        (await profilePhotos(ctx.db, requireUser(ctx), userId)).map((p) => ({
          ...p,
          createdAt: p.createdAt.toISOString(),
        })),
    },
    Mutation: {
      createProfilePost: async (_root, { input }, ctx) => toPost(await createPost(ctx.db, requireUser(ctx), input)),
      deleteProfilePost: async (_root, { id }, ctx) => deletePost(ctx.db, requireUser(ctx), id),
      likeProfilePost: async (_root, { id }, ctx) => toPost(await likePost(ctx.db, requireUser(ctx), id)),
      unlikeProfilePost: async (_root, { id }, ctx) => toPost(await unlikePost(ctx.db, requireUser(ctx), id)),
      shareProfilePost: async (_root, { id }, ctx) => toPost(await sharePost(ctx.db, requireUser(ctx), id)),
      commentOnProfilePost: async (_root, { input }, ctx) =>
        toPost(await commentOnPost(ctx.db, requireUser(ctx), input)),
      deleteProfileComment: async (_root, { id }, ctx) => toPost(await deleteComment(ctx.db, requireUser(ctx), id)),
      updateProfileSettings: async (_root, { input }, ctx) =>
        updateSettings(ctx.db, requireUser(ctx), withoutNulls(input)),
    },
  },
};

/** GraphQL gives null for a field left out; the schemas read both as absent. */
function withoutNulls(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
}
