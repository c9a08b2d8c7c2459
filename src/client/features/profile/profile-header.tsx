import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Avatar, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Profile } from './profile-api.ts';

// Colours with enough contrast for small chip text (info and warning fall short of WCAG AA).
const chipColor = { none: 'default', claimed: 'primary', confirmed: 'success', rejected: 'error' } as const;

/** Who this is at a glance: photo, name, e-mail, role and CPA status. */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const name = profile.fullName ?? profile.email;
  const role = profile.role.includes('admin') ? 'admin' : profile.role.includes('staff') ? 'staff' : 'user';
  const initials = name
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2.5}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Avatar
          src={profile.icon ?? undefined}
          alt={t('header.avatarAlt', { name })}
          sx={{ width: 88, height: 88, fontSize: 32, bgcolor: 'secondary.main' }}
        >
          {initials}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h2"
            component="p"
            sx={{ fontSize: { xs: 22, md: 26 }, fontWeight: 700, overflowWrap: 'anywhere' }}
            data-testid="profile-name"
          >
            {name}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {profile.email}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
            <Chip label={t(`roles.${role}`)} size="small" variant="outlined" />
            <Chip
              label={t(`header.cpa.${profile.cpaStatus}`)}
              size="small"
              color={chipColor[profile.cpaStatus]}
              variant={profile.cpaStatus === 'rejected' ? 'outlined' : 'filled'}
              icon={profile.cpaStatus === 'confirmed' ? <VerifiedOutlined /> : undefined}
              data-testid="cpa-chip"
            />
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}
