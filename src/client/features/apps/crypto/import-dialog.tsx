import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CSV_MAX_ERRORS, parseCryptoPricesCsv, type CsvProblem } from '../../../../domain/crypto-schemas.ts';
import { GraphqlRequestError } from '../../../lib/graphql-client.ts';
import { useMessage } from '../../../i18n/use-message.ts';
import { useImportPrices } from './crypto-api.ts';

interface Problem {
  key: string;
  params: Record<string, string | number>;
}

/** Staff: pick a CSV file of prices; its bad lines are listed (checked here, then again by the server). */
export function ImportDialog({ onClose, onDone }: { onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation('crypto');
  const { t: tm } = useTranslation('messages');
  const message = useMessage();
  const save = useImportPrices();
  const [file, setFile] = useState<{ name: string; text: string; lines: number } | undefined>();
  const [problems, setProblems] = useState<Problem[]>([]);
  const [total, setTotal] = useState(0);
  const [readError, setReadError] = useState(false);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    setProblems([]);
    setReadError(false);
    if (!chosen) return;
    try {
      const text = await chosen.text();
      setFile({ name: chosen.name, text, lines: text.split(/\r?\n/).filter((l) => l.trim() !== '').length });
    } catch {
      setReadError(true);
    }
  };

  const show = (list: CsvProblem[] | Problem[], count: number) => {
    setProblems(list.slice(0, CSV_MAX_ERRORS));
    setTotal(count);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    const checked = parseCryptoPricesCsv(file.text);
    if (checked.problems.length > 0) {
      show(checked.problems, checked.problems.length);
      return;
    }
    save.mutate(file.text, {
      onSuccess: (r) => onDone(t('import.done', { count: r.imported })),
      onError: (error) => {
        if (error instanceof GraphqlRequestError && Array.isArray(error.details)) {
          const list = (error.details as { messageKey: string; params: Problem['params'] }[]).map((d) => ({
            key: d.messageKey,
            params: d.params,
          }));
          show(list, list.length);
        }
      },
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('import.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('import.text')}</DialogContentText>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Button variant="outlined" component="label">
                {t('import.choose')}
                <input
                  type="file"
                  accept=".csv,text/csv"
                  hidden
                  onChange={(e) => void pick(e)}
                  aria-label={t('import.file')}
                  data-testid="price-file"
                />
              </Button>
              {file && (
                <Typography variant="body2" dir="auto">
                  {t('import.chosen', { name: file.name, lines: file.lines })}
                </Typography>
              )}
            </Stack>
            {readError && <Alert severity="error">{t('import.readError')}</Alert>}
            {problems.length > 0 && (
              <Alert severity="error" data-testid="import-problems">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('import.problems')}
                </Typography>
                <List dense disablePadding sx={{ listStyle: 'disc', pl: 2 }}>
                  {problems.map((p, i) => (
                    <ListItem key={i} sx={{ display: 'list-item', py: 0 }}>
                      {tm(p.key, { ...p.params, defaultValue: p.key })}
                    </ListItem>
                  ))}
                </List>
                {total > problems.length && (
                  <Typography variant="body2">{t('import.more', { count: total - problems.length })}</Typography>
                )}
              </Alert>
            )}
            {save.error && problems.length === 0 && <Alert severity="error">{message(save.error)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('import.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!file || save.isPending}>
            {save.isPending ? t('import.working') : t('import.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
