import { storage } from './storage';

export const API_BASE = '/api/v1';

/** A non-2xx answer; `message` is the server's readable text, `status` the HTTP status. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body: unknown,
  ) {
    super(message);
  }
}
/** The request never got an answer (offline, server down). */
export class NetworkError extends Error {}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function authHeaders(): Record<string, string> {
  const token = storage.get('token');
  return token ? { auth_token: token } : {};
}

/** Raw fetch to the API with the stored token; for streams and binary bodies. */
export async function apiFetch(path: string, opts: RequestOptions & { rawBody?: BodyInit } = {}): Promise<Response> {
  const headers: Record<string, string> = { ...authHeaders(), ...opts.headers };
  let body: BodyInit | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  try {
    return await fetch(`${API_BASE}${path}`, { method: opts.method ?? (body ? 'POST' : 'GET'), headers, body, signal: opts.signal, credentials: 'same-origin' });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new NetworkError('No response from server. Please check your connection.');
  }
}

export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await apiFetch(path, opts);
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) {
    const b = data as { error?: string; message?: string } | null;
    throw new ApiError(res.status, b?.message ?? b?.error ?? `Server error: ${res.status}`, data);
  }
  return data as T;
}
