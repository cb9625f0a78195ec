const base = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export function UserIcon() {
  return (
    <svg {...base} width={22} height={22}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </svg>
  );
}

export function ChevronDownIcon() {
  return (
    <svg {...base} width={16} height={16}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
