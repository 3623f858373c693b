export function Logo({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={className}>
      <rect width="32" height="32" rx="8" fill="#242424" />
      <circle cx="16" cy="16" r="9" fill="none" stroke="#faad43" strokeWidth="3" />
      <circle cx="16" cy="16" r="3" fill="#faad43" />
    </svg>
  )
}
