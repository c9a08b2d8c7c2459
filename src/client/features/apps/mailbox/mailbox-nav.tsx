import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import Edit from '@mui/icons-material/Edit';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import ReportGmailerrorredOutlined from '@mui/icons-material/ReportGmailerrorredOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import StarBorder from '@mui/icons-material/StarBorder';
import type { SvgIconComponent } from '@mui/icons-material';
import {
  Box,
  Button,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  MAIL_FILTERS,
  MAIL_FOLDERS,
  MAIL_LABELS,
  type MailFilter,
  type MailFolder,
  type MailLabelSlug,
} from '../../../../domain/mailbox-schemas.ts';

const FOLDER_ICONS: Record<MailFolder, SvgIconComponent> = {
  inbox: InboxOutlined,
  sent: SendOutlined,
  drafts: DraftsOutlined,
  spam: ReportGmailerrorredOutlined,
  trash: DeleteOutline,
};
const FILTER_ICONS: Record<MailFilter, SvgIconComponent> = { starred: StarBorder, important: LabelImportantOutlined };

interface View {
  folder?: MailFolder;
  filter?: MailFilter;
  label?: MailLabelSlug;
}

/** The side list: compose, the folders with their unread counts, the filters and the labels. */
export function MailboxNav({
  view,
  counts,
  onChoose,
  onCompose,
}: {
  view: View;
  counts: { folder: string; unread: number; total: number }[];
  onChoose(view: View): void;
  onCompose(): void;
}) {
  const { t } = useTranslation('mailbox');
  const badge = (folder: MailFolder) => {
    const c = counts.find((x) => x.folder === folder);
    const n = folder === 'drafts' ? c?.total : c?.unread;
    return n ? n : null;
  };
  return (
    <Box sx={{ p: 1.5 }}>
      <Button fullWidth variant="contained" startIcon={<Edit />} onClick={onCompose} sx={{ mb: 1.5 }}>
        {t('compose')}
      </Button>
      <List
        component="div"
        dense
        subheader={
          <ListSubheader component="div" disableSticky>
            {t('folders')}
          </ListSubheader>
        }
      >
        {MAIL_FOLDERS.map((folder) => {
          const Icon = FOLDER_ICONS[folder];
          const n = badge(folder);
          return (
            <ListItemButton
              key={folder}
              selected={view.folder === folder}
              aria-current={view.folder === folder ? 'page' : undefined}
              onClick={() => onChoose({ folder })}
              sx={{ borderRadius: 1 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t(`folder.${folder}`)} />
              {n !== null && (
                <Typography
                  variant="caption"
                  aria-label={folder === 'drafts' ? String(n) : t('unreadCount', { count: n })}
                  sx={{
                    fontWeight: 700,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    px: 0.75,
                    borderRadius: 8,
                  }}
                >
                  {n}
                </Typography>
              )}
            </ListItemButton>
          );
        })}
      </List>
      <List
        component="div"
        dense
        subheader={
          <ListSubheader component="div" disableSticky>
            {t('filters')}
          </ListSubheader>
        }
      >
        {MAIL_FILTERS.map((filter) => {
          const Icon = FILTER_ICONS[filter];
          return (
            <ListItemButton
              key={filter}
              selected={view.filter === filter}
              aria-current={view.filter === filter ? 'page' : undefined}
              onClick={() => onChoose({ filter })}
              sx={{ borderRadius: 1 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t(`filter.${filter}`)} />
            </ListItemButton>
          );
        })}
      </List>
      <List
        component="div"
        dense
        subheader={
          <ListSubheader component="div" disableSticky>
            {t('labels')}
          </ListSubheader>
        }
      >
        {MAIL_LABELS.map((label) => (
          <ListItemButton
            key={label.slug}
            selected={view.label === label.slug}
            aria-current={view.label === label.slug ? 'page' : undefined}
            onClick={() => onChoose({ label: label.slug })}
            sx={{ borderRadius: 1 }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Box
                component="span"
                sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: label.color, ml: 0.5 }}
              />
            </ListItemIcon>
            <ListItemText primary={t(`label.${label.slug}`)} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
