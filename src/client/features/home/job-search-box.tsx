import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Box, Button, InputAdornment, Paper, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Keyword and location search that goes to /job/search/{urlKeywords}. */
export function JobSearchBox() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [keywords, setKeywords] = useState('');
  const [location, setLocation] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const urlKeywords = encodeURIComponent(keywords.trim() || 'all');
    const query = location.trim() ? `?location=${encodeURIComponent(location.trim())}` : '';
    void navigate(`/job/search/${urlKeywords}${query}`);
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label={t('search.label')}
      onSubmit={submit}
      elevation={6}
      sx={{ p: 1.5, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 1.5, maxWidth: 860 }}
    >
      <TextField
        label={t('search.keywords')}
        value={keywords}
        onChange={(e) => setKeywords(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        label={t('search.location')}
        value={location}
        onChange={(e) => setLocation(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <PlaceOutlined />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ display: 'flex' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          sx={{ px: 4, minHeight: 56, width: { xs: '100%', md: 'auto' } }}
        >
          {t('search.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
