import { Avatar, AvatarGroup, Tooltip } from '@mui/material';
import { personInitials } from './person-initials.ts';

/** A workspace user as the apps show them: a board's member, a task's assignee. */
export interface Member {
  id: string;
  name: string;
  /** A picture's address, or empty. */
  avatar: string;
}

/** A member's picture, or their initials; the name is the picture's text for screen readers. */
export function MemberAvatar({ member, size = 28 }: { member: Member; size?: number }) {
  return (
    <Tooltip title={member.name}>
      <Avatar
        alt={member.name}
        src={member.avatar || undefined}
        sx={{
          width: size,
          height: size,
          fontSize: size * 0.42,
          bgcolor: 'primary.dark',
          color: 'primary.contrastText',
        }}
      >
        {personInitials(member.name)}
      </Avatar>
    </Tooltip>
  );
}

export function MemberAvatars({ members, max = 4, size = 28 }: { members: Member[]; max?: number; size?: number }) {
  return (
    <AvatarGroup max={max} sx={{ '& .MuiAvatar-root': { width: size, height: size, fontSize: size * 0.42 } }}>
      {members.map((m) => (
        <MemberAvatar key={m.id} member={m} size={size} />
      ))}
    </AvatarGroup>
  );
}
