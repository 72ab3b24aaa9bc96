import { useId } from 'react';

export interface LogoProps {
  /**
   * The product's name, e.g. 'Signage Studio': the logo's accessible name and wordmark.
   * Without it the mark is decorative (e.g. before the configuration has loaded).
   */
  title?: string;
  /** Show the name beside the mark. */
  wordmark?: boolean;
  /** Height of the mark in px. */
  size?: number;
  className?: string;
}

/** The product mark: a sign on its stand, drawn inline so it needs no request and scales crisply. */
export function Logo({ title, wordmark = true, size = 32, className }: LogoProps) {
  const gradientId = useId();
  const showWordmark = wordmark && Boolean(title);
  const named = !showWordmark && Boolean(title);
  return (
    <span className={['ah-logo', className].filter(Boolean).join(' ')}>
      <svg
        width={size}
        height={size}
        viewBox="0 0 32 32"
        role={named ? 'img' : undefined}
        aria-hidden={named ? undefined : true}
        aria-label={named ? title : undefined}
        focusable="false"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#6366f1" />
            <stop offset="1" stopColor="#3730a3" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
        <rect x="7" y="8" width="18" height="12" rx="2" fill="#fff" />
        <rect x="10" y="11" width="8" height="2" rx="1" fill="#4338ca" />
        <rect x="10" y="15" width="12" height="2" rx="1" fill="#a5b4fc" />
        <rect x="15" y="20" width="2" height="4" fill="#fff" />
        <rect x="11" y="24" width="10" height="2" rx="1" fill="#fff" />
      </svg>
      {showWordmark && <span className="ah-logo__wordmark">{title}</span>}
    </span>
  );
}
