import { Avatar } from '@mui/material';
import { personInitials } from '../../../components/person-initials.ts';

// A contact without a photo gets their initials on a colour taken from their name, so the list
// tells people apart at a glance and the same person always has the same colour.
const COLOURS = ['#1565c0', '#2e7d32', '#6a1b9a', '#ad1457', '#00695c', '#8d4b00', '#283593', '#4e342e'];

const colourOf = (name: string) => COLOURS[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLOURS.length]!;

export function ContactAvatar({ name, avatar, size = 40 }: { name: string; avatar?: string | null; size?: number }) {
  return (
    <Avatar
      src={avatar ?? undefined}
      alt=""
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: avatar ? undefined : colourOf(name) }}
    >
      {personInitials(name)}
    </Avatar>
  );
}
