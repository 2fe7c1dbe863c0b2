import { useEffect, useState } from 'react';

export const TICKER_PLATFORMS = ['Reddit', 'YouTube', 'Twitter', 'TikTok', 'LinkedIn'] as const;
export const TICKER_INTERVAL_MS = 2000;

/** The sign-in screens' rotating platform name (spec §2). */
export function PlatformTicker() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % TICKER_PLATFORMS.length), TICKER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <span data-testid="platform-ticker" aria-live="polite" className="inline-block min-w-[6ch] font-semibold text-indigo-200">
      {TICKER_PLATFORMS[index]}
    </span>
  );
}
