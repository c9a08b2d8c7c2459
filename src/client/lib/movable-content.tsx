import { useLayoutEffect, useRef, useState, type ReactNode, type ReactPortal } from 'react';
import { createPortal } from 'react-dom';

// Content that keeps its state while the layout around it changes. A page that shows the same
// pane in a phone's drawer below a breakpoint and beside the list above it renders that pane under
// two different parents, and React remounts a component whose parent changed: a half-typed form
// empties. A breakpoint is crossed more often than one thinks: turning a tablet, resizing a window,
// and in Chromium every full-page screenshot (it re-lays the page out at another width while it
// captures, and the breakpoint's media query reports a change).
//
// Here the content is rendered once, at a fixed place of the tree, into an element of its own;
// wherever the layout puts <MovablePlace>, that element is moved into it. React never sees the
// content change parents, so it keeps its state (and the browser keeps what was typed).

export interface MovableContent {
  /** Render this at a place of the page that does not change with the layout. */
  portal: ReactPortal | null;
  node: HTMLElement | null;
}

export function useMovableContent(content: ReactNode): MovableContent {
  const [node] = useState(() => {
    if (typeof document === 'undefined') return null;
    const element = document.createElement('div');
    // Laid out as if the content were the place's own child.
    element.style.display = 'contents';
    return element;
  });
  return { portal: node ? createPortal(content, node) : null, node };
}

/** Where the layout shows the movable content now (one place at a time). */
export function MovablePlace({ content }: { content: MovableContent }) {
  const host = useRef<HTMLDivElement>(null);
  const { node } = content;
  useLayoutEffect(() => {
    const here = host.current;
    if (!here || !node) return;
    here.appendChild(node);
    return () => {
      if (node.parentNode === here) here.removeChild(node);
    };
  }, [node]);
  return <div ref={host} style={{ display: 'contents' }} />;
}
