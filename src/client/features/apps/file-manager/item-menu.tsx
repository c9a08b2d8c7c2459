import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileManagerItem } from './file-manager-api.ts';

/** What can be done to an item, from its menu, its details or a keyboard. */
export type ItemAction = 'open' | 'details' | 'download' | 'rename' | 'move' | 'delete';

const ICONS = {
  open: FolderOpenOutlined,
  details: InfoOutlined,
  download: DownloadOutlined,
  rename: DriveFileRenameOutline,
  move: DriveFileMoveOutlined,
  delete: DeleteOutline,
} as const;

export const actionsOf = (item: FileManagerItem): ItemAction[] =>
  item.type === 'folder'
    ? ['open', 'details', 'rename', 'move', 'delete']
    : ['details', 'download', 'rename', 'move', 'delete'];

/** An item's "more" button and its menu of actions. */
export function ItemMenu({ item, onAction }: { item: FileManagerItem; onAction: (action: ItemAction) => void }) {
  const { t } = useTranslation('fileManager');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('item.actions', { name: item.name })}
        aria-haspopup="menu"
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
        }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actionsOf(item).map((action) => {
          const Icon = ICONS[action];
          return (
            <MenuItem
              key={action}
              onClick={() => {
                setAnchor(null);
                onAction(action);
              }}
              sx={action === 'delete' ? { color: 'error.main' } : undefined}
            >
              <ListItemIcon sx={action === 'delete' ? { color: 'error.main' } : undefined}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(`actions.${action}`)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
