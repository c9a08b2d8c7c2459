import { Alert } from '@mui/material';
import { useMessage } from '../i18n/use-message.ts';

/** A form-level error from the API, in the interface language, announced to screen readers. */
export function FormError({ message }: { message: string | null | undefined }) {
  const translate = useMessage();
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {translate(message)}
    </Alert>
  );
}
