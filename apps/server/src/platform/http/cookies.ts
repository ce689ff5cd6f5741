import type { FastifyReply, FastifyRequest } from 'fastify';

/** Cookie options: HttpOnly, SameSite=Lax, Secure when the request came over HTTPS. */
function cookieOptions(request: FastifyRequest, maxAgeSeconds?: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}

export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  maxAge?: number,
) {
  void reply.setCookie(name, value, cookieOptions(request, maxAge));
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, name: string) {
  void reply.clearCookie(name, cookieOptions(request));
}
