import { useEngine } from '../../engine/context';

/** Signs out here: both token cookies cleared, then home (a fresh, signed-out page). */
export function SignOutButton({ className, go = (href: string) => window.location.assign(href) }: { className?: string; go?: (href: string) => void }) {
  const { session } = useEngine();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        session?.clear();
        go('/');
      }}
    >
      Sign Out
    </button>
  );
}
