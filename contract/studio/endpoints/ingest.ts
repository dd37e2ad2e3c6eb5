import { z } from 'zod';
import { UPLOAD_KINDS, UPLOAD_OWNER_TYPES, UPLOAD_STATES, uploadMessages } from '../ingest-paths';
import { INGEST_STAGES, INGEST_STATES } from '../ingest-flow';
import { probeVerdictSchema } from '../media-probe';
import { positiveId } from './fields';

const ownerType = z.enum(UPLOAD_OWNER_TYPES, uploadMessages.unknownOwner);

/** One upload as the studio lists it. */
export const uploadRow = z.object({
  id: z.number().int(),
  /** The tus id: the upload's URL is `/api/studio/uploads/<tus_id>`. */
  tus_id: z.string(),
  owner_type: ownerType,
  owner_id: z.number().int(),
  kind: z.enum(UPLOAD_KINDS),
  language: z.string().nullable(),
  file_name: z.string(),
  size: z.number().int(),
  offset: z.number().int(),
  state: z.enum(UPLOAD_STATES),
  created_by: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** After the last byte (decision 065): null while uploading or cancelled. */
  ingest: z
    .object({
      state: z.enum(INGEST_STATES),
      /** The probe's summary and notes, or its refusal; null until the probe has run. */
      verdict: probeVerdictSchema.nullable(),
      /** The job working on the file now, or the last one; null when none. */
      job: z
        .object({
          state: z.enum(['queued', 'running', 'done', 'failed', 'cancelled']),
          percent: z.number(),
          stage: z.enum(INGEST_STAGES).nullable(),
          /** The renditions in work, e.g. ["720p", "1080p"]. */
          renditions: z.array(z.string()),
        })
        .nullable(),
      /** A failed job's reason in plain words (Mongolian), with ffmpeg's last line. */
      error: z.string().nullable(),
    })
    .nullable(),
});

const tusCall = {
  /** The tus id the creation answered in Location. */
  params: z.object({ id: z.string() }),
  /** tus answers headers (Upload-Offset, Location), no JSON. */
  response: z.unknown(),
};

export const ingestSchemas = {
  studioUploads: {
    query: z.object({ owner_type: ownerType, owner_id: positiveId }),
    response: z.object({
      status: z.literal(true),
      data: z.object({
        /** UPLOAD_MAX_BYTES, so the studio refuses a larger file before sending a byte. */
        max_bytes: z.number().int(),
        uploads: z.array(uploadRow),
      }),
    }),
  },
  studioUploadCreate: { response: z.unknown() },
  studioUploadOffset: tusCall,
  studioUploadPatch: tusCall,
  studioUploadCancel: tusCall,
} as const;
