/** Shown for a few seconds when someone asks which screen this is. */
export function IdentifyOverlay({ name, deviceKey }: { name: string; deviceKey: string }) {
  return (
    <div className="identify" data-testid="identify">
      <div className="identify-card">
        <p className="identify-name">{name}</p>
        <p className="identify-key">{deviceKey}</p>
      </div>
    </div>
  );
}
