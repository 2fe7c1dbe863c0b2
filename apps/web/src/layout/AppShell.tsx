import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Brand } from '../pages/auth/AuthLayout';
import { AccountNotices } from './AccountNotices';
import { Sidebar } from './Sidebar';

/** Signed-in frame: fixed sidebar on wide screens, a top bar with a menu on small ones. */
export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="min-h-screen bg-slate-50">
      <div className="fixed inset-y-0 left-0 z-30 hidden md:block">
        <Sidebar />
      </div>
      <header className="sticky top-0 z-20 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 md:hidden">
        <Brand className="text-slate-900" />
        <button
          type="button"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
        >
          <svg aria-hidden viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      {menuOpen && (
        <div className="fixed inset-0 z-40 md:hidden">
          <div data-testid="menu-overlay" className="absolute inset-0 bg-slate-900/40" onClick={() => setMenuOpen(false)} />
          <div className="absolute inset-y-0 left-0">
            <Sidebar />
          </div>
        </div>
      )}
      <main className="md:pl-[280px]">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
          <AccountNotices />
          <Outlet />
        </div>
      </main>
    </div>
  );
}
