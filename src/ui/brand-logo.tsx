/** The local wordmark: drawn inline so the header paints before any request returns. */
export function BrandLogo() {
  return (
    <svg width="84" height="28" viewBox="0 0 84 28" role="img" aria-hidden="true">
      <defs>
        <linearGradient id="brand-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffb020" />
          <stop offset="1" stopColor="#ff5a36" />
        </linearGradient>
      </defs>
      <rect width="28" height="28" rx="7" fill="url(#brand-g)" />
      <path d="M11 8v12l9.5-6z" fill="#0d1017" />
      <text
        x="36"
        y="21"
        fontFamily="system-ui, Arial, sans-serif"
        fontWeight="800"
        fontSize="19"
        fill="#eef1f6"
      >
        BTV
      </text>
    </svg>
  );
}
