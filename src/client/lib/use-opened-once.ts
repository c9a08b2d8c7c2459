import { useEffect, useState } from 'react';

/**
 * True from the first time `open` is true: a dialog or panel loaded on first use stays mounted
 * afterwards, for its closing transition and so the next opening needs no loading.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return opened || open;
}
