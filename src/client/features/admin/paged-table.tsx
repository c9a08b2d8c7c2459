import type { SvgIconComponent } from '@mui/icons-material';
import {
  Card,
  CardContent,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from './admin-api.ts';
import { EmptyState, ErrorState, LoadingState } from './list-states.tsx';
import { StaffPager, type StaffPaging } from './staff-paging.tsx';

/**
 * A staff list page's results: loading, error and empty states, then a table (a list of cards on a
 * phone) with paging. `row` gives a table row's cells, in the order of `headers`; `card` a card's content.
 */
export function PagedTable<T extends { id: string }>({
  list,
  paging,
  empty,
  label,
  headers,
  row,
  card,
}: {
  list: UseQueryResult<Page<T>>;
  paging: StaffPaging;
  empty: { icon: SvgIconComponent; title: string; text: string };
  /** The table's accessible name. */
  label: string;
  headers: ReactNode[];
  row(item: T): ReactNode;
  card(item: T): ReactNode;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0 && paging.pages.page === 0)
    return <EmptyState icon={empty.icon} title={empty.title} text={empty.text} />;
  const items = list.data.items;
  return (
    <Paper variant="outlined" aria-busy={list.isFetching}>
      {phone ? (
        <Stack component="ul" sx={{ listStyle: 'none', p: 1, m: 0, gap: 1 }}>
          {items.map((item) => (
            <Card component="li" key={item.id} variant="outlined">
              <CardContent sx={{ display: 'grid', gap: 1 }}>{card(item)}</CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <TableContainer>
          <Table aria-label={label}>
            <TableHead>
              <TableRow>
                {headers.map((header, index) => (
                  <TableCell key={index}>{header}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.id} hover>
                  {row(item)}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <StaffPager paging={paging} page={list.data} stale={list.isPlaceholderData} />
    </Paper>
  );
}
