import { UploadProgress } from '../../../components/UploadProgress.tsx';
import * as text from '../../../lib/text.ts';

/** A task proof a third of the way, and a ticket reply nearly sent. */
export function UploadProgressPreview() {
  return (
    <div className="grid max-w-md gap-4">
      <UploadProgress percent={35} label={text.tasks.uploading(35)} />
      <UploadProgress percent={90} label={text.support.sending(90)} />
    </div>
  );
}
