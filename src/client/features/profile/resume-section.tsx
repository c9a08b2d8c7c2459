import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/language.ts';
import type { UploadedFile } from '../../lib/files-api.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useMessage } from '../../i18n/use-message.ts';
import { FormError } from '../../components/form-error.tsx';
import { downloadResume, useDeleteResume, useResumes, useUploadResume } from './resumes-api.ts';
import { SectionCard } from './section-card.tsx';
import { visuallyHidden } from '@mui/utils';

/** Out of sight but still focusable and read out (unlike display: none); px in text, as in sx a bare 1 means 100%. */

const ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const typeOf = (mimeType: string) =>
  mimeType === 'application/pdf' ? 'pdf' : mimeType.includes('wordprocessingml') ? 'docx' : 'other';

/** "82 kB", "1.4 MB" in the interface language's digits and units. */
const sizeText = (bytes: number, language: string) => {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
};

/** The person's résumés: uploaded here (checked by content in the browser too), downloaded, deleted. */
export function ResumeSection({ onChanged }: { onChanged(message: 'resumes.uploaded' | 'resumes.deleted'): void }) {
  const { t } = useTranslation('profile');
  const translate = useMessage();
  const lang = currentLanguage();
  const resumes = useResumes();
  const upload = useUploadResume();
  const remove = useDeleteResume();
  const [deleting, setDeleting] = useState<UploadedFile | null>(null);
  const [downloadFailed, setDownloadFailed] = useState<string | null>(null);
  const inputId = useId();
  const helpId = useId();

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again after an error still fires a change.
    event.target.value = '';
    if (!file) return;
    upload.reset();
    upload.mutate(file, { onSuccess: () => onChanged('resumes.uploaded') });
  };

  const download = (file: UploadedFile) => {
    setDownloadFailed(null);
    void downloadResume(file).catch(() => setDownloadFailed(file.id));
  };

  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };

  let list;
  if (resumes.isPending) {
    list = (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography color="text.secondary">{t('resumes.loading')}</Typography>
      </Stack>
    );
  } else if (resumes.isError) {
    list = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void resumes.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('resumes.loadError')}
      </Alert>
    );
  } else if (resumes.data.length === 0) {
    list = <Typography color="text.secondary">{t('resumes.empty')}</Typography>;
  } else {
    list = (
      <List disablePadding aria-labelledby="resumes-title">
        {resumes.data.map((file, i) => (
          <ListItem
            key={file.id}
            disableGutters
            divider={i < resumes.data.length - 1}
            sx={{ alignItems: 'flex-start', py: 1.5, gap: 1.5 }}
          >
            <DescriptionOutlined color="action" aria-hidden sx={{ mt: 0.25 }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {/* A file name is its own text: it keeps its direction inside Arabic. */}
              <Typography component="bdi" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
                {file.filename}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`resumes.types.${typeOf(file.mimeType)}`)} · {sizeText(file.size, lang)} ·{' '}
                {t('resumes.uploadedOn', { date: formatDate(file.createdAt, lang) })}
              </Typography>
              {downloadFailed === file.id && (
                <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
                  {t('resumes.downloadError')}
                </Typography>
              )}
            </Box>
            <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
              <IconButton aria-label={`${t('resumes.download')}: ${file.filename}`} onClick={() => download(file)}>
                <FileDownloadOutlined />
              </IconButton>
              <IconButton aria-label={`${t('delete')}: ${file.filename}`} onClick={() => setDeleting(file)}>
                <DeleteOutlineOutlined />
              </IconButton>
            </Stack>
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <SectionCard
      id="resumes-title"
      title={t('resumes.title')}
      action={
        <Box>
          {/* A real file input, labelled by the button-looking label, so it is reached with Tab
              and named for screen readers. */}
          <Box
            component="input"
            id={inputId}
            type="file"
            accept={ACCEPT}
            onChange={pick}
            disabled={upload.isPending}
            aria-describedby={helpId}
            sx={{
              ...visuallyHidden,
              '&:focus-visible + label': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          />
          <Button
            component="label"
            htmlFor={inputId}
            role={undefined}
            tabIndex={-1}
            variant="outlined"
            disabled={upload.isPending}
            startIcon={upload.isPending ? <CircularProgress size={18} aria-hidden /> : <UploadFileOutlined />}
          >
            {upload.isPending ? t('resumes.uploading') : t('resumes.upload')}
          </Button>
        </Box>
      }
    >
      <Stack spacing={2}>
        <Typography id={helpId} variant="body2" color="text.secondary">
          {t('resumes.help')}
        </Typography>
        <Box aria-live="polite">{upload.error && <FormError message={translate(upload.error.message)} />}</Box>
        {list}
      </Stack>
      <Dialog open={Boolean(deleting)} onClose={closeDelete} aria-labelledby="resume-delete-title">
        <DialogTitle id="resume-delete-title">{t('resumes.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{deleting && t('resumes.deleteText', { name: deleting.filename })}</DialogContentText>
          {remove.error && (
            <Box sx={{ mt: 2 }}>
              <FormError message={translate(remove.error.message)} />
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={closeDelete}>{t('cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending || Boolean(remove.error)}
            onClick={() => {
              if (!deleting) return;
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  setDeleting(null);
                  onChanged('resumes.deleted');
                },
              });
            }}
          >
            {remove.isPending ? t('resumes.deleting') : t('delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
