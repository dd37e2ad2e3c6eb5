import { z } from 'zod';
import { UPLOAD_KINDS, UPLOAD_OWNER_TYPES, UPLOAD_STATES, uploadMessages } from '../ingest-paths';
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
