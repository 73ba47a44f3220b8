/** The support-ticket calls, one function each. */
import { call } from '../api/client.ts';
import {
  MessageImagesAnswer,
  RaiseTicketAnswer,
  SubjectsAnswer,
  TicketActionAnswer,
  TicketDetailsAnswer,
  TicketsAnswer,
} from './schema.ts';

export interface SendOptions {
  onProgress?: (fraction: number) => void;
  idempotencyKey?: string;
}

/** GET tickets?export=true: every ticket of the member, unpaged. */
export async function listTickets() {
  const answer = await call(TicketsAnswer, 'tickets?export=true');
  return answer.data;
}

/** GET ticket/{id}/details: the messages of one ticket. */
export function getTicketDetails(id: number, signal?: AbortSignal) {
  return call(TicketDetailsAnswer, `ticket/${id}/details`, { signal });
}

/** GET message/{id}/image: the file names of a message's pictures. */
export async function getMessageImages(id: number) {
  const answer = await call(MessageImagesAnswer, `message/${id}/image`);
  return answer.data;
}

/** GET subjects */
export async function listSubjects() {
  const answer = await call(SubjectsAnswer, 'subjects');
  return answer.data;
}

function withImages(fields: Record<string, string>, images: readonly File[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const image of images) form.append('images[]', image, image.name);
  return form;
}

/** POST raise-ticket (multipart subject_id, message, images[]; `subject` when 'Others' is chosen). */
export function raiseTicket(
  fields: { subjectId: number; subject?: string; message: string },
  images: readonly File[],
  options: SendOptions = {},
) {
  const form = withImages(
    {
      subject_id: String(fields.subjectId),
      message: fields.message,
      ...(fields.subject ? { subject: fields.subject } : {}),
    },
    images,
  );
  return call(RaiseTicketAnswer, 'raise-ticket', {
    method: 'POST',
    form,
    ...options,
    onProgress: options.onProgress ?? (() => {}),
  });
}

/** POST reply (multipart message, id, images[]). */
export function replyToTicket(id: number, message: string, images: readonly File[], options: SendOptions = {}) {
  const form = withImages({ id: String(id), message }, images);
  return call(TicketActionAnswer, 'reply', {
    method: 'POST',
    form,
    ...options,
    onProgress: options.onProgress ?? (() => {}),
  });
}

/** GET ticket/{id}/re-open: only a closed ticket can be reopened. */
export function reopenTicket(id: number) {
  return call(TicketActionAnswer, `ticket/${id}/re-open`);
}
