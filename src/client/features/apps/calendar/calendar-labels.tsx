import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Button, Checkbox, IconButton, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CalendarLabelItem } from './calendar-api.ts';

/** The side list: each label shown or hidden, edited, and a new one added. */
export function CalendarLabels({
  labels,
  hidden,
  onToggle,
  onEdit,
  onAdd,
  onAddEvent,
}: {
  labels: (CalendarLabelItem & { storedTitle: string })[] | undefined;
  hidden: ReadonlySet<string>;
  onToggle(id: string): void;
  onEdit(label: CalendarLabelItem & { storedTitle: string }): void;
  onAdd(): void;
  onAddEvent(): void;
}) {
  const { t } = useTranslation('calendar');
  return (
    <Box sx={{ p: 2, width: 260 }}>
      <Button variant="contained" fullWidth startIcon={<Add />} onClick={onAddEvent} sx={{ mb: 3 }}>
        {t('addEvent')}
      </Button>
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1, color: 'text.secondary' }}>
        {t('labels')}
      </Typography>
      {!labels ? (
        <Stack spacing={1}>
          <Skeleton variant="rounded" height={32} />
          <Skeleton variant="rounded" height={32} />
          <Skeleton variant="rounded" height={32} />
        </Stack>
      ) : (
        <List dense disablePadding data-testid="calendar-labels">
          {labels.map((label) => (
            <ListItem
              key={label.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={t('editLabel', { title: label.title })}
                  onClick={() => onEdit(label)}
                >
                  <EditOutlined fontSize="small" />
                </IconButton>
              }
            >
              <Checkbox
                size="small"
                checked={!hidden.has(label.id)}
                onChange={() => onToggle(label.id)}
                slotProps={{ input: { 'aria-label': t('showLabel', { title: label.title }) } }}
                sx={{ color: label.color, '&.Mui-checked': { color: label.color } }}
              />
              <Typography variant="body2" noWrap sx={{ pe: 4 }}>
                {label.title}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      <Button size="small" startIcon={<Add />} onClick={onAdd} sx={{ mt: 1 }}>
        {t('addLabel')}
      </Button>
    </Box>
  );
}
