import { z } from 'zod';
import { timestamp, url } from './common';

/** A carousel slide; media_id opens the details overlay, link (when set) goes elsewhere. */
export const slideSchema = z.strictObject({
  id: z.number().int(),
  set_no: z.number().int().min(1).max(5),
  title: z.string(),
  subtitle: z.string().nullable(),
  image: url.nullable(),
  link: z.string().nullable(),
  media_id: z.number().int().nullable(),
});
export type Slide = z.infer<typeof slideSchema>;

/** A live programme schedule entry; is_live is computed from the server clock. */
export const programSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  image: url.nullable(),
  media_id: z.number().int().nullable(),
  starts_at: timestamp,
  ends_at: timestamp,
  is_live: z.boolean(),
});
export type Program = z.infer<typeof programSchema>;

export const faqItemSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  /** HTML. */
  body: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** 47 about, 48 terms of service, 49 privacy policy. */
export const contentPageSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  /** HTML. */
  body: z.string(),
  updated_at: timestamp,
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/**
 * What a notification is about: 'notice' is written by hand (and the spec's broadcasts); the
 * server writes 'episode' (a new episode of a followed title), 'rental-ending' (24 hours before a
 * rental ends), 'payment' (a payment received) and 'report' (a report the user sent was resolved).
 */
export const notificationKindSchema = z.enum([
  'notice',
  'episode',
  'rental-ending',
  'payment',
  'report',
]);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.strictObject({
  id: z.number().int(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** An in-app path: the episode's watch page, the title, the receipts page. */
  link: z.string().nullable(),
  created_at: timestamp,
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The newest notifications (at most 50) and the unread count the header shows. */
export const notificationListSchema = z.strictObject({
  count: z.number().int().min(0),
  items: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** The signed-in user's unread notifications, for the header's badge. */
export const notificationCountSchema = z.strictObject({ count: z.number().int().min(0) });
export type NotificationCount = z.infer<typeof notificationCountSchema>;

export const logoSchema = z.strictObject({ id: z.number().int(), key: z.string(), url });
export type Logo = z.infer<typeof logoSchema>;

export const linkKindSchema = z.enum(['app_store', 'social', 'footer']);
export const linkSchema = z.strictObject({
  id: z.number().int(),
  kind: linkKindSchema,
  title: z.string(),
  url: z.string(),
  icon: url.nullable(),
});
export type Link = z.infer<typeof linkSchema>;

/** Everything the footer shows besides static text. */
export const footerSchema = z.strictObject({
  logos: z.array(logoSchema),
  apps: z.array(linkSchema),
  socials: z.array(linkSchema),
  pages: z.array(linkSchema),
});
export type Footer = z.infer<typeof footerSchema>;

export const newsletterSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullable(),
  image: url.nullable(),
  published_at: timestamp,
});
export type Newsletter = z.infer<typeof newsletterSchema>;

export const newsletterDetailSchema = newsletterSchema.extend({
  /** HTML. */
  body: z.string(),
});
export type NewsletterDetail = z.infer<typeof newsletterDetailSchema>;
