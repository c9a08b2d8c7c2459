import { Box, ButtonBase, Card, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { alignWithPage } from '../../../lib/bidi.ts';
import { formatDate } from '../../../lib/format-date.ts';
import type { FileManagerItem } from './file-manager-api.ts';
import { formatSize } from './format-size.ts';
import { ItemIcon, ItemPreview } from './item-icon.tsx';
import { ItemMenu, type ItemAction } from './item-menu.tsx';

interface ViewProps {
  items: FileManagerItem[];
  selectedId: string | null;
  onAction: (item: FileManagerItem, action: ItemAction) => void;
}

/** "3 files · 12 KB" for a folder, the size for a file. */
export function useItemSummary() {
  const { t, i18n } = useTranslation('fileManager');
  return (item: FileManagerItem) => {
    const size = formatSize(item.size, i18n.language);
    if (item.type !== 'folder') return size;
    const files = item.contents === 1 ? t('oneFile') : t('manyFiles', { count: item.contents ?? 0 });
    return item.contents ? `${files} · ${size}` : files;
  };
}

/** The main action of an item: a folder opens, a file shows its details. */
const mainAction = (item: FileManagerItem): ItemAction => (item.type === 'folder' ? 'open' : 'details');

/** Cards with a picture or the type's icon. */
export function ItemGrid({ items, selectedId, onAction }: ViewProps) {
  const { t } = useTranslation('fileManager');
  const summary = useItemSummary();
  return (
    <Box
      component="ul"
      data-testid="file-grid"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(160px, 1fr))' },
      }}
    >
      {items.map((item) => (
        <Box component="li" key={item.id} sx={{ minWidth: 0 }}>
          <Card
            variant="outlined"
            sx={{
              position: 'relative',
              height: '100%',
              borderColor: item.id === selectedId ? 'primary.main' : 'divider',
              bgcolor: item.id === selectedId ? 'action.selected' : 'background.paper',
            }}
          >
            <ButtonBase
              onClick={() => onAction(item, mainAction(item))}
              aria-label={t(item.type === 'folder' ? 'item.openFolder' : 'item.showDetails', { name: item.name })}
              sx={{
                display: 'block',
                width: '100%',
                textAlign: 'start',
                p: 1.5,
                '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              <ItemPreview item={item} size={88} />
              <Typography
                variant="body2"
                dir="auto"
                noWrap
                title={item.name}
                sx={{ fontWeight: 600, mt: 1, ...alignWithPage }}
              >
                {item.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {summary(item)}
              </Typography>
            </ButtonBase>
            <Box sx={{ position: 'absolute', insetBlockStart: 4, insetInlineEnd: 4 }}>
              <ItemMenu item={item} onAction={(action) => onAction(item, action)} />
            </Box>
          </Card>
        </Box>
      ))}
    </Box>
  );
}

/** A table: name, type, size and date (the last two columns only from tablet width up). */
export function ItemList({ items, selectedId, onAction }: ViewProps) {
  const { t, i18n } = useTranslation('fileManager');
  const summary = useItemSummary();
  const wide = { display: { xs: 'none', md: 'table-cell' } };
  return (
    <Table size="small" data-testid="file-list" sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('columns.name')}</TableCell>
          <TableCell sx={{ ...wide, width: 170 }}>{t('columns.type')}</TableCell>
          <TableCell sx={{ width: { xs: 110, sm: 150 } }}>{t('columns.size')}</TableCell>
          <TableCell sx={{ ...wide, width: 140 }}>{t('columns.modified')}</TableCell>
          <TableCell sx={{ width: 56 }}>
            <Box component="span" sx={visuallyHidden}>
              {t('columns.actions')}
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id} hover selected={item.id === selectedId}>
            <TableCell sx={{ py: 0.5 }}>
              <ButtonBase
                onClick={() => onAction(item, mainAction(item))}
                aria-label={t(item.type === 'folder' ? 'item.openFolder' : 'item.showDetails', { name: item.name })}
                sx={{
                  display: 'flex',
                  gap: 1.5,
                  width: '100%',
                  justifyContent: 'flex-start',
                  py: 1,
                  borderRadius: 1,
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                <ItemIcon type={item.type} />
                <Typography
                  variant="body2"
                  dir="auto"
                  noWrap
                  title={item.name}
                  sx={{ fontWeight: 500, ...alignWithPage }}
                >
                  {item.name}
                </Typography>
              </ButtonBase>
            </TableCell>
            <TableCell sx={wide}>{t(`types.${item.type}` as 'types.folder')}</TableCell>
            <TableCell>
              <Typography variant="body2" noWrap>
                {summary(item)}
              </Typography>
            </TableCell>
            <TableCell sx={wide}>{formatDate(item.modifiedAt, i18n.language)}</TableCell>
            <TableCell sx={{ py: 0 }}>
              <ItemMenu item={item} onAction={(action) => onAction(item, action)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
