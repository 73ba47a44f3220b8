import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog.tsx';
import * as text from '../../../lib/text.ts';

/** The spec's question before every upload (loaded when the member first presses Upload). */
export default function ConfirmUpload({ open, onAnswer }: { open: boolean; onAnswer: (yes: boolean) => void }) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onAnswer(false))}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{text.kyc.confirmTitle}</AlertDialogTitle>
          <AlertDialogDescription>{text.kyc.confirmUpload}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => onAnswer(false)}>{text.common.no}</AlertDialogCancel>
          <AlertDialogAction onClick={() => onAnswer(true)}>{text.common.yes}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
