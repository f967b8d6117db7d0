import type { BootstrapUser } from '../bootstrap';
import { api } from './client';

/** `POST /api/v2/auth/login` and `/logout`: the session cookie plus the nonce of later changes. */
export const authClient = {
  login: (body: { email: string; password: string }) => api.post<{ user: BootstrapUser; nonce: string }>('/auth/login', body),
  logout: () => api.post<{ ok: true }>('/auth/logout'),
};
