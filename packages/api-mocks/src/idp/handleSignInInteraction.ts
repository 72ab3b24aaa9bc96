import type { IncomingMessage } from 'node:http';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { AccountDirectory } from './IdentityAccount.ts';
import { renderSignInPage } from './renderSignInPage.ts';

const INTERACTION_PATH = /^\/interaction\/([\w-]+)$/;

/**
 * Koa middleware serving the provider's interaction page: a sign-in form that
 * signs in any account of the directory by email (no password: it is a local
 * demo provider). Consent is never asked: grants are created on sign-in.
 */
export function handleSignInInteraction(
  provider: Provider,
  accounts: AccountDirectory,
  productName: string,
) {
  return async function signInInteraction(
    ctx: KoaContextWithOIDC,
    next: () => Promise<void>,
  ): Promise<void> {
    const match = INTERACTION_PATH.exec(ctx.path);
    if (!match || (ctx.method !== 'GET' && ctx.method !== 'POST')) {
      await next();
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    const page = (email?: string, error?: string): string =>
      renderSignInPage({
        action: ctx.path,
        productName,
        demoAccounts: accounts.listDemoAccounts(),
        email,
        error,
      });

    if (ctx.method === 'GET') {
      ctx.type = 'html';
      // Auth0 fills the email in from login_hint: the app passes it when a session has to be renewed.
      const hint = details.params.login_hint;
      ctx.body = page(typeof hint === 'string' ? hint : undefined);
      return;
    }

    const form = await readForm(ctx.req);
    if (form.get('action') === 'cancel') {
      await redirectWithResult(ctx, provider, {
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
      });
      return;
    }
    const email = (form.get('email') ?? '').trim();
    const account = email ? accounts.findByEmail(email) : undefined;
    if (!account) {
      ctx.status = email ? 401 : 400;
      ctx.type = 'html';
      ctx.body = page(email, email ? `No account found for ${email}.` : 'Enter an email address.');
      return;
    }
    const prompt = details.prompt.name;
    await redirectWithResult(ctx, provider, {
      login: { accountId: account.id, remember: true },
      // A consent prompt cannot normally arise (grants are loaded automatically); answer it if it does.
      ...(prompt === 'consent' ? { consent: {} } : {}),
    });
  };
}

async function redirectWithResult(
  ctx: KoaContextWithOIDC,
  provider: Provider,
  result: Parameters<Provider['interactionResult']>[2],
): Promise<void> {
  const location = await provider.interactionResult(ctx.req, ctx.res, result, {
    mergeWithLastSubmission: false,
  });
  ctx.status = 303;
  ctx.redirect(location);
}

const MAX_FORM_BYTES = 16 * 1024;

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw new Error('Sign-in form too large');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
