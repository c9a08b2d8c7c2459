import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { Alert, Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message.ts';
import { uploadBanner } from './admin-api.ts';

export const DEFAULT_BANNER = '/images/banner.svg';

/** The banner picture: a preview, an upload (kind banner) and a way back to the default. */
export function BannerPicker({
  value,
  title,
  dir,
  error,
  onChange,
}: {
  value: string;
  title: string;
  dir: 'ltr' | 'rtl';
  error?: string;
  onChange(url: string): void;
}) {
  const { t } = useTranslation('admin');
  const message = useMessage();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const helpId = useId();
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setUploadError(null);
    try {
      onChange(await uploadBanner(file));
    } catch (e) {
      setUploadError(message(e instanceof Error ? e : null) ?? t('actionError'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={helpId}>
      <Typography id={labelId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('content.bannerImage')}
      </Typography>
      <Box
        role="img"
        aria-label={t('content.preview')}
        sx={{
          position: 'relative',
          borderRadius: 1,
          overflow: 'hidden',
          aspectRatio: { xs: '16 / 7', md: '16 / 5' },
          backgroundColor: 'primary.dark',
          backgroundImage: `url("${(value || DEFAULT_BANNER).replace(/"/g, '%22')}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          display: 'flex',
          alignItems: 'flex-end',
        }}
      >
        <Typography
          dir={dir}
          sx={{
            color: '#fff',
            fontWeight: 700,
            fontSize: { xs: 18, md: 26 },
            p: 2,
            textShadow: '0 1px 4px rgba(0,0,0,.6)',
            width: '100%',
          }}
        >
          {title}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<UploadOutlined aria-hidden />}
          loading={busy}
          loadingPosition="start"
          onClick={() => input.current?.click()}
        >
          {busy ? t('content.uploading') : t('content.upload')}
        </Button>
        {value && value !== DEFAULT_BANNER && (
          <Button onClick={() => onChange(DEFAULT_BANNER)}>{t('content.useDefault')}</Button>
        )}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          onChange={(e) => void pick(e.target.files?.[0])}
          aria-label={t('content.upload')}
        />
      </Stack>
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ?? t('content.bannerImageHelp')}
      </FormHelperText>
      {uploadError && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {uploadError}
        </Alert>
      )}
    </Box>
  );
}
