import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { Box, Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { Link } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientPaths } from '../../../domain/client-paths.ts';
import { LANGUAGES, type Language } from '../../../domain/enums.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { applyLanguage, useLanguage } from '../../i18n/language.ts';

const Flag = ({ lang }: { lang: Language }) => (
  <Box
    component="img"
    src={`/flags/${lang}.svg`}
    alt=""
    sx={{ width: 24, height: 16, objectFit: 'cover', borderRadius: 0.5, boxShadow: '0 0 0 1px rgba(0,0,0,0.08)' }}
  />
);

export function LanguageSwitcher() {
  const { t } = useTranslation('shell');
  const { user, updateUser } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const lang = useLanguage();

  const choose = async (next: Language) => {
    setAnchor(null);
    await applyLanguage(next);
    // A signed-in user's language also decides the language of the e-mails we send them.
    if (user && user.language !== next) await updateUser({ language: next }).catch(() => undefined);
  };

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('toolbar.language')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={<Flag lang={lang} />}
        sx={{ textTransform: 'uppercase', fontWeight: 600, minWidth: 0, px: 1.25 }}
        data-testid="language-switcher"
      >
        {lang}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((l) => (
          <MenuItem key={l} selected={l === lang} onClick={() => void choose(l)} lang={l}>
            <ListItemIcon>
              <Flag lang={l} />
            </ListItemIcon>
            <ListItemText>{t(`languages.${l}`)}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        {/* The specification's Learn More: the product's own page about its languages. */}
        <MenuItem component={Link} to={clientPaths.languagesHelp} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <MenuBookOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('toolbar.learnMore')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
