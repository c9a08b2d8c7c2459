import { inEnglish, MESSAGES } from '../../domain/messages.ts';
import { readToken, writeToken } from './token-storage.ts';

export interface ApiFieldError {
  type: string;
  message: string;
  messageKey?: string;
}

/** A refusal of the API: its status, its words (English), and their key to translate (i18n/use-message.ts). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors: ApiFieldError[] = [],
    public readonly messageKey?: string,
    /** The GraphQL code when the refusal came in GraphQL's shape. */
    public readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The auth provider subscribes here: any 401 signs the user out. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

function toApiError(status: number, payload: unknown): ApiError {
  // Sign-in answers a bare list of {type, message} pairs (SPEC section 8).
  if (Array.isArray(payload)) {
    // Its words are fixed by the specification, so their keys follow from the field.
    const keyOfField: Record<string, string> = { email: MESSAGES.checkEmail, password: MESSAGES.checkPassword };
    const errors = payload
      .filter((e): e is ApiFieldError => typeof e?.type === 'string' && typeof e?.message === 'string')
      .map((e) => ({ ...e, messageKey: keyOfField[e.type] }));
    return new ApiError(status, errors.map((e) => e.message).join('. '), errors, errors[0]?.messageKey);
  }
  if (payload && typeof payload === 'object') {
    const p = payload as { message?: unknown; messageKey?: unknown; errors?: unknown };
    // GraphQL answers { errors: [{ message, extensions }] } without a top-level message.
    if (
      typeof p.message !== 'string' &&
      Array.isArray(p.errors) &&
      typeof (p.errors[0] as { message?: unknown })?.message === 'string'
    ) {
      const first = p.errors[0] as { message: string; extensions?: { code?: string; messageKey?: string } };
      return new ApiError(status, first.message, [], first.extensions?.messageKey, first.extensions?.code);
    }
    const errors = Array.isArray(p.errors) ? (p.errors as ApiFieldError[]) : [];
    return new ApiError(
      status,
      typeof p.message === 'string' ? p.message : inEnglish(MESSAGES.serverError),
      errors,
      typeof p.messageKey === 'string' ? p.messageKey : undefined,
    );
  }
  return new ApiError(status, inEnglish(MESSAGES.serverError), [], MESSAGES.serverError);
}

/** How a request reaches the API: the browser's fetch, or the server's own answerer while it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(`/api${path}`, init);

/** The server renders public pages in-process: their queries are answered without a network hop. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** The generic HTTP client of SPEC section 7, with base path /api. */
export async function api<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, inEnglish(MESSAGES.networkError), [], MESSAGES.networkError);
  }
  const renewed = response.headers.get('New-Access-Token');
  if (renewed) writeToken(renewed);
  const text = await response.text();
  let payload: unknown = undefined;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  }
  if (!response.ok) {
    if (response.status === 401) unauthorizedListeners.forEach((l) => l());
    throw toApiError(response.status, payload);
  }
  return payload as T;
}
