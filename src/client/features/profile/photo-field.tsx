import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import {
  Avatar,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  Slider,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { filePath } from '../../../domain/file-paths.ts';
import { sayingOf, useMessage } from '../../i18n/use-message.ts';
import { uploadFile } from '../../lib/upload-file.ts';
import { cropToSquare } from './crop-to-square.ts';

const ACCEPT = 'image/png,image/jpeg,image/webp';

/**
 * The profile photo: a preview, "Upload a photo" (the person frames it in a square and zooms),
 * and remove. The cropped square is uploaded as the person's photo (kind 'photo') and the form
 * keeps its address; saving the form makes it the profile's photo.
 */
export function PhotoField({
  value,
  initials,
  onChange,
  error,
}: {
  value: string | null | undefined;
  initials: string;
  onChange(next: string): void;
  error?: string;
}) {
  const { t } = useTranslation('profile');
  const translate = useMessage();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<{ url: string; name: string } | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const labelId = useId();
  const helpId = useId();
  const titleId = useId();

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setUploadError(null);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setSource({ url: URL.createObjectURL(file), name: file.name });
  };
  const close = () => {
    if (source) URL.revokeObjectURL(source.url);
    setSource(null);
  };
  const save = async () => {
    if (!source || !area) return;
    setBusy(true);
    try {
      const square = await cropToSquare(source.url, area, source.name);
      onChange(filePath((await uploadFile('photo', square)).id));
      close();
    } catch (e) {
      setUploadError(sayingOf(e));
      close();
    } finally {
      setBusy(false);
    }
  };
  const message = uploadError ?? error;

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {t('photo.label')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Avatar
          src={value || undefined}
          alt={value ? t('photo.alt') : ''}
          sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'primary.main' }}
        >
          {initials}
        </Avatar>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          aria-label={t('photo.upload')}
          onChange={(e) => choose(e.target.files?.[0])}
          data-testid="photo-input"
        />
        <Button
          variant="outlined"
          startIcon={<PhotoCameraOutlined />}
          onClick={() => input.current?.click()}
          aria-describedby={helpId}
        >
          {value ? t('photo.change') : t('photo.upload')}
        </Button>
        {value && (
          <Button color="inherit" onClick={() => onChange('')}>
            {t('photo.remove')}
          </Button>
        )}
      </Stack>
      <FormHelperText id={helpId} error={Boolean(message)} role={message ? 'alert' : undefined}>
        {message ? translate(message) : t('photo.help')}
      </FormHelperText>

      <Dialog
        open={source !== null}
        onClose={busy ? undefined : close}
        fullWidth
        maxWidth="xs"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{t('photo.cropTitle')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('photo.cropHelp')}
          </Typography>
          {/* The cropper is a picture to drag; the slider below does the same by keyboard. */}
          <Box sx={{ position: 'relative', height: 280, bgcolor: 'grey.900', borderRadius: 2, overflow: 'hidden' }}>
            {source && (
              <Cropper
                image={source.url}
                crop={crop}
                zoom={zoom}
                aspect={1}
                cropShape="round"
                showGrid={false}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
              />
            )}
          </Box>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
            <Typography id={`${titleId}-zoom`} variant="body2">
              {t('photo.zoom')}
            </Typography>
            <Slider
              value={zoom}
              min={1}
              max={3}
              step={0.05}
              onChange={(_, next) => setZoom(next)}
              aria-labelledby={`${titleId}-zoom`}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={busy} color="inherit">
            {t('photo.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void save()}
            disabled={busy || !area}
            startIcon={busy ? <CircularProgress size={16} /> : undefined}
          >
            {busy ? t('photo.uploading') : t('photo.use')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
