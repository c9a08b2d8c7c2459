import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import {
  Box,
  IconButton,
  InputAdornment,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Popover,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNavigation } from '../navigation/use-navigation.ts';
import { useShortcuts } from './use-shortcuts.ts';

/**
 * The shortcuts bar (SPEC section 2): the user's pinned pages as icons, and a star button whose
 * menu searches every page they may open and adds or removes it.
 */
export function ShortcutsBar({ vertical = false }: { vertical?: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const { items } = useNavigation();
  const { shortcuts, toggle } = useShortcuts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [query, setQuery] = useState('');
  const pinned = shortcuts.map((id) => items.find((item) => item.id === id)).filter((item) => item !== undefined);
  const needle = query.trim().toLocaleLowerCase(i18n.language);
  const matches = needle ? items.filter((item) => item.title.toLocaleLowerCase(i18n.language).includes(needle)) : items;

  return (
    <Box
      role="group"
      aria-label={t('shortcuts.label')}
      data-testid={vertical ? 'side-shortcuts' : 'shortcuts-bar'}
      sx={{
        display: vertical ? 'flex' : { xs: 'none', md: 'flex' },
        flexDirection: vertical ? 'column' : 'row',
        alignItems: 'center',
        gap: 0.25,
      }}
    >
      {pinned.map((item) => (
        <Tooltip key={item.id} title={item.title} placement={vertical ? 'right' : 'bottom'}>
          <IconButton component={Link} to={item.url} color="inherit" aria-label={item.title} data-shortcut={item.id}>
            <item.icon />
          </IconButton>
        </Tooltip>
      ))}
      <Tooltip title={t('shortcuts.edit')} placement={vertical ? 'right' : 'bottom'}>
        <IconButton
          color="inherit"
          aria-label={t('shortcuts.edit')}
          aria-haspopup="dialog"
          aria-expanded={Boolean(anchor)}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ color: 'warning.main' }}
        >
          <Star />
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => {
          setAnchor(null);
          setQuery('');
        }}
        anchorOrigin={vertical ? { vertical: 'top', horizontal: 'right' } : { vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 320, mt: 0.5 }, role: 'dialog', 'aria-label': t('shortcuts.edit') } }}
      >
        <Box sx={{ p: 2, pb: 1 }}>
          <TextField
            autoFocus
            size="small"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('shortcuts.searchPlaceholder')}
            slotProps={{
              htmlInput: { 'aria-label': t('shortcuts.searchPlaceholder') },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        {matches.length === 0 ? (
          <Typography sx={{ px: 2.5, py: 2, color: 'text.secondary' }}>{t('shortcuts.noResults')}</Typography>
        ) : (
          <List
            component="div"
            dense
            sx={{ maxHeight: 360, overflowY: 'auto', pt: 0 }}
            aria-label={t('shortcuts.pages')}
          >
            {matches.map((item) => {
              const on = shortcuts.includes(item.id);
              return (
                <ListItemButton
                  key={item.id}
                  onClick={() => toggle(item.id)}
                  aria-pressed={on}
                  aria-label={`${item.title}: ${on ? t('shortcuts.remove') : t('shortcuts.add')}`}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <item.icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={item.title} />
                  {on ? (
                    <Star fontSize="small" sx={{ color: 'warning.main' }} />
                  ) : (
                    <StarBorder fontSize="small" sx={{ color: 'text.secondary' }} />
                  )}
                </ListItemButton>
              );
            })}
          </List>
        )}
      </Popover>
    </Box>
  );
}
