import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Send from '@mui/icons-material/Send';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Divider,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_COMMENT_MAX_LENGTH, profileCommentSchema } from '../../../../domain/profile-page-schemas.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { formatRelativeDate } from '../../../lib/format-date.ts';
import { alignWithPage, mirrorInRtl } from '../../../lib/bidi.ts';
import { personInitials } from '../../../components/person-initials.ts';
import { shareLink } from '../../../lib/share-link.ts';
import { useNotify } from '../../../shell/notifications/notification-context.ts';
import {
  commentOnPost,
  deleteComment,
  deletePost,
  likePost,
  postPath,
  sharePost,
  unlikePost,
  type ProfilePost,
} from './profile-api.ts';

/** One post: its text, likes and comments, and what the viewer may do with them. */
export function PostCard({ post, onChanged }: { post: ProfilePost; onChanged: () => void }) {
  const { t, i18n } = useTranslation('profilePage');
  const translate = useMessage();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const onError = (e: Error) => setProblem(translate(e));
  const done = () => {
    setProblem(undefined);
    onChanged();
  };
  const like = useMutation({
    mutationFn: () => (post.likedByMe ? unlikePost(post.id) : likePost(post.id)),
    onSuccess: done,
    onError,
  });
  const send = useMutation({
    mutationFn: (content: string) => commentOnPost(post.id, content),
    onSuccess: () => {
      setComment('');
      done();
    },
    onError,
  });
  const notify = useNotify();
  // The link goes out first (share sheet or clipboard); only a link that went is counted.
  const share = useMutation({
    mutationFn: async () => {
      const outcome = await shareLink(postPath(post.author.id, post.id), post.author.name);
      if (outcome === 'failed') notify(t('post.copyFailed'), { severity: 'error' });
      if (outcome !== 'shared' && outcome !== 'copied') return;
      if (outcome === 'copied') notify(t('post.copied'), { severity: 'success' });
      await sharePost(post.id);
      done();
    },
    onError,
  });
  const removeComment = useMutation({ mutationFn: deleteComment, onSuccess: done, onError });
  const remove = useMutation({ mutationFn: () => deletePost(post.id), onSuccess: done, onError });

  const submitComment = () => {
    const parsed = profileCommentSchema.safeParse({ postId: post.id, content: comment });
    if (!parsed.success) return setProblem(translate(parsed.error.issues[0]?.message));
    send.mutate(parsed.data.content);
  };

  return (
    <Card variant="outlined" component="article" aria-label={t('post.actionsOf', { name: post.author.name })}>
      <CardHeader
        avatar={
          <Avatar src={post.author.avatar || undefined} alt="" sx={{ bgcolor: 'secondary.main' }}>
            {personInitials(post.author.name)}
          </Avatar>
        }
        title={<Typography sx={{ fontWeight: 600 }}>{post.author.name}</Typography>}
        subheader={<time dateTime={post.createdAt}>{formatRelativeDate(post.createdAt, i18n.language)}</time>}
        action={
          post.canDelete ? (
            <IconButton aria-label={t('post.delete')} onClick={() => setConfirming(true)}>
              <DeleteOutline />
            </IconButton>
          ) : undefined
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {/* What people write keeps its own direction (an English post's full stop at its end in Arabic). */}
        <Typography
          dir="auto"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', ...alignWithPage }}
          data-testid="profile-post-content"
        >
          {post.content}
        </Typography>
        {confirming && (
          <Alert
            severity="warning"
            sx={{ mt: 2 }}
            action={
              <Stack direction="row" spacing={1}>
                <Button color="inherit" size="small" onClick={() => setConfirming(false)}>
                  {t('post.cancel')}
                </Button>
                <Button color="error" size="small" variant="contained" onClick={() => remove.mutate()}>
                  {t('post.delete')}
                </Button>
              </Stack>
            }
          >
            {t('post.confirmDelete')}
          </Alert>
        )}
      </CardContent>
      <Stack direction="row" spacing={2} sx={{ px: 2, pb: 1, color: 'text.secondary' }}>
        <Typography variant="body2">{t('post.likesCount', { count: post.likeCount })}</Typography>
        <Typography variant="body2">{t('post.commentsCount', { count: post.commentCount })}</Typography>
        {/* A private page's posts are never shared: no count that would always read 0. */}
        {post.canShare && (
          <Typography variant="body2" data-testid="post-share-count">
            {t('post.sharesCount', { count: post.shareCount })}
          </Typography>
        )}
      </Stack>
      <Divider />
      <CardActions sx={{ px: 2, flexWrap: 'wrap', gap: 1 }}>
        {post.canLike ? (
          <Button
            size="small"
            startIcon={post.likedByMe ? <ThumbUp /> : <ThumbUpOutlined />}
            aria-pressed={post.likedByMe}
            onClick={() => like.mutate()}
            disabled={like.isPending}
          >
            {t('post.like')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('post.likesClosed')}
          </Typography>
        )}
        {post.canShare && (
          <Button size="small" startIcon={<ShareOutlined />} onClick={() => share.mutate()} disabled={share.isPending}>
            {t('post.share')}
          </Button>
        )}
        {!post.canComment && (
          <Typography variant="body2" color="text.secondary">
            {t('post.commentsClosed')}
          </Typography>
        )}
      </CardActions>
      {(post.comments.length > 0 || post.canComment) && (
        <Box sx={{ bgcolor: 'action.hover', px: 2, py: 1.5 }}>
          <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {post.comments.map((c) => (
              <Stack key={c.id} component="li" direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <Avatar
                  src={c.author.avatar || undefined}
                  alt=""
                  sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'secondary.main' }}
                >
                  {personInitials(c.author.name)}
                </Avatar>
                <Box sx={{ flex: 1, minWidth: 0, bgcolor: 'background.paper', borderRadius: 2, px: 1.5, py: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    <bdi>{c.author.name}</bdi>{' '}
                    <Typography component="time" variant="caption" color="text.secondary" dateTime={c.createdAt}>
                      {formatRelativeDate(c.createdAt, i18n.language)}
                    </Typography>
                  </Typography>
                  <Typography
                    variant="body2"
                    dir="auto"
                    sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', ...alignWithPage }}
                  >
                    {c.content}
                  </Typography>
                </Box>
                {c.canDelete && (
                  <IconButton
                    size="small"
                    aria-label={t('post.deleteComment')}
                    onClick={() => removeComment.mutate(c.id)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                )}
              </Stack>
            ))}
          </Stack>
          {post.canComment && (
            <Stack
              direction="row"
              spacing={1}
              component="form"
              sx={{ mt: post.comments.length ? 1.5 : 0, alignItems: 'flex-start' }}
              onSubmit={(e) => {
                e.preventDefault();
                submitComment();
              }}
            >
              <ChatBubbleOutline color="action" sx={{ mt: 1 }} aria-hidden />
              <TextField
                size="small"
                fullWidth
                multiline
                maxRows={4}
                label={t('post.comment')}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                slotProps={{ htmlInput: { maxLength: PROFILE_COMMENT_MAX_LENGTH } }}
                sx={{ bgcolor: 'background.paper' }}
              />
              <IconButton type="submit" color="primary" aria-label={t('post.send')} disabled={send.isPending}>
                <Send sx={mirrorInRtl} />
              </IconButton>
            </Stack>
          )}
        </Box>
      )}
      {problem && (
        <Alert severity="error" role="alert" sx={{ m: 2 }} onClose={() => setProblem(undefined)}>
          {problem}
        </Alert>
      )}
    </Card>
  );
}
