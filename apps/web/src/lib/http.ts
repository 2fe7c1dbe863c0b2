/**
 * JSON calls to the REST paths (spec §7): cookies travel with every call; a non-success status
 * raises an ApiError carrying the status and the server's message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> | undefined,
  ) {
    super(message);
  }
}

export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    credentials: 'same-origin',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const body = json && typeof json === 'object' ? (json as Record<string, unknown>) : undefined;
    const message = typeof body?.error === 'string' ? body.error : `${response.status} ${text}`.trim();
    throw new ApiError(response.status, message, body);
  }
  return json as T;
}
