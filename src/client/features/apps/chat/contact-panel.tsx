import Close from '@mui/icons-material/Close';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import LinkIcon from '@mui/icons-material/Link';
import { Box, CircularProgress, Divider, IconButton, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_KEY, fetchContact } from './chat-api.ts';
import { PersonAvatar, asStatus } from './presence.tsx';

/** A contact's details (SPEC chat_contact): e-mails, phones, title, company, and what the two shared. */
export function ContactPanel({ contactId, onClose }: { contactId: string; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const contact = useQuery({ queryKey: [...CHAT_KEY, 'contact', contactId], queryFn: () => fetchContact(contactId) });
  const c = contact.data;
  return (
    <Box component="aside" aria-label={t('contactInfo')} sx={{ height: '100%', overflow: 'auto', width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        <Typography component="h2" fontWeight={600} sx={{ flex: 1 }}>
          {t('contactInfo')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('closeInfo')} edge="end">
          <Close />
        </IconButton>
      </Box>
      {!c ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress size={28} aria-label={t('loading')} />
        </Box>
      ) : (
        <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }}>
            <PersonAvatar name={c.name} avatar={c.avatar} status={c.status} size={88} />
            <Typography component="h3" variant="h6" dir="auto">
              {c.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`status.${asStatus(c.status)}`)}
            </Typography>
            {c.about && (
              <Typography variant="body2" dir="auto">
                {c.about}
              </Typography>
            )}
          </Box>
          <Divider />
          {c.details.title && <Field label={t('jobTitle')}>{c.details.title}</Field>}
          {c.details.company && <Field label={t('company')}>{c.details.company}</Field>}
          <Field label={t('emails')}>
            {c.details.emails.map((e) => (
              <Box key={e.email}>
                <Link href={`mailto:${e.email}`} dir="ltr">
                  {e.email}
                </Link>
              </Box>
            ))}
          </Field>
          {c.details.phoneNumbers.length > 0 && (
            <Field label={t('phones')}>
              {c.details.phoneNumbers.map((p) => (
                <Box key={p.phoneNumber}>
                  <Link href={`tel:${p.phoneNumber.replace(/[^\d+]/g, '')}`} dir="ltr">
                    {p.phoneNumber}
                  </Link>
                </Box>
              ))}
            </Field>
          )}
          {c.details.address && <Field label={t('address')}>{c.details.address}</Field>}
          <Divider />
          <Field label={t('media')}>
            {c.attachments?.media.length ? (
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 0.75 }}>
                {c.attachments.media.map((m) => (
                  <Box key={m.fileId} component="a" href={m.url} target="_blank" rel="noopener">
                    <Box
                      component="img"
                      src={m.url}
                      alt={m.name}
                      sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1 }}
                    />
                  </Box>
                ))}
              </Box>
            ) : (
              <Nothing />
            )}
          </Field>
          <Field label={t('docs')}>
            {c.attachments?.docs.length ? (
              c.attachments.docs.map((d) => (
                <Box key={d.fileId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <DescriptionOutlined fontSize="small" color="action" />
                  <Link href={d.url}>{d.name}</Link>
                </Box>
              ))
            ) : (
              <Nothing />
            )}
          </Field>
          <Field label={t('links')}>
            {c.attachments?.links.length ? (
              c.attachments.links.map((l) => (
                <Box key={l} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                  <LinkIcon fontSize="small" color="action" />
                  <Link href={l} target="_blank" rel="noopener noreferrer" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
                    {l}
                  </Link>
                </Box>
              ))
            ) : (
              <Nothing />
            )}
          </Field>
        </Box>
      )}
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="h3" variant="caption" color="text.secondary" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <Typography component="div" variant="body2">
        {children}
      </Typography>
    </Box>
  );
}

function Nothing() {
  const { t } = useTranslation('chat');
  return (
    <Typography variant="body2" color="text.secondary">
      {t('nothingShared')}
    </Typography>
  );
}
