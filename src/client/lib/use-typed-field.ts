import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const trim = (text: string) => text.trim();

/**
 * The text of a field whose value lives in the address (a search's `?q=`, a minimum salary): what
 * is typed is sent, normalized (trimmed by default), a moment after typing stops, or at once by
 * `sendNow` (Enter, leaving the field). The field follows the address when it changes from
 * elsewhere (back, a link, "Clear filters"), but not when the change is one of its own sends: a
 * send lands a render or more later (after the next one has left, on a slow device), and by then
 * the reader may have typed on, or ended on a space the send trimmed away.
 * `value` is the address's, already in the normalized form; `send` is the one of the render in
 * which the reader last typed.
 */
export function useTypedField(
  value: string,
  send: (normalized: string) => void,
  { ms = 300, normalize = trim }: { ms?: number; normalize?: (text: string) => string } = {},
) {
  const [text, setText] = useState(value);
  // Sent and not yet seen in the address, oldest first. The router may drop one that a later one
  // overtook, so a send that lands also settles those sent before it.
  const sending = useRef<string[]>([]);
  const shown = useRef(value);
  // Every navigation, not only a new value: one that overtook a send in flight (back pressed
  // before the send landed) leaves the value as it was, and the field must follow it there too.
  const { key } = useLocation();
  useEffect(() => {
    const own = sending.current.indexOf(value);
    if (own >= 0) sending.current = sending.current.slice(own + 1);
    else if (value !== shown.current || sending.current.length > 0) {
      // From elsewhere. (Another part of the address changing leaves what is being typed alone.)
      sending.current = [];
      setText(value);
    }
    shown.current = value;
  }, [value, key]);
  const sendNow = (typed = text) => {
    const next = normalize(typed);
    if (next === (sending.current.at(-1) ?? value)) return;
    sending.current.push(next);
    send(next);
  };
  useEffect(() => {
    const timer = setTimeout(() => sendNow(), ms);
    return () => clearTimeout(timer);
    // Only typing starts a send.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return { text, setText, sendNow };
}
