import 'server-only';
import { attachmentHeaders } from '@/lib/history/load-debrief-download';
import { writeLog } from '@/lib/logging/write-log';

/** cuecard-data-2026-11-26.json, dated in UTC. */
export function dataExportFileName(now: Date): string {
  return `cuecard-data-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * Streams the chunks as a JSON download. The first chunk is read before the response exists,
 * so a failure to read at all is an error response; a failure later ends the stream with an
 * error, and the browser reports the download as failed rather than saving half a file.
 * `onEnd` is called once the stream is over: sent whole, failed, or cancelled by the client.
 */
export async function dataExportResponse(chunks: AsyncGenerator<string>, now: Date, userId: string, onEnd: () => void = () => undefined): Promise<Response> {
  const encoder = new TextEncoder();
  const first = await chunks.next();
  if (first.done) onEnd();
  let bytes = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.done) return controller.close();
      const piece = encoder.encode(first.value);
      bytes += piece.byteLength;
      controller.enqueue(piece);
    },
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) {
          onEnd();
          writeLog('info', 'data export sent', { user_id: userId, bytes });
          return controller.close();
        }
        const piece = encoder.encode(next.value);
        bytes += piece.byteLength;
        controller.enqueue(piece);
      } catch (err) {
        onEnd();
        writeLog('error', 'data export failed while streaming', { user_id: userId, bytes, error: err instanceof Error ? err.message : String(err) });
        controller.error(err);
      }
    },
    async cancel() {
      onEnd();
      await chunks.return(undefined);
    },
  });
  return new Response(body, { headers: attachmentHeaders('application/json; charset=utf-8', dataExportFileName(now)) });
}
