import { Fragment } from 'react';
import type { JobSearchParams } from '../../../domain/job-search-params.ts';
import { useSearchSummary } from './alert-summary.ts';

/** A search in words, "“auditor” · Full-time · London"; what someone typed keeps its own direction. */
export function SearchSummary({ params }: { params: JobSearchParams }) {
  const summary = useSearchSummary();
  return (
    <>
      {summary(params).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && ' · '}
          {part.typed ? <bdi>{part.text}</bdi> : part.text}
        </Fragment>
      ))}
    </>
  );
}
