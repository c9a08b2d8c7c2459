import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import { Box, Button, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NOTES_FILTERS, type NotesFilter } from '../../../../domain/notes-schemas.ts';
import type { NotesLabel } from './notes-api.ts';

const ICONS: Record<NotesFilter, typeof ArchiveOutlined> = {
  notes: StickyNote2Outlined,
  reminders: AlarmOutlined,
  archived: ArchiveOutlined,
};

export interface NotesView {
  filter: NotesFilter;
  labelId?: string;
}

/** The side list: the three filters, then the owner's labels and the way to edit them. */
export function NotesNav(props: {
  view: NotesView;
  labels: NotesLabel[];
  onChoose: (view: NotesView) => void;
  onEditLabels: () => void;
}) {
  const { t } = useTranslation('notes');
  const { view, labels, onChoose, onEditLabels } = props;
  return (
    <Box sx={{ py: 1 }}>
      <List aria-label={t('filters')} dense>
        {NOTES_FILTERS.map((filter) => {
          const Icon = ICONS[filter];
          const selected = !view.labelId && view.filter === filter;
          return (
            <ListItem key={filter} disablePadding>
              <ListItemButton
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                onClick={() => onChoose({ filter })}
                sx={{ mx: 1, borderRadius: 2 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t(`filter.${filter}`)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <List
        dense
        aria-labelledby="notes-labels-heading"
        subheader={
          <ListSubheader id="notes-labels-heading" sx={{ bgcolor: 'transparent', lineHeight: 2.5 }}>
            {t('labels')}
          </ListSubheader>
        }
      >
        {labels.map((label) => {
          const selected = view.labelId === label.id;
          return (
            <ListItem key={label.id} disablePadding>
              <ListItemButton
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                onClick={() => onChoose({ filter: 'notes', labelId: label.id })}
                sx={{ mx: 1, borderRadius: 2 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <LabelOutlined fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={label.title} slotProps={{ primary: { noWrap: true } }} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Box sx={{ px: 2, pt: 1 }}>
        <Button size="small" startIcon={<EditOutlined />} onClick={onEditLabels}>
          {t('editLabels')}
        </Button>
      </Box>
    </Box>
  );
}
