import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * The page's address parameters, and a function that changes some of them (null or '' removes
 * one). Each change starts from the address as it is then, not as the last render saw it: a
 * debounced search and a click may both change it between two renders.
 */
export function useSearchParamsUpdate() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>, options?: NavigateOptions) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      return next;
    }, options);
  return { params, setParams, update };
}
