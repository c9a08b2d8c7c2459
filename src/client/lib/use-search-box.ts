import { useEffect, useRef, useState } from 'react';

/**
 * The text of a search box whose search lives in the address (`?q=`): what is typed is sent, trimmed,
 * a moment after typing stops. The box follows the address when it changes from elsewhere (back,
 * a link, a cleared filter), but not when the change is one of its own sends: a send lands a render
 * or more later (after the next one has left, on a slow device), and by then the reader may have
 * typed on, or ended on a space the send trimmed away.
 * `send` is the one of the render in which the reader last typed.
 */
export function useSearchBox(search: string, send: (q: string) => void, ms = 300) {
  const [text, setText] = useState(search);
  // Sent and not yet seen in the address, oldest first. The router may drop one that a later one
  // overtook, so a send that lands also settles those sent before it.
  const sending = useRef<string[]>([]);
  useEffect(() => {
    const own = sending.current.indexOf(search);
    if (own >= 0) {
      sending.current = sending.current.slice(own + 1);
      return;
    }
    sending.current = [];
    setText(search);
  }, [search]);
  useEffect(() => {
    const q = text.trim();
    if (q === (sending.current.at(-1) ?? search)) return;
    const timer = setTimeout(() => {
      sending.current.push(q);
      send(q);
    }, ms);
    return () => clearTimeout(timer);
    // Only typing starts a send.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return [text, setText] as const;
}
