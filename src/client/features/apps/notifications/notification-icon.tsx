import type { SvgIconComponent } from '@mui/icons-material';
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import PublishedWithChangesOutlined from '@mui/icons-material/PublishedWithChangesOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import WorkOutline from '@mui/icons-material/WorkOutline';
import { Avatar } from '@mui/material';
import type { NotificationIcon as IconName } from '../../../../domain/notification-schemas.ts';

const ICONS: Record<IconName, { icon: SvgIconComponent; color: string }> = {
  info: { icon: InfoOutlined, color: 'info.main' },
  application: { icon: AssignmentIndOutlined, color: 'primary.main' },
  status: { icon: PublishedWithChangesOutlined, color: 'secondary.main' },
  company: { icon: ApartmentOutlined, color: 'success.main' },
  job: { icon: WorkOutline, color: 'warning.main' },
  cpa: { icon: VerifiedOutlined, color: 'success.main' },
  mail: { icon: MailOutline, color: 'primary.main' },
  chat: { icon: ChatBubbleOutline, color: 'secondary.main' },
  dashboard: { icon: DashboardOutlined, color: 'info.main' },
  reminder: { icon: AlarmOutlined, color: 'warning.main' },
  task: { icon: TaskAltOutlined, color: 'primary.main' },
};

/** A notification's image, or its icon on a tinted circle. */
export function NotificationIcon({
  icon,
  image,
  size = 40,
}: {
  icon: string | null;
  image: string | null;
  size?: number;
}) {
  if (image) return <Avatar src={image} alt="" sx={{ width: size, height: size }} />;
  const { icon: Icon, color } = ICONS[(icon ?? 'info') as IconName] ?? ICONS.info;
  return (
    <Avatar sx={{ width: size, height: size, bgcolor: 'action.hover', color }} aria-hidden>
      <Icon fontSize="small" />
    </Avatar>
  );
}
