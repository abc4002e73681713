import { PRODUCT_NAME } from '../../ui/brand';

/** The Kitswap app icon (image_type app_logo): a rounded green square with the K mark, named for screen readers. */
export function AppLogo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 120" role="img" aria-label={`${PRODUCT_NAME} app`} focusable="false">
      <rect width="120" height="120" rx="28" fill="#02c874" />
      <path d="M38 28h14v27l24-27h18L67 57l29 35H78L52 60v32H38z" fill="#ffffff" />
    </svg>
  );
}
