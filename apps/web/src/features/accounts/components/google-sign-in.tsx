import { buttonClasses } from '@/components/ui/button';
import { GoogleIcon } from '@/components/ui/icons';
import { googleSignInUrl, useAuthConfig } from '../api/get-auth-config';

/** "Continue with Google", only when the API has Google sign-in configured; nothing otherwise. */
export function GoogleSignIn({ redirect }: { redirect: 'login' | 'signup' }) {
  const { data: config } = useAuthConfig();
  if (!config?.google) return null;
  return (
    <div className="mt-6">
      <div className="flex items-center gap-4 text-sm text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      {/* A plain link: the API answers with a redirect to Google. */}
      <a href={googleSignInUrl(redirect)} className={buttonClasses({ variant: 'outline' }, 'mt-6 w-full')}>
        <GoogleIcon className="size-5" />
        Continue with Google
      </a>
    </div>
  );
}
