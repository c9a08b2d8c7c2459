import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { isId } from '../../../domain/ids.ts';
import {
  PROFILE_COMMENTS_MAX_PER_POST,
  PROFILE_PAGE_MESSAGES as M,
  PROFILE_POSTS_MAX_PER_USER,
  profileCommentSchema,
  profilePostSchema,
  profileSettingsSchema,
} from '../../../domain/profile-page-schemas.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import {
  profilePostComments,
  profilePostLikes,
  profilePostShares,
  profilePosts,
  profileSettings,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import { hasWorkspace, mayView, settingsOf, type ProfileSettingsData } from './profile-access.ts';

export type ProfilePostRow = typeof profilePosts.$inferSelect;

export interface ProfilePerson {
  id: string;
  name: string;
  avatar: string;
}

export interface ProfileCommentView {
  id: string;
  content: string;
  createdAt: Date;
  author: ProfilePerson;
  canDelete: boolean;
}

/** A post as one viewer sees it: counts, their own like, and what they may do with it. */
export interface ProfilePostView {
  id: string;
  content: string;
  createdAt: Date;
  author: ProfilePerson;
  likeCount: number;
  likedByMe: boolean;
  shareCount: number;
  sharedByMe: boolean;
  comments: ProfileCommentView[];
  canLike: boolean;
  canComment: boolean;
  /** Whether anyone but the owner can open the post's link (a workspace colleague's page). */
  canShare: boolean;
  canDelete: boolean;
}

const postNotFound = () => new AppError('NOT_FOUND', M.postNotFound);
const commentNotFound = () => new AppError('NOT_FOUND', M.commentNotFound);

export const personOf = (u: Pick<UserRow, 'id' | 'displayName' | 'photoUrl'>): ProfilePerson => ({
  id: u.id,
  name: u.displayName,
  avatar: u.photoUrl,
});

/** The posts with their likes and comments, as `viewer` sees them, in the order given. */
export async function viewPosts(db: Db, viewer: UserRow, posts: ProfilePostRow[]): Promise<ProfilePostView[]> {
  if (posts.length === 0) return [];
  const ids = posts.map((p) => p.id);
  const ownerIds = [...new Set(posts.map((p) => p.ownerId))];
  const [likes, shares, comments, owners, settings] = await Promise.all([
    db
      .select({ postId: profilePostLikes.postId, userId: profilePostLikes.userId })
      .from(profilePostLikes)
      .where(inArray(profilePostLikes.postId, ids)),
    db
      .select({ postId: profilePostShares.postId, userId: profilePostShares.userId })
      .from(profilePostShares)
      .where(inArray(profilePostShares.postId, ids)),
    db
      .select({
        id: profilePostComments.id,
        postId: profilePostComments.postId,
        content: profilePostComments.content,
        createdAt: profilePostComments.createdAt,
        authorId: users.id,
        displayName: users.displayName,
        photoUrl: users.photoUrl,
      })
      .from(profilePostComments)
      .innerJoin(users, eq(users.id, profilePostComments.authorId))
      .where(inArray(profilePostComments.postId, ids))
      .orderBy(asc(profilePostComments.createdAt), asc(profilePostComments.id)),
    db
      .select({
        id: users.id,
        displayName: users.displayName,
        photoUrl: users.photoUrl,
        role: users.role,
        disabled: users.disabled,
      })
      .from(users)
      .where(inArray(users.id, ownerIds)),
    Promise.all(ownerIds.map(async (id) => [id, await settingsOf(db, id)] as const)),
  ]);
  const ownerById = new Map(owners.map((o) => [o.id, o]));
  const settingsById = new Map<string, ProfileSettingsData>(settings);
  return posts.map((post) => {
    const own = post.ownerId === viewer.id;
    const allowed = settingsById.get(post.ownerId) ?? { allowLikes: true, allowComments: true };
    const postLikes = likes.filter((l) => l.postId === post.id);
    const postShares = shares.filter((s) => s.postId === post.id);
    const owner = ownerById.get(post.ownerId);
    return {
      id: post.id,
      content: post.content,
      createdAt: post.createdAt,
      author: personOf(owner ?? { id: post.ownerId, displayName: '', photoUrl: '' }),
      likeCount: postLikes.length,
      likedByMe: postLikes.some((l) => l.userId === viewer.id),
      shareCount: postShares.length,
      sharedByMe: postShares.some((s) => s.userId === viewer.id),
      comments: comments
        .filter((c) => c.postId === post.id)
        .map((c) => ({
          id: c.id,
          content: c.content,
          createdAt: c.createdAt,
          author: personOf({ id: c.authorId, displayName: c.displayName, photoUrl: c.photoUrl }),
          // The comment's writer takes it back; the post's owner keeps their page tidy.
          canDelete: c.authorId === viewer.id || own,
        })),
      canLike: own || allowed.allowLikes,
      canComment: own || allowed.allowComments,
      canShare: owner !== undefined && hasWorkspace(owner),
      canDelete: own,
    };
  });
}

/** A post the viewer may see (their own, or a workspace colleague's), or NOT_FOUND. */
async function visiblePost(db: Db, viewer: UserRow, id: string): Promise<ProfilePostRow> {
  return (await visiblePostOf(db, viewer, id)).post;
}

/** `visiblePost` with the page's owner (the viewer, on their own page). */
async function visiblePostOf(db: Db, viewer: UserRow, id: string): Promise<{ post: ProfilePostRow; owner: UserRow }> {
  if (!isId(id)) throw postNotFound();
  const [row] = await db.select().from(profilePosts).where(eq(profilePosts.id, id)).limit(1);
  if (!row) throw postNotFound();
  if (row.ownerId === viewer.id) return { post: row, owner: viewer };
  const [owner] = await db.select().from(users).where(eq(users.id, row.ownerId)).limit(1);
  if (!owner || !mayView(viewer, owner)) throw postNotFound();
  return { post: row, owner };
}

async function viewOne(db: Db, viewer: UserRow, row: ProfilePostRow): Promise<ProfilePostView> {
  const [view] = await viewPosts(db, viewer, [row]);
  return view!;
}

/** One post, as a shared link opens it: to whoever may see its owner's page, else NOT_FOUND. */
export async function getPost(db: Db, viewer: UserRow, id: string): Promise<ProfilePostView> {
  return viewOne(db, viewer, await visiblePost(db, viewer, id));
}

export async function createPost(db: Db, user: UserRow, input: unknown): Promise<ProfilePostView> {
  const data = parseInput(profilePostSchema, input);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(profilePosts)
    .where(eq(profilePosts.ownerId, user.id));
  if (n >= PROFILE_POSTS_MAX_PER_USER) throw new AppError('BAD_USER_INPUT', M.tooManyPosts);
  const [row] = await db.insert(profilePosts).values({ ownerId: user.id, content: data.content }).returning();
  return viewOne(db, user, row!);
}

/** Only the post's owner deletes it; anyone else's post is NOT_FOUND. */
export async function deletePost(db: Db, user: UserRow, id: string): Promise<string> {
  if (!isId(id)) throw postNotFound();
  const [gone] = await db
    .delete(profilePosts)
    .where(and(eq(profilePosts.id, id), eq(profilePosts.ownerId, user.id)))
    .returning({ id: profilePosts.id });
  if (!gone) throw postNotFound();
  return gone.id;
}

export async function likePost(db: Db, user: UserRow, id: string): Promise<ProfilePostView> {
  const post = await visiblePost(db, user, id);
  if (post.ownerId !== user.id && !(await settingsOf(db, post.ownerId)).allowLikes)
    throw new AppError('FORBIDDEN', M.likesClosed);
  await db.insert(profilePostLikes).values({ postId: post.id, userId: user.id }).onConflictDoNothing();
  return viewOne(db, user, post);
}

/**
 * The viewer passes the post's link on: counted once a person, however often they copy it. Only a
 * workspace colleague's page can be opened by anyone else, so only its posts can be shared.
 */
export async function sharePost(db: Db, user: UserRow, id: string): Promise<ProfilePostView> {
  const { post, owner } = await visiblePostOf(db, user, id);
  // The same rule as the view's canShare, read from the owner already loaded.
  if (!hasWorkspace(owner)) throw new AppError('FORBIDDEN', M.sharesClosed);
  await db.insert(profilePostShares).values({ postId: post.id, userId: user.id }).onConflictDoNothing();
  return viewOne(db, user, post);
}

/** Taking a like back is always allowed, even after the owner closed likes. */
export async function unlikePost(db: Db, user: UserRow, id: string): Promise<ProfilePostView> {
  const post = await visiblePost(db, user, id);
  await db
    .delete(profilePostLikes)
    .where(and(eq(profilePostLikes.postId, post.id), eq(profilePostLikes.userId, user.id)));
  return viewOne(db, user, post);
}

export async function commentOnPost(db: Db, user: UserRow, input: unknown): Promise<ProfilePostView> {
  const data = parseInput(profileCommentSchema, input);
  const post = await visiblePost(db, user, data.postId);
  if (post.ownerId !== user.id && !(await settingsOf(db, post.ownerId)).allowComments)
    throw new AppError('FORBIDDEN', M.commentsClosed);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(profilePostComments)
    .where(eq(profilePostComments.postId, post.id));
  if (n >= PROFILE_COMMENTS_MAX_PER_POST) throw new AppError('BAD_USER_INPUT', M.tooManyComments);
  await db.insert(profilePostComments).values({ postId: post.id, authorId: user.id, content: data.content });
  return viewOne(db, user, post);
}

/** The comment's writer or the post's owner deletes it; to anyone else it is NOT_FOUND. */
export async function deleteComment(db: Db, user: UserRow, id: string): Promise<ProfilePostView> {
  if (!isId(id)) throw commentNotFound();
  const [row] = await db
    .select({ comment: profilePostComments, post: profilePosts })
    .from(profilePostComments)
    .innerJoin(profilePosts, eq(profilePosts.id, profilePostComments.postId))
    .where(eq(profilePostComments.id, id))
    .limit(1);
  if (!row || (row.comment.authorId !== user.id && row.post.ownerId !== user.id)) throw commentNotFound();
  await db.delete(profilePostComments).where(eq(profilePostComments.id, id));
  // The writer of a comment may since have lost sight of the post (no longer staff): NOT_FOUND then.
  return viewOne(db, user, await visiblePost(db, user, row.post.id));
}

export async function updateSettings(db: Db, user: UserRow, input: unknown): Promise<ProfileSettingsData> {
  const data = parseInput(profileSettingsSchema, input);
  const current = await settingsOf(db, user.id);
  const next = {
    allowLikes: data.allowLikes ?? current.allowLikes,
    allowComments: data.allowComments ?? current.allowComments,
  };
  await db
    .insert(profileSettings)
    .values({ userId: user.id, ...next })
    .onConflictDoUpdate({ target: profileSettings.userId, set: next });
  return next;
}
