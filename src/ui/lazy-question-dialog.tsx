import { Suspense, lazy, type ComponentProps } from 'react';

const QuestionDialog = lazy(() =>
  import('./question-dialog').then((module) => ({ default: module.QuestionDialog })),
);

/**
 * The question dialog for a page that asks it only after a tap: the dialog's code (react-aria's
 * modal, focus trap and strings, about 21 KB gzip) is then fetched on the first ask instead of
 * with the page. Render it once the question is first asked and keep it mounted, so it can
 * animate as it closes.
 */
export function LazyQuestionDialog(props: ComponentProps<typeof QuestionDialog>) {
  return (
    <Suspense fallback={null}>
      <QuestionDialog {...props} />
    </Suspense>
  );
}
