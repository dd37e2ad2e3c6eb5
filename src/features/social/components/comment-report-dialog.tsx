import { storedViewerId } from '@/session';
import { reportComment } from '../api/report-comment';
import { socialTexts as t } from '../texts';
import { ReportFormDialog } from './report-form-dialog';

interface Props {
  commentId: number;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Reporting a comment: a reason, optional details, the spec's thank-you; sent once per viewer. */
export function CommentReportDialog({ commentId, isOpen, onOpenChange }: Props) {
  return (
    <ReportFormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t.reportCommentTitle}
      intro={t.reportCommentIntro}
      reasons={t.reportCommentReasons}
      maxDetails={400}
      send={(report) => reportComment(storedViewerId(), commentId, report)}
    />
  );
}
