import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlatformTicker } from '../../components/PlatformTicker';

export function Brand({ className = '' }: { className?: string }) {
  return (
    <Link to="/" className={`flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <img src="/favicon.svg" alt="" className="size-7" />
      <span>FirstSignal</span>
    </Link>
  );
}

/** Split screen: the pitch with the platform ticker on the left, the form on the right. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <aside className="hidden flex-col justify-between bg-gradient-to-br from-indigo-700 to-slate-900 p-12 text-white lg:flex">
        <Brand />
        <div className="space-y-4">
          <p className="text-3xl font-semibold leading-tight">
            Find your first customers on <PlatformTicker />
          </p>
          <p className="max-w-md text-indigo-100">
            FirstSignal reads public conversations and shows you the people already asking for what you build, scored by
            relevance and urgency, with the sentence that proves it.
          </p>
        </div>
        <p className="text-sm text-indigo-200">Reddit, YouTube and Hacker News today. Twitter, TikTok and LinkedIn next.</p>
      </aside>
      <main className="flex items-center justify-center px-4 py-12">
        <div className="w-full max-w-sm space-y-6">
          <Brand className="text-slate-900 lg:hidden" />
          <div>
            <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
            <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
