import { formatDate } from '@/lib/time-format';

/** An item's publish day (YYYY-MM-DD) as a <time>; templates style it. */
export function PublishDate({ value, className }: { value: string; className?: string }) {
  const date = formatDate(value);
  return (
    <time dateTime={date} className={className}>
      {date}
    </time>
  );
}
