import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Question {
  title: string;
  text?: string;
  /** The confirming button's words (default "Delete"). */
  action?: string;
}

/**
 * Asks before something that cannot be undone, in the product's own dialog (labelled, focus kept in
 * it, Escape cancels) rather than the browser's confirm(), which ignores the language and the theme.
 * `confirm(question)` resolves true when confirmed; render `dialog` once in the component.
 */
export function useConfirm(): { confirm: (question: Question) => Promise<boolean>; dialog: ReactNode } {
  const { t } = useTranslation('components');
  const id = useId();
  const [question, setQuestion] = useState<Question | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => {});
  const confirm = useCallback(
    (next: Question) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setQuestion(next);
      }),
    [],
  );
  const close = (yes: boolean) => {
    answer.current(yes);
    setQuestion(null);
  };
  const dialog = (
    <Dialog
      open={question !== null}
      onClose={() => close(false)}
      aria-labelledby={`${id}-title`}
      aria-describedby={question?.text ? `${id}-text` : undefined}
    >
      <DialogTitle id={`${id}-title`}>{question?.title}</DialogTitle>
      {question?.text && (
        <DialogContent>
          <DialogContentText id={`${id}-text`}>{question.text}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button color="inherit" onClick={() => close(false)}>
          {t('confirm.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={() => close(true)}>
          {question?.action ?? t('confirm.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { confirm, dialog };
}
