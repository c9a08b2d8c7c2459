import CloseOutlined from '@mui/icons-material/CloseOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import WorkOutline from '@mui/icons-material/WorkOutline';
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
import { SEARCH_SUGGESTION_LIMIT, searchNavigation } from '../navigation/visible-navigation.ts';
import { useNavigation, type TranslatedNavItem } from '../navigation/use-navigation.ts';

/**
 * A suggestion: a page, the job search for the typed words (always first: people type job titles
 * here), or the line saying no page matched.
 */
type Suggestion = { kind: 'page'; item: TranslatedNavItem } | { kind: 'jobs'; query: string } | { kind: 'none' };

const keyOf = (s: Suggestion) => (s.kind === 'page' ? s.item.id : s.kind);

/**
 * Navigation search (SPEC section 2): a bar over the toolbar with up to ten pages the user may
 * open, matched by title; Escape closes it and clears the text; choosing one navigates there.
 * The first suggestion searches the jobs for the typed words.
 */
export function NavigationSearch() {
  const { t, i18n } = useTranslation('shell');
  const { items } = useNavigation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const pages = items.map((item): Suggestion => ({ kind: 'page', item }));

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
          <Autocomplete<Suggestion, false, false, false>
            fullWidth
            autoHighlight
            openOnFocus={false}
            open={query.trim().length > 0}
            options={pages}
            value={null}
            inputValue={query}
            onInputChange={(_, value, reason) => reason !== 'reset' && setQuery(value)}
            filterOptions={(options, state) => {
              const text = state.inputValue.trim();
              if (!text) return [];
              const matches = searchNavigation(
                options.flatMap((o) => (o.kind === 'page' ? [o.item] : [])),
                text,
                i18n.language,
                SEARCH_SUGGESTION_LIMIT - 1,
              ).map((item): Suggestion => ({ kind: 'page', item }));
              return [{ kind: 'jobs', query: text }, ...(matches.length ? matches : [{ kind: 'none' } as const])];
            }}
            getOptionLabel={(o) =>
              o.kind === 'page' ? o.item.title : o.kind === 'jobs' ? t('search.jobsFor', { query: o.query }) : ''
            }
            getOptionDisabled={(o) => o.kind === 'none'}
            isOptionEqualToValue={(a, b) => keyOf(a) === keyOf(b)}
            noOptionsText={t('search.noResults')}
            onChange={(_, o) => {
              if (!o || o.kind === 'none') return;
              close();
              void navigate(o.kind === 'jobs' ? `/job/search/${encodeURIComponent(o.query)}` : o.item.url);
            }}
            renderOption={({ key, ...props }, o) =>
              o.kind === 'none' ? (
                <Box component="li" key={key} {...props} sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                  {t('search.noResults')}
                </Box>
              ) : (
                <Box component="li" key={key} {...props}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {o.kind === 'jobs' ? <WorkOutline fontSize="small" /> : <o.item.icon fontSize="small" />}
                  </ListItemIcon>
                  {o.kind === 'jobs' ? (
                    <ListItemText
                      primary={
                        <>
                          {t('search.jobsForBefore')}
                          <bdi>{o.query}</bdi>
                          {t('search.jobsForAfter')}
                        </>
                      }
                    />
                  ) : (
                    <ListItemText
                      primary={o.item.title}
                      secondary={decodeURIComponent(o.item.url)}
                      slotProps={{ secondary: { dir: 'ltr', sx: { textAlign: 'start' } } }}
                    />
                  )}
                </Box>
              )
            }
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
