import type { JobFormInput } from '../../../domain/job-form-schemas.ts';
import type { CompanyJob } from './employer-jobs-api.ts';

/** The form's values for a job (or a new one): text fields hold '' where the job has nothing. */
export function toFormValues(job: CompanyJob | null | undefined, language: string): JobFormInput {
  return {
    position: job?.position ?? '',
    description: job?.description ?? '',
    location: job?.location ?? '',
    address: job?.address ?? '',
    type: job?.type ?? 'full-time',
    experience: job?.experience ?? '',
    experienceLevel: job?.experienceLevel ?? '',
    education: job?.education ?? '',
    requirement: job?.requirement ?? '',
    keyword: job?.keyword ?? [],
    industry: job?.industry ?? '',
    subindustry: job?.subindustry ?? '',
    language: (job?.language ?? (['en', 'tr', 'ar'].includes(language) ? language : 'en')) as JobFormInput['language'],
    salaryStart: job?.salaryStart != null ? String(job.salaryStart) : '',
    salaryEnd: job?.salaryEnd != null ? String(job.salaryEnd) : '',
    salaryNegotiable: job?.salaryNegotiable ?? false,
    start: job?.start ?? '',
    deadline: job?.deadline ?? '',
    applyWay: job?.applyWay ?? 'internal',
    applyUrl: job?.applyUrl ?? '',
    requiresCPA: job?.requiresCPA ?? false,
    remote: job?.remote ?? false,
  };
}
