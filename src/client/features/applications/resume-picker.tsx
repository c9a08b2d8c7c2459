import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadResume, type UploadedFile } from '../../lib/files-api.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useMessage } from '../../i18n/use-message.ts';

const sizeText = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, {
    style: 'unit',
    unit: bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes >= 1024 * 1024 ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));

/** Choose one of the résumés already uploaded, or upload a new one (checked here by content too). */
export function ResumePicker({
  resumes,
  value,
  onChange,
  error,
}: {
  resumes: UploadedFile[];
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation('applications');
  const translate = useMessage();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: uploadResume,
    onSuccess: (file) => {
      queryClient.setQueryData<UploadedFile[]>(['files', 'resume'], (old) => [file, ...(old ?? [])]);
      setUploadedName(file.filename);
      onChange(file.id);
    },
    onError: (e) => setUploadError(e.message),
  });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    setUploadedName(null);
    upload.mutate(file);
  };

  return (
    <FormControl error={Boolean(error)} component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" id={labelId} sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        {t('apply.resumeHeading')}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('apply.resumeHelp')}
      </Typography>
      {resumes.length === 0 ? (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {t('apply.noResumes')}
        </Typography>
      ) : (
        <RadioGroup aria-labelledby={labelId} value={value} onChange={(_e, id) => onChange(id)}>
          {resumes.map((file) => (
            <FormControlLabel
              key={file.id}
              value={file.id}
              control={<Radio />}
              sx={{
                border: 1,
                borderColor: value === file.id ? 'primary.main' : 'divider',
                borderRadius: 1,
                mx: 0,
                mb: 1,
                pr: 2,
              }}
              label={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }}>
                  <DescriptionOutlined color="action" aria-hidden />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ overflowWrap: 'anywhere' }}>{file.filename}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {sizeText(file.size, i18n.language)} · {formatDate(file.createdAt, i18n.language)}
                    </Typography>
                  </Box>
                </Stack>
              }
            />
          ))}
        </RadioGroup>
      )}
      <Box sx={{ mt: 1 }}>
        <input
          ref={input}
          type="file"
          hidden
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          onChange={pick}
          data-testid="resume-file-input"
        />
        <Button
          variant="outlined"
          startIcon={upload.isPending ? <CircularProgress size={18} /> : <UploadFileOutlined />}
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
        >
          {upload.isPending ? t('apply.uploading') : t('apply.uploadResume')}
        </Button>
      </Box>
      <Box aria-live="polite" sx={{ mt: 1 }}>
        {uploadError && (
          <Alert severity="error" role="alert">
            {translate(uploadError)}
          </Alert>
        )}
        {uploadedName && !uploadError && (
          <Alert severity="success">{t('apply.uploaded', { name: uploadedName })}</Alert>
        )}
      </Box>
      {error && <FormHelperText>{translate(error)}</FormHelperText>}
    </FormControl>
  );
}
