import { formatDate } from '@/lib/time-format';

/**
 * An item's publish day as a badge: the day large (<strong>) over its month (<span>, YYYY-MM), in
 * one <time>. The news list and the fixed pages' news sections style it each their own way.
 */
export function DateBadge({ value, className }: { value: string; className?: string }) {
  const date = formatDate(value);
  return (
    <time dateTime={date} className={className}>
      <strong>{date.slice(8, 10)}</strong>
      <span>{date.slice(0, 7)}</span>
    </time>
  );
}
