import { type ComponentProps, lazy, Suspense } from 'react';

const LazyCallToAction = lazy(() =>
  import(/* webpackChunkName: "call-to-action" */ './call-to-action').then((module) => ({
    default: module.CallToAction,
  })),
);

/**
 * The closing band of a fixed page, whose code loads after the page's own: it is at the bottom,
 * and until its code is in, React keeps the server's band as it is (plain links, which work).
 * On /home this keeps the first load within its budget (scripts/bundle-budget.test.mjs).
 */
export function CallToActionLater(props: ComponentProps<typeof LazyCallToAction>) {
  return (
    <Suspense fallback={null}>
      <LazyCallToAction {...props} />
    </Suspense>
  );
}
