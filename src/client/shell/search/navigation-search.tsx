import CloseOutlined from '@mui/icons-material/CloseOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  Autocomplete,
  Box,
  IconButton,
  InputAdornment,
  ListItemIcon,
  ListItemText,
  Paper,
  TextField,
  Tooltip,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchNavigation } from '../navigation/visible-navigation.ts';
import { useNavigation, type TranslatedNavItem } from '../navigation/use-navigation.ts';

/**
 * Navigation search (SPEC section 2): a bar over the toolbar with up to ten pages the user may
 * open, matched by title; Escape closes it and clears the text; choosing one navigates there.
 */
export function NavigationSearch() {
  const { t, i18n } = useTranslation('shell');
  const { items } = useNavigation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const button = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    setQuery('');
    // Return focus to the search button so keyboard users keep their place.
    window.setTimeout(() => button.current?.focus());
  };

  return (
    <>
      <Tooltip title={t('search.open')}>
        <IconButton
          ref={button}
          color="inherit"
          aria-label={t('search.open')}
          aria-expanded={open}
          onClick={() => setOpen(true)}
          data-testid="navigation-search-button"
        >
          <SearchOutlined />
        </IconButton>
      </Tooltip>
      {open && (
        <Paper
          square
          elevation={0}
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 2,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: { xs: 1, sm: 2 },
            bgcolor: 'background.paper',
          }}
        >
          <Autocomplete<TranslatedNavItem, false, false, false>
            fullWidth
            autoHighlight
            openOnFocus={false}
            open={query.trim().length > 0}
            options={items}
            value={null}
            inputValue={query}
            onInputChange={(_, value, reason) => reason !== 'reset' && setQuery(value)}
            filterOptions={(options, state) => searchNavigation(options, state.inputValue, i18n.language)}
            getOptionLabel={(item) => item.title}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={t('search.noResults')}
            onChange={(_, item) => {
              if (!item) return;
              close();
              void navigate(item.url);
            }}
            renderOption={({ key, ...props }, item) => (
              <Box component="li" key={key} {...props}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <item.icon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={item.title}
                  secondary={decodeURIComponent(item.url)}
                  slotProps={{ secondary: { dir: 'ltr', sx: { textAlign: 'start' } } }}
                />
              </Box>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                autoFocus
                variant="standard"
                placeholder={t('search.placeholder')}
                onKeyDown={(e) => {
                  if (e.key === 'Escape') close();
                }}
                InputProps={{
                  ...params.InputProps,
                  disableUnderline: true,
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchOutlined sx={{ color: 'text.secondary' }} />
                    </InputAdornment>
                  ),
                }}
                inputProps={{ ...params.inputProps, 'aria-label': t('search.placeholder') }}
                sx={{ '& input': { fontSize: '1rem', py: 1 } }}
              />
            )}
          />
          <IconButton onClick={close} aria-label={t('search.close')}>
            <CloseOutlined />
          </IconButton>
        </Paper>
      )}
    </>
  );
}
