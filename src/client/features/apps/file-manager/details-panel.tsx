import Close from '@mui/icons-material/Close';
import { Box, Button, Divider, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_MANAGER_DESCRIPTION_MAX_LENGTH } from '../../../../domain/file-manager-schemas.ts';
import { alignWithPage } from '../../../lib/bidi.ts';
import { formatDate } from '../../../lib/format-date.ts';
import type { FileManagerItem } from './file-manager-api.ts';
import { ItemPreview } from './item-icon.tsx';
import { actionsOf, type ItemAction } from './item-menu.tsx';
import { useItemSummary } from './item-views.tsx';

interface Props {
  item: FileManagerItem;
  busy: boolean;
  onSaveDescription: (description: string) => void;
  onAction: (action: ItemAction) => void;
  onClose: () => void;
}

/** An item's properties, its description to edit, and what can be done to it. */
export function DetailsPanel({ item, busy, onSaveDescription, onAction, onClose }: Props) {
  const { t, i18n } = useTranslation('fileManager');
  const summary = useItemSummary();
  const [description, setDescription] = useState(item.description);
  useEffect(() => setDescription(item.description), [item.id, item.description]);
  const rows: [string, string][] = [
    [t('details.type'), t(`types.${item.type}` as 'types.folder')],
    [item.type === 'folder' ? t('details.contents') : t('details.size'), summary(item)],
    [t('details.createdBy'), item.createdBy],
    [t('details.created'), formatDate(item.createdAt, i18n.language)],
    [t('details.modified'), formatDate(item.modifiedAt, i18n.language)],
  ];
  const changed = description.trim() !== item.description;
  return (
    <Box
      component="aside"
      aria-labelledby="fm-details-title"
      data-testid="file-details"
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 2, height: '100%', overflowY: 'auto' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography id="fm-details-title" component="h2" variant="subtitle1" sx={{ flex: 1, fontWeight: 700 }}>
          {t('details.title')}
        </Typography>
        <IconButton aria-label={t('details.close')} onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 1 }}>
        <ItemPreview item={item} size={150} alt={t('details.preview', { name: item.name })} />
      </Box>
      <Typography
        component="p"
        variant="h6"
        dir="auto"
        sx={{ fontSize: 17, fontWeight: 600, wordBreak: 'break-word', ...alignWithPage }}
      >
        {item.name}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" dir="auto" sx={{ m: 0, ...alignWithPage }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider />
      <Box>
        <TextField
          label={t('details.description')}
          placeholder={t('details.descriptionPlaceholder')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { dir: 'auto', maxLength: FILE_MANAGER_DESCRIPTION_MAX_LENGTH } }}
        />
        {changed && (
          <Button
            sx={{ mt: 1 }}
            size="small"
            variant="contained"
            disabled={busy}
            onClick={() => onSaveDescription(description.trim())}
          >
            {t('details.saveDescription')}
          </Button>
        )}
      </Box>
      <Divider />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {actionsOf(item)
          .filter((a) => a !== 'details')
          .map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === 'open' || action === 'download' ? 'contained' : 'outlined'}
              color={action === 'delete' ? 'error' : 'primary'}
              onClick={() => onAction(action)}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
      </Stack>
    </Box>
  );
}
