import { graphql } from '../../graphql/gql.ts';
import type { CreateJobAlertInput, MyJobAlertsQuery, UpdateJobAlertInput } from '../../graphql/graphql.ts';
import { api } from '../../lib/http-client.ts';
import { request } from '../../lib/graphql-client.ts';
import type { JobAlertFrequency } from '../../../domain/job-alert-schemas.ts';

const MY_ALERTS = graphql(`
  query MyJobAlerts {
    myJobAlerts {
      id
      name
      frequency
      keywords
      query
      searchPath
      unsubscribed
      lastSentAt
      createdAt
    }
  }
`);

const CREATE_ALERT = graphql(`
  mutation CreateJobAlert($input: CreateJobAlertInput!) {
    createJobAlert(input: $input) {
      id
      name
    }
  }
`);

const UPDATE_ALERT = graphql(`
  mutation UpdateJobAlert($input: UpdateJobAlertInput!) {
    updateJobAlert(input: $input) {
      id
      name
      frequency
      unsubscribed
    }
  }
`);

const DELETE_ALERT = graphql(`
  mutation DeleteJobAlert($id: ID!) {
    deleteJobAlert(id: $id) {
      id
    }
  }
`);

export type JobAlert = MyJobAlertsQuery['myJobAlerts'][number];
export const JOB_ALERTS_KEY = ['jobAlerts'] as const;

export const fetchMyAlerts = async (): Promise<JobAlert[]> => (await request(MY_ALERTS, {})).myJobAlerts;
export const createAlert = async (input: CreateJobAlertInput) =>
  (await request(CREATE_ALERT, { input })).createJobAlert;
export const updateAlert = async (input: UpdateJobAlertInput) =>
  (await request(UPDATE_ALERT, { input })).updateJobAlert;
export const deleteAlert = async (id: string) => (await request(DELETE_ALERT, { id })).deleteJobAlert;

/** What the unsubscribe page knows of the alert its link names (no sign-in). */
export interface AlertByToken {
  name: string;
  frequency: JobAlertFrequency;
  searchPath: string;
  unsubscribed: boolean;
}

export const readAlertByToken = async (token: string) =>
  (await api<{ alert: AlertByToken }>(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`)).alert;
export const unsubscribeByToken = async (token: string) =>
  (await api<{ alert: AlertByToken }>('/alerts/unsubscribe', { method: 'POST', body: { token } })).alert;
export const resubscribeByToken = async (token: string) =>
  (await api<{ alert: AlertByToken }>('/alerts/resubscribe', { method: 'POST', body: { token } })).alert;
