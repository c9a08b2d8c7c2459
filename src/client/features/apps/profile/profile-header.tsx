import { Avatar, Box, Chip, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date.ts';
import type { ProfilePageData } from './profile-api.ts';
import { personInitials } from '../../../components/person-initials.ts';

export const PROFILE_TABS = ['timeline', 'about', 'photos'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The first letters of a name, for an avatar without a photo. */

/** The cover, the person's avatar, name and role, and the tabs under them. */
export function ProfileHeader({
  profile,
  tab,
  onTab,
}: {
  profile: ProfilePageData;
  tab: ProfileTab;
  onTab: (tab: ProfileTab) => void;
}) {
  const { t, i18n } = useTranslation('profilePage');
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        role="img"
        aria-label={t('cover')}
        sx={(theme) => ({
          height: { xs: 120, md: 200 },
          background: `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, ${theme.palette.secondary.main} 100%)`,
        })}
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 1, md: 3 }}
        sx={{ px: { xs: 2, md: 4 }, pb: 1, alignItems: { xs: 'center', md: 'flex-end' } }}
      >
        <Avatar
          src={profile.person.avatar || undefined}
          alt=""
          sx={{
            width: { xs: 96, md: 128 },
            height: { xs: 96, md: 128 },
            mt: { xs: -6, md: -8 },
            border: 4,
            borderColor: 'background.paper',
            fontSize: 40,
            bgcolor: 'secondary.main',
          }}
        >
          {personInitials(profile.person.name)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0, textAlign: { xs: 'center', md: 'start' }, pb: { md: 1.5 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 28 }, fontWeight: 700, overflowWrap: 'anywhere' }}>
            {profile.person.name}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            sx={{ mt: 0.5, alignItems: 'center', justifyContent: { xs: 'center', md: 'flex-start' }, flexWrap: 'wrap' }}
          >
            <Chip size="small" color="primary" variant="outlined" label={t(`role.${profile.role as 'staff'}`)} />
            <Typography variant="body2" color="text.secondary">
              {t('memberSince', { date: formatDate(profile.memberSince, i18n.language) })}
            </Typography>
          </Stack>
        </Box>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_e, value: ProfileTab) => onTab(value)}
        aria-label={t('tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ px: { xs: 1, md: 3 }, borderTop: 1, borderColor: 'divider' }}
      >
        {PROFILE_TABS.map((key) => (
          <Tab key={key} value={key} label={t(`tabs.${key}`)} id={`profile-tab-${key}`} aria-controls="profile-panel" />
        ))}
      </Tabs>
    </Paper>
  );
}
