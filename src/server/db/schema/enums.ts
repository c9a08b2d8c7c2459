import { pgEnum } from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  APPLY_WAYS,
  CODE_PURPOSES,
  COMPANY_STATUSES,
  CPA_STATUSES,
  FILE_KINDS,
  EXPERIENCE_LEVELS,
  JOB_REVIEW_STATUSES,
  JOB_STATUSES,
  JOB_TYPES,
  LANGUAGES,
  MEMBER_TYPES,
} from '../../../domain/enums.ts';

export const jobStatusEnum = pgEnum('job_status', JOB_STATUSES);
export const jobTypeEnum = pgEnum('job_type', JOB_TYPES);
export const experienceLevelEnum = pgEnum('experience_level', EXPERIENCE_LEVELS);
export const applyWayEnum = pgEnum('apply_way', APPLY_WAYS);
export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);
export const memberTypeEnum = pgEnum('member_type', MEMBER_TYPES);
export const companyStatusEnum = pgEnum('company_status', COMPANY_STATUSES);
export const languageEnum = pgEnum('language', LANGUAGES);
export const codePurposeEnum = pgEnum('code_purpose', CODE_PURPOSES);
export const cpaStatusEnum = pgEnum('cpa_status', CPA_STATUSES);
export const fileKindEnum = pgEnum('file_kind', FILE_KINDS);
export const jobReviewStatusEnum = pgEnum('job_review_status', JOB_REVIEW_STATUSES);
