import { useRef } from 'react';
import { INVALID_DATE } from './date-field-value.ts';

const DIGIT = /[0-9\u0660-\u0669\u06f0-\u06f9]/;

/**
 * A picker field typed only in part (a day and a month, no year) keeps its value null, as MUI
 * publishes nothing until every section is filled: the form would save "no date" while the field
 * shows "14/03/YYYY". On leaving such a field this reports INVALID_DATE, so the form's schema
 * refuses it in words. Spread `inputRef` and `onBlur` onto the picker's text field.
 */
export function useHalfTypedDate(isEmpty: boolean, onChange: (value: string) => void, onBlur?: () => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  return {
    inputRef,
    onBlur: () => {
      if (isEmpty && DIGIT.test(inputRef.current?.value ?? '')) onChange(INVALID_DATE);
      onBlur?.();
    },
  };
}
