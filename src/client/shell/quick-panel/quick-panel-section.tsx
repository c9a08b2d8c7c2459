import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
  type SxProps,
} from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/use-message.ts';
import { useNotify } from '../notifications/notification-context.ts';

interface Item {
  id: string;
  title: string;
}

interface QuickPanelSectionProps<T extends Item> {
  /** Names the heading's id (`quick-<name>-title`) and the list's test id (`quick-<name>`). */
  name: string;
  title: string;
  addLabel: string;
  emptyText: string;
  items: UseQueryResult<T[]>;
  /** The add form: shown while `open`; a required title, then the section's own `fields`. */
  form: {
    open: boolean;
    setOpen(open: boolean): void;
    onSubmit(event: FormEvent): void;
    canSave: boolean;
    titleLabel: string;
    title: string;
    setTitle(title: string): void;
    fields: ReactNode;
  };
  onDelete(item: T): void;
  /** One item's content, beside its delete button. */
  renderItem(item: T): ReactNode;
  itemSx: SxProps;
  itemAlign?: 'flex-start';
  skeletonHeight: number;
}

/**
 * A section of the quick panel (notes, events): a heading with an add button, the add form, and
 * the list with its loading, failed and empty states, each item with a delete button.
 */
export function QuickPanelSection<T extends Item>(props: QuickPanelSectionProps<T>) {
  const { t } = useTranslation('shell');
  const { name, items, form } = props;
  return (
    <Box component="section" aria-labelledby={`quick-${name}-title`}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={`quick-${name}-title`} component="h3" sx={{ flex: 1, fontWeight: 700, fontSize: '0.9375rem' }}>
          {props.title}
        </Typography>
        {!form.open && (
          <Button size="small" onClick={() => form.setOpen(true)}>
            {props.addLabel}
          </Button>
        )}
      </Stack>
      {form.open && (
        <Box
          component="form"
          onSubmit={form.onSubmit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 1.5 }}
        >
          <TextField
            size="small"
            label={form.titleLabel}
            value={form.title}
            onChange={(e) => form.setTitle(e.target.value)}
            autoFocus
            required
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {form.fields}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" color="inherit" onClick={() => form.setOpen(false)}>
              {t('quickPanel.cancel')}
            </Button>
            <Button size="small" type="submit" variant="contained" disabled={!form.canSave}>
              {t('quickPanel.save')}
            </Button>
          </Stack>
        </Box>
      )}
      {items.isPending ? (
        <Stack spacing={1}>
          <Skeleton variant="rounded" height={props.skeletonHeight} />
          <Skeleton variant="rounded" height={props.skeletonHeight} />
        </Stack>
      ) : items.isError ? (
        <Typography variant="body2" color="error">
          {t('quickPanel.loadFailed')}
        </Typography>
      ) : items.data.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
          {props.emptyText}
        </Typography>
      ) : (
        <List dense disablePadding data-testid={`quick-${name}`}>
          {items.data.map((item) => (
            <ListItem
              key={item.id}
              disableGutters
              alignItems={props.itemAlign}
              secondaryAction={
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={t('quickPanel.deleteNamed', { title: item.title })}
                  onClick={() => props.onDelete(item)}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              }
              sx={props.itemSx}
            >
              {props.renderItem(item)}
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/** What an add form does when its save lands (`reset`, then says `added`) or fails (says why). */
export function useAddOutcome() {
  const { t } = useTranslation('shell');
  const translate = useMessage();
  const notify = useNotify();
  return (added: string, reset: () => void) => ({
    onSuccess: () => {
      reset();
      notify(added, { severity: 'success' });
    },
    onError: (error: Error) =>
      notify(translate(error) ?? t('quickPanel.failed'), { severity: 'error', variant: 'toast' }),
  });
}
