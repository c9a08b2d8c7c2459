import { Alert, Snackbar } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SNACKBAR_AUTO_HIDE_MS } from '../../../domain/constants.ts';

/** A success message handed over by the screen before (navigation state), shown once. */
export function RouteNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState<string | null>(null);
  const notice = (location.state as { notice?: string } | null)?.notice;
  useEffect(() => {
    if (!notice) return;
    setText(notice);
    // Forget it, so going back or reloading does not show it again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [notice, navigate, location.pathname, location.search]);
  return (
    <Snackbar open={Boolean(text)} autoHideDuration={SNACKBAR_AUTO_HIDE_MS * 3} onClose={() => setText(null)}>
      <Alert severity="success" variant="filled" onClose={() => setText(null)} sx={{ width: '100%' }}>
        {text}
      </Alert>
    </Snackbar>
  );
}
