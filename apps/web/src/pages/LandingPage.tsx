import { Button } from '@firstsignal/ui';
import { Link } from 'react-router';
import { PlatformTicker } from '../components/PlatformTicker';
import { usePageMeta } from '../lib/document';
import { Brand } from './auth/AuthLayout';

const STEPS = [
  { title: 'Describe your idea', text: 'A sentence about your product, or the pain points and unmet needs you want to solve.' },
  { title: 'We read the conversations', text: 'Reddit posts and comments, YouTube videos and comments, Hacker News stories and comments, searched and scored in seconds.' },
  { title: 'Reach the right people', text: 'Every signal shows relevance, urgency, its type and the sentence that earned it.' },
];

export function LandingPage() {
  usePageMeta('Find your first customers');
  return (
    <div className="min-h-screen bg-white">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-5">
        <Brand className="text-slate-900" />
        <nav className="flex items-center gap-2">
          <Button variant="ghost" asChild>
            <Link to="/login">Sign In</Link>
          </Button>
          <Button asChild>
            <Link to="/register">Create Account</Link>
          </Button>
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-6">
        <section className="py-20 text-center">
          <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Your first customers are already talking on <span className="text-indigo-600">{<PlatformTicker />}</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
            FirstSignal finds the public conversations where people describe the problem you solve, and tells you which ones
            want a solution now.
          </p>
          <div className="mt-10 flex justify-center gap-3">
            <Button size="lg" asChild>
              <Link to="/register">Start free: 25 results a month</Link>
            </Button>
          </div>
        </section>
        <section className="grid gap-6 pb-24 sm:grid-cols-3">
          {STEPS.map((s, i) => (
            <div key={s.title} className="rounded-xl border border-slate-200 p-6">
              <p className="text-sm font-semibold text-indigo-600">Step {i + 1}</p>
              <h2 className="mt-2 font-semibold text-slate-900">{s.title}</h2>
              <p className="mt-2 text-sm text-slate-600">{s.text}</p>
            </div>
          ))}
        </section>
      </main>
    </div>
  );
}
