import ArrowBack from '@mui/icons-material/ArrowBack';
import CakeOutlined from '@mui/icons-material/CakeOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import NotesOutlined from '@mui/icons-material/NotesOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryNameOf } from '../../../../domain/countries.ts';
import { alignWithPage, mirrorInRtl } from '../../../lib/bidi.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { ContactAvatar } from './contact-avatar.tsx';
import type { Contact, ContactTag } from './contacts-api.ts';
import { useTagTitle } from './tag-title.ts';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', py: 1 }}>
      <Box sx={{ color: 'text.secondary', pt: 0.25, display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>{children}</Box>
    </Stack>
  );
}

/** One contact's card: photo on its background, e-mails and phones as links, the rest of what is known. */
export function ContactDetails({
  contact,
  tags,
  onEdit,
  onDelete,
  onBack,
}: {
  contact: Contact;
  tags: ContactTag[];
  onEdit(): void;
  onDelete(): void;
  onBack?: () => void;
}) {
  const { t, i18n } = useTranslation('contacts');
  const tagTitle = useTagTitle();
  const [confirm, setConfirm] = useState(false);
  const ownTags = tags.filter((tag) => contact.tags.includes(tag.id));
  const headingId = `contact-${contact.id}-name`;

  return (
    <Box component="article" aria-labelledby={headingId}>
      <Box
        sx={{
          height: { xs: 120, md: 160 },
          position: 'relative',
          background: contact.background
            ? `center / cover no-repeat url(${contact.background})`
            : 'linear-gradient(135deg, #1e3a5f 0%, #2f6f8f 60%, #5fa8a0 100%)',
        }}
      >
        {onBack && (
          <IconButton
            aria-label={t('details.back')}
            onClick={onBack}
            sx={{
              position: 'absolute',
              top: 8,
              insetInlineStart: 8,
              color: 'common.white',
              bgcolor: 'rgba(0,0,0,.35)',
            }}
          >
            <ArrowBack sx={mirrorInRtl} />
          </IconButton>
        )}
      </Box>
      <Box sx={{ px: { xs: 2, md: 4 }, pb: 4 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-end', justifyContent: 'space-between', mt: -6, mb: 2 }}>
          <Box sx={{ border: 4, borderColor: 'background.paper', borderRadius: '50%' }}>
            <ContactAvatar name={contact.name} avatar={contact.avatar} size={112} />
          </Box>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" startIcon={<EditOutlined />} onClick={onEdit}>
              {t('details.edit')}
            </Button>
            <IconButton aria-label={t('details.delete')} onClick={() => setConfirm(true)}>
              <DeleteOutline />
            </IconButton>
          </Stack>
        </Stack>
        <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 700, ...alignWithPage }} dir="auto">
          {contact.name}
        </Typography>
        {(contact.title || contact.company) && (
          <Typography color="text.secondary" dir="auto" sx={alignWithPage}>
            {[contact.title, contact.company].filter(Boolean).join(' · ')}
          </Typography>
        )}
        {ownTags.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
            {ownTags.map((tag) => (
              <Chip key={tag.id} size="small" label={tagTitle(tag)} />
            ))}
          </Box>
        )}
        <Box sx={{ mt: 2, borderTop: 1, borderColor: 'divider', pt: 1 }}>
          <Line icon={<EmailOutlined />}>
            {contact.emails.map((e) => (
              <Box key={e.email} sx={{ py: 0.25 }}>
                <Link href={`mailto:${e.email}`} dir="ltr" aria-label={t('details.mailTo', { email: e.email })}>
                  {e.email}
                </Link>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ marginInlineStart: 1 }}>
                  {t(`label.${e.label}` as 'label.work')}
                </Typography>
              </Box>
            ))}
          </Line>
          <Line icon={<PhoneOutlined />}>
            {contact.phoneNumbers.map((p) => (
              <Box key={p.phoneNumber} sx={{ py: 0.25 }}>
                {/* The country's code rather than its flag emoji, which many systems' fonts lack. */}
                <Box
                  component="abbr"
                  title={countryNameOf(p.country, i18n.language)}
                  sx={{
                    textDecoration: 'none',
                    fontSize: 12,
                    fontWeight: 600,
                    color: 'text.secondary',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    px: 0.5,
                    marginInlineEnd: 1,
                  }}
                >
                  {p.country}
                </Box>
                <Link
                  href={`tel:${p.phoneNumber.replace(/\s/g, '')}`}
                  dir="ltr"
                  aria-label={t('details.call', { phone: p.phoneNumber })}
                >
                  {p.phoneNumber}
                </Link>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ marginInlineStart: 1 }}>
                  {t(`label.${p.label}` as 'label.work')}
                </Typography>
              </Box>
            ))}
          </Line>
          {contact.birthday && (
            <Line icon={<CakeOutlined />}>
              <Typography>{formatDate(contact.birthday, i18n.language)}</Typography>
            </Line>
          )}
          {contact.address && (
            <Line icon={<LocationOnOutlined />}>
              <Typography dir="auto" sx={alignWithPage}>
                {contact.address}
              </Typography>
            </Line>
          )}
          {contact.notes && (
            <Line icon={<NotesOutlined />}>
              <Typography dir="auto" sx={{ whiteSpace: 'pre-line', ...alignWithPage }}>
                {contact.notes}
              </Typography>
            </Line>
          )}
        </Box>
      </Box>
      <Dialog open={confirm} onClose={() => setConfirm(false)} aria-labelledby="contact-delete-title">
        <DialogTitle id="contact-delete-title">{t('details.confirmDelete', { name: contact.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('details.confirmDeleteText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setConfirm(false)}>
            {t('form.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirm(false);
              onDelete();
            }}
          >
            {t('details.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
