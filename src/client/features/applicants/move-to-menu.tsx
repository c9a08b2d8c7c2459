import MoreVert from '@mui/icons-material/MoreVert';
import { Button, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import Check from '@mui/icons-material/Check';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYER_STATUSES, type EmployerStatus } from '../../../domain/applicant-schemas.ts';
import type { ApplicationStatus } from '../../../domain/enums.ts';

/** The click- and keyboard-only way to move an application: a "Move to…" menu of statuses. */
export function MoveToMenu({
  name,
  status,
  onMove,
  compact = false,
}: {
  name: string;
  status: ApplicationStatus;
  onMove: (status: EmployerStatus) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation('applicants');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (status === 'withdrawn') return null;
  const label = t('moveToLabel', { name });
  const open = (e: React.MouseEvent<HTMLElement>) => {
    e.stopPropagation();
    setAnchor(e.currentTarget);
  };
  return (
    <>
      {compact ? (
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          onClick={open}
        >
          <MoreVert fontSize="small" />
        </IconButton>
      ) : (
        <Button
          size="small"
          variant="text"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          onClick={open}
        >
          {t('moveTo')}
        </Button>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        onClick={(e) => e.stopPropagation()}
      >
        {EMPLOYER_STATUSES.map((s) => (
          <MenuItem
            key={s}
            selected={s === status}
            disabled={s === status}
            onClick={() => {
              setAnchor(null);
              onMove(s);
            }}
          >
            <ListItemIcon>{s === status ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{t(`applicationStatus.${s}`, { ns: 'values' })}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
