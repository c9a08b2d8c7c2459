import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  language: string;
}

export interface FaqStaffActions {
  onEdit(item: FaqItem): void;
  onDelete(item: FaqItem): void;
  onMove(index: number, by: -1 | 1): void;
  busy: boolean;
}

/** Questions as accordions: the answer opens under its question. Staff get edit, delete and move. */
export function FaqList({ items, staff }: { items: FaqItem[]; staff?: FaqStaffActions }) {
  const { t } = useTranslation('helpCenter');
  return (
    <Box>
      {items.map((item, index) => (
        <Accordion key={item.id} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
          <AccordionSummary
            expandIcon={<ExpandMore />}
            id={`faq-${item.id}-q`}
            aria-controls={`faq-${item.id}-a`}
            sx={{ '& .MuiAccordionSummary-content': { my: 1.5 } }}
          >
            <Typography component="h3" lang={item.language} sx={{ fontWeight: 600, fontSize: 16 }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${item.id}-a`} sx={{ pt: 0 }}>
            <Typography lang={item.language} color="text.secondary" sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>
              {item.answer}
            </Typography>
            {staff && (
              <Stack direction="row" spacing={0.5} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
                <Tooltip title={t('staff.moveUp')}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={`${t('staff.moveUp')}: ${item.question}`}
                      disabled={staff.busy || index === 0}
                      onClick={() => staff.onMove(index, -1)}
                    >
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={t('staff.moveDown')}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={`${t('staff.moveDown')}: ${item.question}`}
                      disabled={staff.busy || index === items.length - 1}
                      onClick={() => staff.onMove(index, 1)}
                    >
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={t('staff.edit')}>
                  <IconButton
                    size="small"
                    aria-label={`${t('staff.edit')}: ${item.question}`}
                    onClick={() => staff.onEdit(item)}
                  >
                    <EditOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('staff.delete')}>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={`${t('staff.delete')}: ${item.question}`}
                    onClick={() => staff.onDelete(item)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
