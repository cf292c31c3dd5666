import { z } from 'zod';
import { historyCursorsSchema } from './history';

// The user record as GET /auth/getUser returns it (spec section 3 field names).
const wrapped = z.object({ default: z.string() });
export const chatEntrySchema = z.object({
  userMessage: wrapped,
  sendTime: wrapped,
  aiResponse: wrapped,
  responseTime: wrapped,
});
export type ChatEntry = z.infer<typeof chatEntrySchema>;

export const therapyRecordSchema = z.object({
  _id: z.string(),
  feeling: z.string(),
  type: z.string(),
  topic: z.string(),
  sessionLength: z.string(),
  description: z.string(),
  date: z.string(),
  time: z.string(),
  createdAt: z.string(),
});
export type TherapyRecord = z.infer<typeof therapyRecordSchema>;

export const meditationSchema = z.object({
  title: z.string(),
  description: z.string(),
  time: z.string(),
  duration: z.string(),
  type: z.string(),
});
export type Meditation = z.infer<typeof meditationSchema>;

export const userRecordSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  profession: z.string(),
  mood: z.string(),
  profileImage: z.string().nullable().optional(),
  isPreferences: z.boolean(),
  isConfirmed: z.boolean(),
  isPremium: z.boolean(),
  subType: z.string(),
  totalSessions: z.number(),
  isTherapy: z.boolean(),
  isMeditation: z.boolean(),
  isAffirmation: z.boolean(),
  personalPreferences: z.object({
    sleepHours: z.number().nullable(),
    exerciseFrequency: z.string(),
    personalGoals: z.object({ one: z.string(), two: z.string(), three: z.string(), four: z.string() }),
  }),
  chats: z.array(chatEntrySchema),
  therapy: z.array(therapyRecordSchema),
  generatedMeditation: z.array(meditationSchema),
  generatedAffirmation: z.array(z.string()),
  favoriteAffirmations: z.array(z.string()),
  meditationsPrefs: z.record(z.string(), z.unknown()).nullable(),
  affirmationsPreferences: z.object({ affirmationTheme: z.string(), preferredAffirmation: z.string() }).nullable(),
  progress: z.object({ moodImprovement: z.number(), appConsistency: z.number(), goalProgress: z.number() }),
  /** The lists above hold only the newest entries; these continue each one (GET /history). */
  historyCursors: historyCursorsSchema.optional(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;
