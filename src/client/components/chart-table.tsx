import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';

/**
 * The figures of a chart as a table, for screen readers (the chart itself is hidden from them).
 * The hiding is on a wrapping div: a table is never narrower than its content, so a 1px table
 * still reaches past a phone's edge and scrolls the page sideways.
 */
export function ChartTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  rows: { key: string; head: ReactNode; cells: ReactNode[] }[];
}) {
  return (
    <Box sx={visuallyHidden}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.head}</th>
              {r.cells.map((c, i) => (
                <td key={i}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
