import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BrushOutlined from '@mui/icons-material/BrushOutlined';
import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import type { SvgIconProps } from '@mui/material';

const ICONS = {
  assignment: AssignmentOutlined,
  rocket: RocketLaunchOutlined,
  bug: BugReportOutlined,
  design: BrushOutlined,
  campaign: CampaignOutlined,
  school: SchoolOutlined,
} as const;

/** A board's picture by its name (an unknown name shows the default). */
export function BoardIcon({ icon, ...props }: { icon: string } & SvgIconProps) {
  const Icon = ICONS[icon as keyof typeof ICONS] ?? AssignmentOutlined;
  return <Icon {...props} />;
}
