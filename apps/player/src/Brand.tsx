/** Placard's mark and name, as the admin app shows them. */
export function Brand() {
  return (
    <div className="brand">
      <svg viewBox="0 0 32 32" aria-hidden="true">
        <rect x="2" y="4" width="28" height="20" rx="4" fill="#C91E4E" />
        <rect x="7" y="9" width="12" height="3" rx="1.5" fill="#fff" />
        <rect x="7" y="15" width="18" height="3" rx="1.5" fill="#fff" opacity=".8" />
        <rect x="14" y="24" width="4" height="4" fill="#C91E4E" />
        <rect x="9" y="27" width="14" height="3" rx="1.5" fill="#C91E4E" />
      </svg>
      <span>Placard</span>
    </div>
  );
}
