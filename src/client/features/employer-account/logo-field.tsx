import { Box, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyAvatar } from '../../components/company-avatar.tsx';
import { sayingOf, useMessage } from '../../i18n/use-message.ts';
import { uploadLogo } from './logo-upload.ts';

/** The logo: a preview, an upload button (the file input is the button's), and remove. */
export function LogoField({
  value,
  name,
  onChange,
  error,
}: {
  value: string | null | undefined;
  name: string;
  onChange(next: string | null): void;
  error?: string;
}) {
  const { t } = useTranslation('employerAccount');
  const translate = useMessage();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const helpId = useId();
  const labelId = useId();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setUploadError(null);
    try {
      onChange(await uploadLogo(file));
    } catch (e) {
      setUploadError(sayingOf(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const message = uploadError ?? error;

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {t('logo.label')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <CompanyAvatar name={name || '?'} logo={value} size={64} />
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          aria-label={t('logo.upload')}
          onChange={(e) => void pick(e.target.files?.[0])}
          data-testid="logo-input"
        />
        <Button
          variant="outlined"
          onClick={() => input.current?.click()}
          disabled={busy}
          aria-describedby={helpId}
          startIcon={busy ? <CircularProgress size={16} /> : undefined}
        >
          {busy ? t('logo.uploading') : value ? t('logo.change') : t('logo.upload')}
        </Button>
        {value && (
          <Button color="inherit" onClick={() => onChange(null)} disabled={busy}>
            {t('logo.remove')}
          </Button>
        )}
      </Stack>
      <FormHelperText id={helpId} error={Boolean(message)} role={message ? 'alert' : undefined}>
        {message ? translate(message) : t('logo.help')}
      </FormHelperText>
    </Box>
  );
}
