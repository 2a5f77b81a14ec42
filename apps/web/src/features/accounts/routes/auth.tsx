import { useLocation, useNavigate } from 'react-router';
import { LogoMark } from '@/components/logo';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

type AuthTab = 'login' | 'register';

/** /login and /signup: one screen, the path selects the tab (spec §2). */
export function AuthRoute() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab: AuthTab = pathname.toLowerCase().startsWith(paths.signup) ? 'register' : 'login';
  useDocumentTitle(tab === 'login' ? 'Login' : 'Register');

  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-accent-50 px-4 py-12 md:py-20">
      <div className="mx-auto w-full max-w-md rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70 sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-4 text-center">
          <LogoMark className="size-12" />
          <h1 className="text-2xl font-extrabold tracking-tight">
            {tab === 'login' ? 'Welcome back' : 'Create your account'}
          </h1>
        </div>
        <Tabs
          value={tab}
          onValueChange={(next) =>
            navigate(next === 'register' ? paths.signup : paths.login, { replace: true })
          }
        >
          <TabList aria-label="Login or register" className="grid grid-cols-2 rounded-xl bg-slate-100 p-1">
            <Tab value="login">Login</Tab>
            <Tab value="register">Register</Tab>
          </TabList>
          <TabPanel value="login" className="mt-6 rounded-lg text-center text-slate-600">
            Log in to continue your courses, cart and wishlist.
          </TabPanel>
          <TabPanel value="register" className="mt-6 rounded-lg text-center text-slate-600">
            Join Pathshala to buy courses, track your progress and get placement-ready.
          </TabPanel>
        </Tabs>
      </div>
    </section>
  );
}
