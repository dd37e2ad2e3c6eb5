import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ingestFlowMessages } from '@contract/studio/ingest-flow';
import { ingestStatusMessages } from '@contract/studio/ingest-status-paths';
import { mediaProbeMessages } from '@contract/studio/media-probe';
import { UploadPanel } from '@/studio/ingest/upload-panel';
import { studioSession } from '@/studio/session/studio-session';
import { server } from './msw-server';

/*
 * The upload panel after the last byte (decision 065): what the probe found, a refusal, a job's
 * progress, a failure's plain reason with a retry, and a server without ffmpeg.
 */

afterEach(() => studioSession.end());

const probe = {
  duration_s: 95,
  container: 'mov,mp4,m4a,3gp,3g2,mj2',
  size_bytes: 1000,
  video: {
    index: 0,
    codec: 'h264',
    width: 1920,
    height: 1080,
    frame_rate: 29.97,
    variable_frame_rate: false,
    rotation: 0,
  },
  audio: [
    { index: 1, language: 'mn', codec: 'aac', channels: 2 },
    { index: 2, language: 'en', codec: 'aac', channels: 2 },
  ],
  subtitles: [],
};

function upload(ingest: unknown) {
  return {
    id: 7,
    tus_id: 'abc',
    owner_type: 'episode',
    owner_id: 3,
    kind: 'video',
    language: null,
    file_name: 'анги.mp4',
    size: 1000,
    offset: 1000,
    state: 'uploaded',
    created_by: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ingest,
  };
}

function serve(
  ingest: unknown,
  status: { on: boolean; reason: string } = { on: true, reason: ingestStatusMessages.on },
) {
  server.use(
    http.get('/api/studio/ingest/status', () => HttpResponse.json({ status: true, data: status })),
    http.get('/api/studio/uploads', () =>
      HttpResponse.json({
        status: true,
        data: { max_bytes: 1e9, uploads: ingest === undefined ? [] : [upload(ingest)] },
      }),
    ),
  );
}

function renderPanel() {
  studioSession.open({ token: 't', expiresAt: '2099-01-01T00:00:00.000Z' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <UploadPanel owner={{ type: 'episode', id: 3 }} />
    </QueryClientProvider>,
  );
}

describe('the upload panel after the upload', () => {
  it('shows what the probe found and the 480p job in work', async () => {
    serve({
      state: 'transcoding',
      verdict: { usable: true, probe, notes: [] },
      job: { state: 'running', percent: 42, stage: 'base', renditions: ['480p'] },
      error: null,
    });
    renderPanel();
    await screen.findByText('Файлаас олдсон мэдээлэл');
    expect(screen.getByText('1920×1080')).toBeTruthy();
    expect(screen.getByText('29.97 кадр/сек')).toBeTruthy();
    expect(screen.getByText('Монгол, Англи')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Боловсруулалтын явц' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('Хөрвүүлж байна (480p)')).toBeTruthy();
    const said = screen.getAllByRole('status').map((node) => node.textContent);
    expect(said).toContain('480p хувилбарыг бэлтгэж байна…');
    expect(screen.getByRole('button', { name: 'Зогсоох' })).toBeTruthy();
  });

  it('says plainly why a file is refused', async () => {
    serve({
      state: 'refused',
      verdict: { usable: false, message: mediaProbeMessages.textFile, detail: 'x', probe: null },
      job: { state: 'done', percent: 100, stage: 'probe', renditions: [] },
      error: null,
    });
    renderPanel();
    expect((await screen.findAllByRole('alert'))[0]!.textContent).toContain(
      mediaProbeMessages.textFile,
    );
  });

  it("shows a failure's reason and retries it", async () => {
    const reason = `${ingestFlowMessages.failed.damaged} (ffmpeg: moov atom not found)`;
    let retried = false;
    serve({
      state: 'transcoding',
      verdict: { usable: true, probe, notes: [] },
      job: { state: 'failed', percent: 10, stage: 'base', renditions: ['480p'] },
      error: reason,
    });
    server.use(
      http.post('/api/studio/ingest/uploads/7/retry', () => {
        retried = true;
        return HttpResponse.json({ status: true, msg: ingestFlowMessages.retried });
      }),
    );
    renderPanel();
    await screen.findByText(reason);
    await userEvent.click(screen.getByRole('button', { name: 'Дахин оролдох' }));
    await expect.poll(() => retried).toBe(true);
  });

  it('says when this server cannot take files, and offers no upload', async () => {
    serve(undefined, { on: false, reason: ingestStatusMessages.missingTool('ffmpeg') });
    renderPanel();
    await screen.findByText(ingestStatusMessages.missingTool('ffmpeg'));
    expect(screen.queryByText('Файл сонгох')).toBeNull();
  });
});
