import { sayingOf, useMessage } from '../../i18n/use-message.ts';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { Alert, Box, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { JobFormData } from '../../../domain/job-form-schemas.ts';
import { PageBand } from '../../components/page-band.tsx';
import { GraphqlRequestError } from '../../lib/graphql-client.ts';
import {
  createJob,
  employerJobKeys,
  listStatusOf,
  runJobAction,
  updateJob,
  useCompanyJob,
  useMyCompanies,
  type CompanyJob,
} from './employer-jobs-api.ts';
import { JobForm, type SubmitIntent } from './job-form.tsx';
import { toFormValues } from './job-form-values.ts';
import { JobNotAvailable } from './job-not-available.tsx';
import { CompanyStatusAlert } from './employer-jobs-page.tsx';
import { RouteNotice } from './route-notice.tsx';
import { useSelectedCompany } from './selected-company.ts';
import { LoadingState } from './loading-state.tsx';
import { mirrorInRtl } from '../../lib/bidi.ts';

function BackButton() {
  const { t } = useTranslation('employerJobs');
  return (
    <Button
      component={Link}
      to="/employer/jobs"
      startIcon={<ArrowBackOutlined sx={mirrorInRtl} />}
      sx={{ color: 'inherit', mb: 1, ml: -1 }}
    >
      {t('editor.back')}
    </Button>
  );
}

/** /employer/jobs/new and /employer/jobs/:jobId/edit — the job form. */
export default function JobEditorPage() {
  const { t, i18n } = useTranslation('employerJobs');
  const { jobId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const message = useMessage();
  const companies = useMyCompanies();
  const selected = useSelectedCompany(companies.data);
  const job = useCompanyJob(jobId);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    document.title = jobId ? t('editor.editTitle') : t('editor.newTitle');
  }, [jobId, t]);

  const loading = companies.isPending || (jobId && job.isPending);
  if (loading) return <LoadingState label={t('loading')} page />;
  const refused =
    job.error instanceof GraphqlRequestError && (job.error.code === 'FORBIDDEN' || job.error.code === 'NOT_FOUND');
  if ((jobId && (refused || (job.isSuccess && !job.data))) || (!jobId && companies.isSuccess && !selected.company)) {
    if (!jobId)
      return (
        <Box sx={{ flex: 1, p: { xs: 2, md: 6 } }}>
          <Alert
            severity="info"
            action={
              <Button color="inherit" component={Link} to="/employer/company">
                {t('noCompany.action')}
              </Button>
            }
          >
            {t('noCompany.text')}
          </Alert>
        </Box>
      );
    return <JobNotAvailable />;
  }
  if (companies.isError || job.isError)
    return (
      <Box sx={{ flex: 1, p: { xs: 2, md: 6 } }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void (companies.isError ? companies.refetch() : job.refetch())}>
              {t('retry')}
            </Button>
          }
        >
          {t('editor.loadError')}
        </Alert>
      </Box>
    );

  const existing: CompanyJob | null = job.data ?? null;
  const company = existing ? companies.data?.find((c) => c.id === existing.companyJobsId) : selected.company;
  const canPublish = company ? company.status === 'approved' : true;
  const status = existing ? listStatusOf(existing) : 'draft';
  const live = status === 'open';

  const onSubmit = async (data: JobFormData, intent: SubmitIntent) => {
    setFormError(null);
    try {
      let saved = existing ? await updateJob(existing.id, data) : await createJob(company!.id, data);
      if (intent === 'publish' && saved.status === 'draft') saved = await runJobAction('publishJob', saved.id);
      queryClient.setQueryData(employerJobKeys.job(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['employerJobs', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
      if (intent === 'preview') {
        void navigate(`/employer/jobs/${saved.id}/preview`);
        return;
      }
      const notice =
        intent === 'publish' ? (saved.status === 'open' ? t('done.published') : t('done.submitted')) : t('done.saved');
      if (intent === 'publish' || live || status === 'closed' || status === 'expired')
        void navigate(`/employer/jobs?company=${saved.companyJobsId}`, { state: { notice } });
      else void navigate(`/employer/jobs/${saved.id}/edit`, { replace: true, state: { notice } });
    } catch (error) {
      const text = sayingOf(error);
      setFormError(
        text
          .split(/(?<=\.)\s+/)
          .map((part) => message(part.replace(/\.$/, '')) ?? part)
          .join(' '),
      );
    }
  };

  return (
    <Box sx={{ flex: 1 }}>
      <PageBand
        title={existing ? t('editor.editTitle') : t('editor.newTitle')}
        subtitle={company ? t('editor.forCompany', { company: company.name }) : undefined}
        padding="compact"
        titleDir="auto"
        above={<BackButton />}
      />
      <RouteNotice />
      <Box sx={{ px: { xs: 2, md: 6 }, py: { xs: 3, md: 4 }, maxWidth: 1000 }}>
        {company && <CompanyStatusAlert company={company} />}
        {existing && status === 'rejected' && (
          <Alert severity="warning" sx={{ mb: 3 }}>
            {t('editor.reviewRejected', { reason: existing.reviewReason ?? '' })}
          </Alert>
        )}
        {existing && status === 'pending' && (
          <Alert severity="info" sx={{ mb: 3 }}>
            {t('editor.reviewPending')}
          </Alert>
        )}
        <JobForm
          key={existing?.updatedAt ?? 'new'}
          defaultValues={toFormValues(existing, i18n.language)}
          countryCode={company?.countryCode ?? null}
          canPublish={canPublish && status !== 'pending'}
          live={live}
          saveOnly={live || status === 'closed' || status === 'expired'}
          formError={formError}
          onSubmit={onSubmit}
        />
      </Box>
    </Box>
  );
}
