import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/http-client.ts';

export interface QuickNote {
  id: string;
  title: string;
  content: string;
  createdAt: string;
  updatedAt: string;
}

export interface QuickEvent {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string | null;
  allDay: boolean;
}

export interface NewQuickEvent {
  title: string;
  startsAt: string;
  endsAt?: string | null;
  allDay?: boolean;
}

const keys = { notes: ['quick-panel', 'notes'] as const, events: ['quick-panel', 'events'] as const };

export function useQuickNotes(enabled: boolean) {
  return useQuery({ queryKey: keys.notes, queryFn: () => api<QuickNote[]>('/quick-panel/notes'), enabled });
}

export function useUpcomingEvents(enabled: boolean) {
  return useQuery({ queryKey: keys.events, queryFn: () => api<QuickEvent[]>('/quick-panel/events'), enabled });
}

export function useAddNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: { title: string; content: string }) =>
      api<QuickNote>('/quick-panel/notes', { method: 'POST', body: note }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.notes }),
  });
}

export function useDeleteNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/quick-panel/notes/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.notes }),
  });
}

export function useAddEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (event: NewQuickEvent) => api<QuickEvent>('/quick-panel/events', { method: 'POST', body: event }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.events }),
  });
}

export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/quick-panel/events/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.events }),
  });
}
