import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a guest sees in the public top bar in place of an account menu: two plain buttons. */
export function GuestAccountButtons() {
  const { t } = useTranslation('shell');
  return (
    <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }} data-testid="guest-account-buttons">
      <Button component={Link} to="/sign-in" variant="outlined" sx={{ whiteSpace: 'nowrap', px: { xs: 1.25, sm: 2 } }}>
        {t('userMenu.signIn')}
      </Button>
      <Button
        component={Link}
        to="/sign-up"
        variant="contained"
        disableElevation
        sx={{ whiteSpace: 'nowrap', px: { xs: 1.25, sm: 2 } }}
      >
        {t('userMenu.signUp')}
      </Button>
    </Stack>
  );
}
