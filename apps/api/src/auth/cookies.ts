import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE, SESSION_TTL_MS } from './session';

export function isSecure(publicUrl: string | undefined): boolean {
  return publicUrl?.startsWith('https://') ?? false;
}

export function setSessionCookie(reply: FastifyReply, token: string, publicUrl: string | undefined) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(publicUrl),
    path: '/',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, publicUrl: string | undefined) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: isSecure(publicUrl), path: '/' });
}
